import type { CSSProperties } from 'react';
import type { ModalProps } from 'antd/es/modal';
import { useIsMobile } from './useIsMobile';

/** Spec §9: dialog width 712 px, top 120. */
export const DIALOG_WIDTH = 712;
export const DIALOG_TOP = 120;

/** The size and place a dialog takes on a wide screen. */
export interface DialogPlace {
  width?: ModalProps['width'];
  style?: CSSProperties;
}

export type DialogFrame = Pick<ModalProps, 'width' | 'style' | 'styles'>;

const LIST_DIALOG: DialogPlace = { width: DIALOG_WIDTH, style: { top: DIALOG_TOP } };

const FULL_SCREEN: DialogFrame = {
  width: '100vw',
  style: { top: 0, margin: 0, padding: 0, maxWidth: '100vw' },
  styles: { container: { minHeight: '100vh', borderRadius: 0 } },
};

/**
 * A dialog's frame (antd Modal's `width`, `style`, `styles`): on a wide screen the given place (by
 * default the list dialog's 712 px at top 120), at a viewport of 768 px or less the full screen
 * (spec §2).
 * @example
 * const frame = useDialogFrame({ width: 640 });
 * <Modal open title="New ticket" {...frame}>{form}</Modal>
 */
export function useDialogFrame(place: DialogPlace = LIST_DIALOG): DialogFrame {
  return useIsMobile() ? FULL_SCREEN : place;
}
