// After a 'bottom' command the message list stays pinned to its bottom until the reader scrolls:
// rows measured late (bubbles, images, a message taller than the viewport arriving) and a
// viewport that shrinks (the chat header growing once the job context arrives, the quote
// preview) would otherwise leave the newest message half hidden, as Virtuoso keeps the top edge
// still on such changes. After an 'unread' command it stays pinned the same way to the first
// unread message at the top: the rows above it, measured after it was scrolled to, would
// otherwise push it out of view.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ScrollCommand } from '../../machines/message-list';

/** What a reader does to scroll (wheel, touch, keys, the scrollbar): each releases the pin. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Within this many pixels of the bottom counts as at the bottom. */
const AT_BOTTOM_PX = 2;

/**
 * `scrollToEnd` asks Virtuoso to show the last row's end: setting the scroller's scrollTop behind
 * its back was undone by it while it measured new rows (a tall arrival stayed at its top edge).
 * Returns the callback for Virtuoso's totalListHeightChanged (its content grew or shrank).
 */
export function usePinToBottom(
  scrollerRef: RefObject<HTMLElement | null>,
  command: ScrollCommand | null,
  scrollToEnd: () => void,
  scrollToUnread: () => void = () => undefined,
): () => void {
  const pinned = useRef(false);
  const pinnedToUnread = useRef(command?.kind === 'unread');
  // Once per command (its seq); a command's kind never changes.
  const seq = command?.seq;
  const kind = command?.kind;
  useEffect(() => {
    // A history prepend ('keep') changes nothing: a short first page loads the next one with the
    // reader still at the bottom.
    if (kind !== undefined && kind !== 'keep') {
      pinned.current = kind === 'bottom';
      pinnedToUnread.current = kind === 'unread';
    }
  }, [seq, kind]);

  const end = useRef(scrollToEnd);
  end.current = scrollToEnd;
  const unread = useRef(scrollToUnread);
  unread.current = scrollToUnread;
  const frame = useRef(0);
  // At most once a frame: each of Virtuoso's own scrolls on the way reports here too.
  const toBottom = useCallback(() => {
    if (frame.current || !pinned.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = scrollerRef.current;
      if (el && pinned.current && el.scrollHeight - el.scrollTop - el.clientHeight > AT_BOTTOM_PX) end.current();
    });
  }, [scrollerRef]);
  // The content's height or the viewport changed: back to where the list is pinned.
  const onResize = useCallback(() => {
    if (!pinnedToUnread.current) return toBottom();
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (pinnedToUnread.current) unread.current();
    });
  }, [toBottom]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const release = () => {
      pinned.current = false;
      pinnedToUnread.current = false;
    };
    // The scroller's own box (the viewport), and any scroll that is not the reader's (Virtuoso's,
    // measured with a viewport height it has not caught up with yet) but leaves the bottom. The
    // content's height comes from Virtuoso itself (its item list element is not stable across
    // its first renders, so observing it missed growth).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(el);
    for (const type of READER_SCROLLS) el.addEventListener(type, release, { passive: true });
    el.addEventListener('scroll', toBottom, { passive: true });
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      observer?.disconnect();
      for (const type of READER_SCROLLS) el.removeEventListener(type, release);
      el.removeEventListener('scroll', toBottom);
    };
  }, [scrollerRef, toBottom, onResize]);

  return onResize;
}
