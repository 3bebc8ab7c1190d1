// Reports how much of a message row counts as seen (visibleShare: of the row, or of the list's
// viewport for a row taller than it), each time that crosses the 70 % of docs/chat.md §4.
// An IntersectionObserver on the list's scroller says when the row is in view (absent in jsdom);
// while it is, scrolling measures it again, as a tall row can fill the viewport between two of
// the observer's thresholds.
import { useEffect, useRef, type ReactNode } from 'react';
import { VISIBLE_RATIO, visibleShare } from '../../machines/read-receipts';

export function ObservedRow({ onVisible, children }: { onVisible(ratio: number): void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    const root = el?.closest('[data-virtuoso-scroller]');
    if (!el || !root || typeof IntersectionObserver === 'undefined') return;
    let seen: boolean | null = null;
    let frame = 0;
    const report = (share: number) => {
      if (seen === share >= VISIBLE_RATIO) return;
      seen = share >= VISIBLE_RATIO;
      callback.current(share);
    };
    const measure = () => {
      frame = 0;
      report(visibleShare(el.getBoundingClientRect(), root.getBoundingClientRect()));
    };
    const onScroll = () => void (frame ||= requestAnimationFrame(measure));
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) root.addEventListener('scroll', onScroll, { passive: true });
        else root.removeEventListener('scroll', onScroll);
        report(visibleShare(entry.boundingClientRect, entry.rootBounds ?? root.getBoundingClientRect()));
      },
      { root, threshold: [0, VISIBLE_RATIO, 1] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return <div ref={ref}>{children}</div>;
}
