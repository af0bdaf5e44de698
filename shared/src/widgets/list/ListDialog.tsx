import type { ReactNode } from 'react';
import Modal from 'antd/es/modal';
import { DIALOG_TOP, DIALOG_WIDTH, useDialogFrame } from './useDialogFrame';
import { useDialogDrag } from './useDialogDrag';
import { useIsMobile } from './useIsMobile';

export interface ListDialogProps {
  open: boolean;
  title: string;
  footer: ReactNode;
  onClose(): void;
  children: ReactNode;
  width?: number;
  top?: number;
  testId?: string;
}

/**
 * The list's dialog frame: 712 px wide at top 120, full screen at a viewport of 768 px or less,
 * dragged by its title (spec §2, §9). Closing (X, Esc) goes through `onClose`.
 * @example
 * <ListDialog open title="Goods templates - add" footer={buttons} onClose={askThenClose}>{form}</ListDialog>
 */
export function ListDialog({
  open,
  title,
  footer,
  onClose,
  children,
  width = DIALOG_WIDTH,
  top = DIALOG_TOP,
  testId,
}: ListDialogProps) {
  const mobile = useIsMobile();
  const drag = useDialogDrag(!mobile);
  const frame = useDialogFrame({ width, style: { top } });
  return (
    <Modal
      open={open}
      {...frame}
      title={
        <div
          data-testid="list-dialog-title"
          style={{ cursor: mobile ? undefined : 'move', userSelect: 'none' }}
          onPointerDown={drag.onPointerDown}
        >
          {title}
        </div>
      }
      footer={footer}
      onCancel={onClose}
      mask={{ closable: false }}
      afterClose={drag.reset}
      destroyOnHidden
      modalRender={(node) => (
        <div
          data-testid={testId}
          data-fullscreen={mobile ? 'true' : 'false'}
          style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}
        >
          {node}
        </div>
      )}
    >
      {children}
    </Modal>
  );
}
