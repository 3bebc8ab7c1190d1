// Long-press on touch screens opens the same context menu as a right-click: after the delay the
// trigger receives a synthetic `contextmenu` at the finger's position.
import { useRef, type PointerEvent } from 'react';

export function useLongPressContextMenu(delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'touch') return;
      const target = event.currentTarget;
      const { clientX, clientY } = event;
      clear();
      timer.current = setTimeout(() => {
        timer.current = null;
        target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX, clientY }));
      }, delayMs);
    },
    onPointerUp: clear,
    onPointerMove: clear,
    onPointerCancel: clear,
  };
}
