// Container: the engine's conversations as rows, and the menu actions (delete, pin, mute).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../engine';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { useChatSession } from '../../provider/session-context';
import { conversationActions } from '../../stores/conversation-actions';
import { useTimeText } from '../messages/use-time-text';
import { StartConversationButton } from '../start-conversation';
import { useOutcomeToast } from '../toast/use-outcome-toast';
import { conversationAvatar, conversationName, isMuted, mentionMarks, sortConversations } from './conversation-display';
import { conversationPreview } from './conversation-preview';
import { ConversationList, type ConversationRow } from './conversation-list';
import { LazyDeleteConversationDialog } from './lazy-delete-dialog';
import { useConversations, useFriendIDs, useOnlineUsers } from './use-conversations';
import { useSentenceSummaries } from './use-sentence-summaries';
import { useStickerNames } from './use-sticker-names';

const peerOf = (c: Conversation) => c.userProfile?.userID ?? c.conversationID.slice(3);

export interface ConversationListPanelProps {
  activeConversationID: string | null;
  onSelect(conversationID: string): void;
}

export function ConversationListPanel({ activeConversationID, onSelect }: ConversationListPanelProps) {
  const engine = useChatEngine();
  const { features } = useChatOptions();
  const { t } = useTranslation('chat');
  const timeText = useTimeText();
  useSentenceSummaries(); // group tips' sentences, once their chunk is in
  const conversations = useConversations(engine);
  useStickerNames(conversations.some((c) => c.lastMessage?.type === 'TIMFaceElem'));
  const me = engine.getLoginUser();
  // docs/chat.md §2: the online dot is for friends only, in one-to-one chats, when enabled.
  const friends = useFriendIDs(engine, features.onlineStatus);
  const friendPeers = useMemo(
    () =>
      conversations
        .filter((c) => c.type === 'C2C')
        .map(peerOf)
        .filter((userID) => friends.has(userID)),
    [conversations, friends],
  );
  // Off the chat service, nobody's status is known: no dots until reconnected and asked again.
  const connected = useChatSession().netState === 'connected';
  const online = useOnlineUsers(engine, friendPeers, features.onlineStatus && connected);
  const [deleting, setDeleting] = useState<ConversationRow | null>(null);
  const { dispatch } = useChatUi();
  // The open conversation deleted: the chat empties to the default slot, as with no conversation chosen.
  const actions = useMemo(() => conversationActions(engine), [engine]);
  const shown = useOutcomeToast();
  const remove = async (conversationID: string) => {
    if (await shown(actions.remove(conversationID))) dispatch({ type: 'close', conversationID });
  };

  const rows: ConversationRow[] = sortConversations(conversations).map((c) => ({
    conversationID: c.conversationID,
    group: c.type === 'GROUP',
    name: conversationName(c, t('conversation.anonymous')),
    avatar: conversationAvatar(c),
    // Not the engine's messageForShow: it is Chinese in every locale, and keeps a recalled message's words.
    summary: conversationPreview(c, me, t),
    mention: mentionMarks(c)
      .map((mark) => t(`conversation.${mark}`))
      .join(''),
    time: c.lastMessage?.lastTime ? timeText(c.lastMessage.lastTime, false) : '',
    unreadCount: c.unreadCount,
    muted: isMuted(c),
    pinned: c.isPinned,
    active: c.conversationID === activeConversationID,
    online: c.type === 'C2C' && friends.has(peerOf(c)) && online.has(peerOf(c)),
  }));

  return (
    <>
      <StartConversationButton />
      <ConversationList
        rows={rows}
        onSelect={onSelect}
        onDelete={setDeleting}
        onTogglePin={(row) => void shown(actions.togglePin(row))}
        onToggleMute={(row) => void shown(actions.toggleMute(row))}
      />
      <LazyDeleteConversationDialog
        target={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting.conversationID);
          setDeleting(null);
        }}
      />
    </>
  );
}
