// Long-press on touch screens opens the same context menu as a right-click: after the delay the
// trigger receives a synthetic `contextmenu` at the finger's position. Lifting that finger makes
// the browser's tap (a click) too, which would open the conversation under the menu and close
// the menu: the click that ends a long press is swallowed before the row sees it.
import { useRef, type MouseEvent, type PointerEvent } from 'react';

export function useLongPressContextMenu(delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The press under way has opened the menu: its click is not a tap. */
  const pressed = useRef(false);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      pressed.current = false;
      if (event.pointerType !== 'touch') return;
      const target = event.currentTarget;
      const { clientX, clientY } = event;
      clear();
      timer.current = setTimeout(() => {
        timer.current = null;
        pressed.current = true;
        target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX, clientY }));
      }, delayMs);
    },
    onPointerUp: clear,
    onPointerMove: clear,
    onPointerCancel: clear,
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!pressed.current) return;
      pressed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
