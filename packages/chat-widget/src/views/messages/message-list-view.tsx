// The virtualized message list: history prepends without a jump (firstItemIndex), scroll
// commands from the machine are followed, the viewport and visibility are reported back.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { styled } from 'styled-components';
import type { Message } from '../../engine';
import type { ScrollButtonProps, ScrollCommand } from '../../machines/message-list';
import { v } from '../../theme/vars';
import { usePinToBottom } from './pin-to-bottom';
import { FloatingButton } from './unread-divider';

export interface MessageListViewProps {
  messages: Message[];
  firstItemIndex: number;
  scroll: ScrollCommand | null;
  loadingMore: boolean;
  /** No older page is left: marked on the list (data-history-complete) for tests and tools. */
  historyComplete?: boolean;
  scrollButton: ScrollButtonProps;
  /** The first message unread at opening (the divider's) and how many were; null: none. */
  unread?: { messageID: string; count: number } | null;
  renderMessage(message: Message): ReactNode;
  onLoadMore(): void;
  onViewport(viewport: { farFromBottom: boolean; newestVisible: boolean }): void;
  onScrollButton(): void;
  onJumpToUnread?(): void;
}

const Box = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
`;
const Header = styled.div`
  padding: 6px;
  text-align: center;
  color: ${v.textSecondary};
  font-size: 12px;
`;

type Placement = { index: number; align: 'center' | 'start' };

/** Where a 'target' (centred) or an 'unread' command (at the top) puts its message; null for others. */
function placementOf(messages: Message[], scroll: ScrollCommand | null): Placement | null {
  if (scroll?.kind !== 'target' && scroll?.kind !== 'unread') return null;
  const index = messages.findIndex((m) => m.ID === scroll.messageID);
  return index < 0 ? null : { index, align: scroll.kind === 'target' ? 'center' : 'start' };
}

/** Where the list opens: as its first command says, else at the newest message. */
const initialIndex = (messages: Message[], scroll: ScrollCommand | null): number | Placement =>
  placementOf(messages, scroll) ?? Math.max(0, messages.length - 1);

/** A document with layout (a browser), not jsdom's, where every box measures 0. */
const laysOut = () => document.documentElement.clientHeight > 0;

export function MessageListView(props: MessageListViewProps) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const ref = useRef<VirtuosoHandle>(null);
  const scrollerRef = useRef<HTMLElement | null>(null);
  const lastRange = useRef({ endIndex: -1 });
  const { messages, firstItemIndex, scroll } = props;
  const doneSeq = useRef(0);
  // Run for a new command or a new message count only; the command and messages are this render's.
  const latest = useRef({ scroll, messages });
  latest.current = { scroll, messages };
  const unreadID = props.unread?.messageID;
  const onContentHeight = usePinToBottom(
    scrollerRef,
    scroll,
    () => ref.current?.scrollToIndex({ index: 'LAST', align: 'end' }),
    () => {
      const index = latest.current.messages.findIndex((m) => m.ID === unreadID);
      if (index >= 0) ref.current?.scrollToIndex({ index, align: 'start' });
    },
  );

  // A command waits for the next frame (Virtuoso has taken in the messages of this render by
  // then), and a newer command replaces one still waiting: a search result opened in a fresh
  // conversation is a 'bottom' (its first page) and then, a page of history later, a 'target',
  // which the first's late frame must not undo.
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const seq = scroll?.seq;
  const count = messages.length;
  useEffect(() => {
    const { scroll, messages } = latest.current;
    const list = ref.current;
    if (!scroll || scroll.seq === doneSeq.current || !list || messages.length === 0) return;
    doneSeq.current = scroll.seq;
    if (scroll.kind === 'keep') return; // virtuoso keeps the offset through firstItemIndex
    cancelAnimationFrame(frame.current);
    const command = scroll;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (command.kind === 'bottom') list.scrollToIndex({ index: 'LAST', align: 'end' });
      const placement = placementOf(messages, command);
      if (placement) list.scrollToIndex(placement);
    });
  }, [seq, count]);

  // The first rendered row: the divider's message above it means the chip to go back up shows.
  const [topIndex, setTopIndex] = useState(-1);
  const unreadIndex = props.unread ? messages.findIndex((m) => m.ID === props.unread!.messageID) : -1;
  const unreadAbove = unreadIndex >= 0 && topIndex > firstItemIndex + unreadIndex;

  const report = () => {
    const el = scrollerRef.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop - el.clientHeight : 0;
    const farFromBottom = el ? fromBottom > 2 * el.clientHeight : false;
    const newestVisible = lastRange.current.endIndex >= firstItemIndex + messages.length - 1;
    props.onViewport({ farFromBottom, newestVisible });
  };

  return (
    <Box data-history-complete={props.historyComplete ? '' : undefined}>
      <Virtuoso
        ref={ref}
        scrollerRef={(el) => void (scrollerRef.current = el instanceof HTMLElement ? el : null)}
        style={{ height: '100%' }}
        data={messages}
        firstItemIndex={firstItemIndex}
        // Mounted with the first page in, at the newest message, or at the message a search
        // result opened (Virtuoso's own first positioning would undo a scroll made meanwhile).
        // jsdom lays nothing out: there rows are rendered unmeasured from the top (an initial
        // item count at another index is rendered hidden until measured, which never happens
        // there; in a browser it would hide the newest rows).
        {...(laysOut() ? { initialTopMostItemIndex: initialIndex(messages, scroll) } : { initialItemCount: Math.min(messages.length, 30) })}
        computeItemKey={(_, message) => message.ID}
        totalListHeightChanged={onContentHeight}
        startReached={props.onLoadMore}
        rangeChanged={(range) => {
          lastRange.current = range;
          setTopIndex(range.startIndex);
          report();
        }}
        isScrolling={(scrolling) => !scrolling && report()}
        components={{ Header: () => (props.loadingMore ? <Header>{t('message.loading')}</Header> : null) }}
        itemContent={(_, message) => props.renderMessage(message)}
      />
      {unreadAbove && (
        <FloatingButton $top data-testid="unread-jump" onClick={props.onJumpToUnread}>
          ↑ {t('message.unreadJump', { count: props.unread!.count })}
        </FloatingButton>
      )}
      {props.scrollButton.visible && (
        <FloatingButton data-testid="scroll-button" onClick={props.onScrollButton}>
          {props.scrollButton.newCount > 0 ? t('message.newMessages', { count: props.scrollButton.newCount }) : t('message.backToLatest')}
        </FloatingButton>
      )}
    </Box>
  );
}
