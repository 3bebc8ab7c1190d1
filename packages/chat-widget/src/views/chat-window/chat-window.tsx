// Container: one conversation's window: header, message list and composer.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { ChatEventHandler, Conversation } from '../../engine';
import { EVENT } from '../../engine/constants';
import { useChatEngine } from '../../provider/engine-context';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatOptions } from '../../provider/options-context';
import { Composer, usePeerTyping } from '../composer';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { conversationAvatar, conversationName } from '../conversation-list/conversation-display';
import { MessageList } from '../messages';
import { MultiSelectSwitch } from '../multi-select';
import { ConversationSearch } from '../search';
import { CHAT_WINDOW_CONTAINER, SEARCH_PANEL_WIDTH, SIDE_BY_SIDE_MIN } from '../search/search.styles';
import { GroupApplicationsLoader } from '../group-applications';
import { ChatHeader } from './chat-header';
import { GroupGone } from './group-gone';
import { useGroupGone } from './use-group-gone';
import { useJobContext } from './job-context';
import { useChatRole } from '../../provider/use-chat-role';

export interface ChatWindowProps {
  conversationID: string;
  /** The job the chat was opened about: recorded as the conversation's job and shown in the header. */
  jobId?: string | number | null;
  narrow: boolean;
  onBack?(): void;
}

/** The platform administrator's chat ID: its conversation shows only a name. */
export const ADMIN_USER_ID = 'administrator';

/** The window's box: the search panel (absolutely placed) lies along its right side. */
const Box = styled.div`
  position: relative;
  height: 100%;
  min-height: 0;
  container: ${CHAT_WINDOW_CONTAINER} / inline-size;
`;

/**
 * Header, messages and composer. With the in-conversation search panel open they shrink beside
 * it where both fit; a narrower window (a phone) the panel covers (search.styles.ts).
 */
const Frame = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  @container ${CHAT_WINDOW_CONTAINER} (min-width: ${SIDE_BY_SIDE_MIN}px) {
    &:has([data-search-panel]) {
      margin-right: ${SEARCH_PANEL_WIDTH}px;
    }
  }
`;

function useConversation(conversationID: string): Conversation | null {
  const engine = useChatEngine();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  useEffect(() => {
    let live = true;
    setConversation(null);
    engine
      .getConversationProfile(conversationID)
      .then(({ data }) => live && setConversation(data.conversation))
      .catch((error: { code?: number; message?: string }) => console.warn('getConversationProfile failed', error?.code, error?.message));
    // The header follows the list: a member removed, the group renamed, a remark given.
    // (Engines may change their objects in place: what was shown is kept as text to compare.)
    let shown = '';
    const updated: ChatEventHandler<typeof EVENT.CONVERSATION_LIST_UPDATED> = ({ data }) => {
      const next = data.find((c) => c.conversationID === conversationID);
      if (!next || !live || headerOf(next) === shown) return;
      shown = headerOf(next);
      setConversation({ ...next });
    };
    engine.on(EVENT.CONVERSATION_LIST_UPDATED, updated);
    return () => {
      live = false;
      engine.off(EVENT.CONVERSATION_LIST_UPDATED, updated);
    };
  }, [engine, conversationID]);
  return conversation;
}

/** What the header shows of a conversation: a list update that changes none of it renders nothing. */
const headerOf = ({ remark, userProfile: user, groupProfile: group }: Conversation) =>
  JSON.stringify([remark, user?.nick, user?.avatar, group?.name, group?.avatar, group?.memberCount, group?.type, group?.selfInfo?.role]);

export function ChatWindow(props: ChatWindowProps) {
  return (
    <Box>
      <ChatWindowFrame {...props} />
    </Box>
  );
}

function ChatWindowFrame({ conversationID, jobId = null, narrow, onBack }: ChatWindowProps) {
  const { t } = useTranslation('chat');
  const { fetcher } = useChatOptions();
  const { dispatch } = useChatUi();
  const engine = useChatEngine();
  const conversation = useConversation(conversationID);
  const group = conversationID.startsWith('GROUP');
  const peer = group ? null : conversationID.slice(3);
  const nameOnly = peer === ADMIN_USER_ID;
  const peerTyping = usePeerTyping(peer ? conversationID : null);
  const jobContext = useJobContext(nameOnly ? undefined : fetcher, peer, jobId);
  const candidateUser = useChatRole() === 'candidate';
  const name = conversation ? conversationName(conversation, t('conversation.anonymous')) : (peer ?? conversationID.slice(5));
  const [width, setWidth] = useState<number | null>(null);
  const gone = useGroupGone(engine, conversationID);
  const role = conversation?.groupProfile?.selfInfo?.role;
  const handlesApplications = group && !gone && (role === 'Owner' || role === 'Admin');
  return (
    <Frame
      ref={(el) => {
        if (narrow && el && el.clientWidth && width !== el.clientWidth) setWidth(el.clientWidth);
      }}
      data-conversation-id={conversationID}
    >
      <ChatHeader
        conversationID={conversationID}
        name={name}
        avatar={conversation ? conversationAvatar(conversation) : ''}
        group={group}
        memberCount={(!gone && conversation?.groupProfile?.memberCount) || null}
        nameOnly={nameOnly}
        jobContext={jobContext}
        aboutCandidate={!candidateUser}
        peerTyping={peerTyping}
        {...(group && !gone ? { onManageGroup: () => widgetRequestsOf(engine).emit('manage-group', { groupID: conversationID.slice(5) }) } : {})}
        actions={
          gone ? null : (
            <ConversationSearch conversationID={conversationID} fullScreen={narrow} onOpenMessage={(messageID) => dispatch({ type: 'target', messageID })} />
          )
        }
        {...(narrow && onBack ? { onBack } : {})}
      />
      {handlesApplications && <GroupApplicationsLoader groupID={conversationID.slice(5)} narrow={narrow} />}
      {gone ? (
        <GroupGone reason={gone} />
      ) : (
        <MessageList
          key={conversationID}
          conversationID={conversationID}
          groupType={conversation?.groupProfile?.type ?? null}
          mobileWidth={narrow ? width : null}
        >
          <MultiSelectSwitch conversationID={conversationID}>
            <Composer conversationID={conversationID} />
          </MultiSelectSwitch>
        </MessageList>
      )}
    </Frame>
  );
}
