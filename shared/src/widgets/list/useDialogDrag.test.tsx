import { act, renderHook } from '@testing-library/react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useDialogDrag } from './useDialogDrag';

const press = (x: number, y: number) =>
  ({ button: 0, clientX: x, clientY: y }) as ReactPointerEvent<HTMLElement>;
const move = (x: number, y: number) =>
  window.dispatchEvent(new MouseEvent('pointermove', { clientX: x, clientY: y }));

describe('draggable dialog', () => {
  it('moves the dialog with the pointer pressed on its title, and stops on release', () => {
    const { result } = renderHook(() => useDialogDrag());
    act(() => result.current.onPointerDown(press(100, 100)));
    act(() => move(140, 90));
    expect(result.current.offset).toEqual({ x: 40, y: -10 });
    act(() => window.dispatchEvent(new MouseEvent('pointerup')));
    act(() => move(300, 300));
    expect(result.current.offset).toEqual({ x: 40, y: -10 });
  });

  it('does not drag a full-screen (mobile) dialog', () => {
    const { result } = renderHook(() => useDialogDrag(false));
    act(() => result.current.onPointerDown(press(0, 0)));
    act(() => move(50, 50));
    expect(result.current.offset).toEqual({ x: 0, y: 0 });
  });
});
