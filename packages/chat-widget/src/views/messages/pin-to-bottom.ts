// After a 'bottom' command the message list stays pinned to its bottom until the reader scrolls:
// rows measured late (bubbles, images) and a viewport that shrinks (the chat header growing once
// the job context arrives, the quote preview) would otherwise leave the newest message half
// hidden, as Virtuoso keeps the top edge still on such changes.
import { useEffect, useRef, type RefObject } from 'react';
import type { ScrollCommand } from '../../machines/message-list';

/** What a reader does to scroll (wheel, touch, keys, the scrollbar): each releases the pin. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Within this many pixels of the bottom counts as at the bottom. */
const AT_BOTTOM_PX = 2;

export function usePinToBottom(scrollerRef: RefObject<HTMLElement | null>, command: ScrollCommand | null): void {
  const pinned = useRef(false);
  useEffect(() => {
    if (command) pinned.current = command.kind === 'bottom';
  }, [command?.seq]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const release = () => void (pinned.current = false);
    const toBottom = () => {
      if (pinned.current && el.scrollHeight - el.scrollTop - el.clientHeight > AT_BOTTOM_PX) el.scrollTop = el.scrollHeight;
    };
    // The scroller's own box (the viewport) and its content: Virtuoso's item list, which grows
    // as rows are measured (its viewport element keeps the scroller's height: watching it alone
    // left a tall incoming message at its top edge); and any scroll that is not the reader's
    // (Virtuoso's, measured with a viewport height it has not caught up with yet) but leaves
    // the bottom.
    const observer = new ResizeObserver(toBottom);
    observer.observe(el);
    const content = el.querySelector('[data-testid="virtuoso-item-list"]') ?? el.firstElementChild;
    if (content) observer.observe(content);
    for (const type of READER_SCROLLS) el.addEventListener(type, release, { passive: true });
    el.addEventListener('scroll', toBottom, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of READER_SCROLLS) el.removeEventListener(type, release);
      el.removeEventListener('scroll', toBottom);
    };
  }, [scrollerRef]);
}
