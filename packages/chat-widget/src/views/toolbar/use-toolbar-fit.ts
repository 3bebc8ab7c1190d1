// How many of the toolbar's actions fit on its one row; the rest go under ⋯ (toolbar.tsx). The
// buttons are icons of one size, so the count follows from the bar's width alone (watched with a
// ResizeObserver): no button is measured, and nothing is laid out twice.
import { useCallback, useEffect, useState } from 'react';

/** A button's width plus the gap after it (toolbar.styles.ts: 32 px buttons, 40 px for a finger, 2 px apart). */
export const SLOT_WIDTH = { mouse: 34, touch: 42 } as const;
/** The bar's padding, left and right together. */
export const BAR_PADDING = 16;

/**
 * How many of `actions` show when `fixed` other buttons' slots (emoji; send resume takes two)
 * share a bar of `width` px: all when they fit, else as many as fit beside the ⋯ button. All
 * before the first measure (width 0: on the server, in jsdom).
 */
export function fittingActions(width: number, fixed: number, actions: number, slot: number = SLOT_WIDTH.mouse): number {
  if (width <= 0) return actions;
  const slots = Math.floor((width - BAR_PADDING + 2) / slot) - fixed;
  if (slots >= actions) return actions;
  return Math.max(0, slots - 1);
}

/** A callback ref for the bar and its width in px (0 until measured). */
export function useBarWidth(): [(node: HTMLElement | null) => void, number] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => setNode(element), []);
  useEffect(() => {
    if (!node) return;
    setWidth(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width + BAR_PADDING);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [ref, width];
}
