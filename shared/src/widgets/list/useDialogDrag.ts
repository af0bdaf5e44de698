import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Offset of a dragged dialog and the handler that starts a drag on its title. */
export interface DialogDrag {
  offset: { x: number; y: number };
  /** Put on the title: a pointer press there drags the dialog. */
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  reset(): void;
}

/**
 * Pointer-based dragging of a dialog by its title (spec §9: dialogs are draggable). Apply `offset`
 * as a translate on the dialog (antd Modal's `modalRender`).
 * @example
 * const drag = useDialogDrag();
 * <Modal title={<div onPointerDown={drag.onPointerDown}>Title</div>}
 *   modalRender={(node) => <div style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }}>{node}</div>} />
 */
export function useDialogDrag(enabled = true): DialogDrag {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const current = useRef(offset);
  current.current = offset;

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      const start = { x: event.clientX, y: event.clientY };
      const startOffset = { ...current.current };
      const onMove = (moveEvent: PointerEvent) =>
        setOffset({
          x: startOffset.x + moveEvent.clientX - start.x,
          y: startOffset.y + moveEvent.clientY - start.y,
        });
      const stop = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', stop);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', stop);
    },
    [enabled],
  );
  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);
  return { offset: enabled ? offset : { x: 0, y: 0 }, onPointerDown, reset };
}
