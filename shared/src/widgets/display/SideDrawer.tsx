import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import { useIsMobile } from '../list/useIsMobile';

/** Default width, the same as the add / edit dialog (spec §9: 712 px). */
export const DRAWER_WIDTH = 712;

export interface SideDrawerProps {
  open: boolean;
  title: ReactNode;
  /** Width on wide screens (default 712); at 768 px or less the drawer takes the full width. */
  width?: number;
  onClose(): void;
  /** Confirm action: its buttons are disabled while the returned promise runs; resolving closes. */
  onConfirm?: () => unknown;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Replaces the default cancel / confirm footer; `null` shows no footer. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * Drawer in the style of the portal's dialogs (spec §4: open or closed): a title, 712 px wide
 * (full width on mobile), cancel / confirm actions that lock while the confirm call runs.
 * @example
 * <SideDrawer open={open} title="Template" onClose={close} onConfirm={() => form.validateFields().then(save)}>
 *   <TemplateForm form={form} />
 * </SideDrawer>
 */
export function SideDrawer({
  open,
  title,
  width = DRAWER_WIDTH,
  onClose,
  onConfirm,
  confirmText,
  cancelText,
  footer,
  children,
}: SideDrawerProps) {
  const { t } = useTranslation('shared');
  const mobile = useIsMobile();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!onConfirm) return;
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // a refused confirm keeps the drawer open; the call has shown its message
    } finally {
      setBusy(false);
    }
  };

  const actions =
    footer !== undefined ? (
      footer
    ) : (
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={busy}>
          {cancelText ?? t('display.cancel')}
        </Button>
        {onConfirm && (
          <Button type="primary" onClick={confirm} loading={busy}>
            {confirmText ?? t('display.confirm')}
          </Button>
        )}
      </Space>
    );

  return (
    <Drawer
      open={open}
      title={title}
      size={mobile ? '100%' : width}
      onClose={busy ? undefined : onClose}
      footer={actions}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}
