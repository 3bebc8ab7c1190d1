// Narrow layout by the widget's own width (not the window's): a host may give it a side column.
import { useCallback, useEffect, useState } from 'react';
import { NARROW_WIDTH } from '../theme/breakpoints';

export { NARROW_WIDTH };

/** A callback ref for the container, and whether it is narrower than 768 px (false on the server and before the first measure). */
export function useNarrow(threshold = NARROW_WIDTH): [(node: HTMLElement | null) => void, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [narrow, setNarrow] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => setNode(element), []);
  useEffect(() => {
    if (!node) return;
    const measure = (width: number) => setNarrow(width > 0 && width < threshold);
    measure(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, threshold]);
  return [ref, narrow];
}
