import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import { useCan } from '../../permissions/can';
import './texts';

export interface MissingActionNoticeProps {
  /** The key of the page's main action, e.g. `buttonKeyOf('/customer-api/order/create')`. */
  perm: string;
  /** What the key allows, as the line goes on after "but not" (the page's own text: 'create orders'). */
  action: string;
  /** Button permissions to check instead of the session's (a page without checks, spec §2: /demo). */
  btnList?: readonly string[];
}

/**
 * The one line of a page whose main action the user lacks (issue 35): "You can view this page but
 * not create orders; ask your account admin for the permission." Nothing when the key is held. A
 * page hides the action's controls itself; this says why they are not there.
 * @example
 * <MissingActionNotice perm={buttonKeyOf('/customer-api/order/create')} action={t('orderEntry.mainAction')} />
 */
export function MissingActionNotice({ perm, action, btnList }: MissingActionNoticeProps) {
  const { t } = useTranslation('shared');
  const can = useCan();
  if (btnList ? btnList.includes(perm) : can(perm)) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="missing-action-notice"
      style={{ marginBottom: 12 }}
      title={t('display.missingAction', { action })}
    />
  );
}
