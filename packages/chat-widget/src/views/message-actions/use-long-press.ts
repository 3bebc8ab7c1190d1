// A touch long-press (docs/chat.md §9: 500 ms): a finger held still that long calls `onPress`.
// Moving more than a few pixels (scrolling) or lifting the finger cancels it.
import { useEffect, useRef, type PointerEvent } from 'react';

export const LONG_PRESS_MS = 500;
const MOVE_TOLERANCE_PX = 10;

export function useLongPress(onPress: () => void, delayMs = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef({ x: 0, y: 0 });
  const press = useRef(onPress);
  press.current = onPress;
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== 'touch') return;
      clear();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        press.current();
      }, delayMs);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!timer.current) return;
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > MOVE_TOLERANCE_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
  };
}
