// Container: the message-list and read-receipt machines of one conversation, wired to the view.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { GroupType, Message } from '../../engine';
import { messageListMachineFor, messageReplyOf, selectScrollButton } from '../../machines/message-list';
import { readLabel, readReceiptsMachineFor } from '../../machines/read-receipts';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { useCancelUpload, useResend } from '../composer';
import { ReadPanelLoader } from '../read-panel';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { PreviewHost } from '../previewer';
import { useToast } from '../toast/toast-provider';
import { showsTimestamp } from './format-time';
import { MessageListSinkContext } from './message-list-sink';
import { MentionNamesContext, useReaderNames } from './mention-names';
import { ListPlaceholder, type ListPhase } from './list-placeholder';
import { MessageListView } from './message-list-view';
import { MessageRow } from './message-row';
import { ObservedRow } from './observed-row';
import { UnreadDivider } from './unread-divider';
import { useTimeText } from './use-time-text';

export interface MessageListProps {
  conversationID: string;
  groupType: GroupType | null;
  /** The chat's width on mobile layouts; null on desktop. */
  mobileWidth: number | null;
  /** The composer and anything else that reports own messages to this list. */
  children?: ReactNode;
}

export function MessageList({ conversationID, groupType, mobileWidth, children }: MessageListProps) {
  const engine = useChatEngine();
  const { features } = useChatOptions();
  const { state: ui, dispatch } = useChatUi();
  const resend = useResend();
  const cancelUpload = useCancelUpload();
  const timeText = useTimeText();
  const toast = useToast();
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const listMachine = useMemo(() => messageListMachineFor(engine), [engine]);
  const receiptsMachine = useMemo(() => readReceiptsMachineFor(engine), [engine]);
  const list = useActorRef(listMachine, { input: { conversationID, targetMessageID: ui.targetMessageID } });
  const receipts = useActorRef(receiptsMachine, { input: { conversationID, groupType } });
  const reader = useReaderNames(engine, conversationID);
  const [readPanelFor, setReadPanelFor] = useState<Message | null>(null);
  const closeReadPanel = useCallback(() => setReadPanelFor(null), []);

  const messages = useSelector(list, (s) => s.context.messages);
  const firstItemIndex = useSelector(list, (s) => s.context.firstItemIndex);
  const scroll = useSelector(list, (s) => s.context.scroll);
  const blinkID = useSelector(list, (s) => s.context.blinkID);
  const unreadDividerID = useSelector(list, (s) => s.context.unreadDividerID);
  const unreadCount = useSelector(list, (s) => s.context.unreadCount);
  const loadingMore = useSelector(list, (s) => s.hasTag('loadingMore'));
  const historyComplete = useSelector(list, (s) => s.context.isCompleted || s.context.nextReqMessageID === '');
  const phase = useSelector(list, (s): ListPhase => (s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : 'ready'));
  const scrollButton = useSelector(
    list,
    (s) => selectScrollButton(s.context),
    (a, b) => a.visible === b.visible && a.newCount === b.newCount,
  );

  useEffect(() => receipts.send({ type: 'GROUP_TYPE', groupType }), [receipts, groupType]);
  useEffect(() => {
    if (!ui.targetMessageID) return;
    list.send({ type: 'TARGET', messageID: ui.targetMessageID });
    dispatch({ type: 'target', messageID: null });
  }, [list, ui.targetMessageID, dispatch]);

  const times = messages.map((m) => m.time);
  // By ID, not by virtuoso's index (which counts from firstItemIndex).
  const stamped = new Set(messages.filter((_, i) => showsTimestamp(times, i)).map((m) => m.ID));
  const newestID = messages[messages.length - 1]?.ID;
  // A quote jumps to its original only when it is loaded (docs/chat.md §5); else a warning.
  const jumpToQuoted = (messageID: string) => {
    if (messages.some((m) => m.ID === messageID)) list.send({ type: 'TARGET', messageID });
    else toast.error(t('message.quoteNotFound'));
  };
  const sink = useMemo(() => (upserts: Message[]) => list.send({ type: 'UPSERT', messages: upserts }), [list]);
  // Forwarded into this conversation: shown at once (the engine does not push own sends back).
  useEffect(() => widgetRequestsOf(engine).on('sent', ({ messages: sent }) => sink(sent)), [engine, sink]);

  return (
    <MessageListSinkContext.Provider value={sink}>
      <MentionNamesContext.Provider value={reader}>
        <PreviewHost messages={messages}>
          {phase !== 'ready' ? (
            <ListPlaceholder phase={phase} onRetry={() => list.send({ type: 'RETRY' })} />
          ) : (
            <MessageListView
              messages={messages}
              firstItemIndex={firstItemIndex}
              scroll={scroll}
              loadingMore={loadingMore}
              historyComplete={historyComplete}
              scrollButton={scrollButton}
              unread={unreadDividerID === null ? null : { messageID: unreadDividerID, count: unreadCount }}
              onJumpToUnread={() => list.send({ type: 'JUMP_TO_UNREAD' })}
              onLoadMore={() => list.send({ type: 'LOAD_MORE' })}
              onViewport={(viewport) => list.send({ type: 'VIEWPORT', ...viewport })}
              onScrollButton={() => list.send({ type: 'SCROLL_BUTTON_CLICK' })}
              renderMessage={(message) => (
                <>
                  {message.ID === unreadDividerID && <UnreadDivider />}
                  <ObservedRow onVisible={(ratio) => receipts.send({ type: 'VISIBLE', message, ratio, isNewest: message.ID === newestID })}>
                    <MessageRow
                      message={message}
                      timestamp={stamped.has(message.ID) ? timeText(message.time) : null}
                      blink={message.ID === blinkID}
                      readLabel={readLabel(message, { enabled: features.readReceipt, groupType })}
                      reply={messageReplyOf(message)}
                      mobileWidth={mobileWidth}
                      isGroup={message.conversationType === 'GROUP'}
                      onResend={resend}
                      onReedit={(text) => dispatch({ type: 'reedit', text })}
                      onReadLabel={setReadPanelFor}
                      onQuote={jumpToQuoted}
                      onCancelUpload={cancelUpload}
                    />
                  </ObservedRow>
                </>
              )}
            />
          )}
        </PreviewHost>
      </MentionNamesContext.Provider>
      {children}
      {readPanelFor && <ReadPanelLoader message={readPanelFor} onClosed={closeReadPanel} />}
    </MessageListSinkContext.Provider>
  );
}
