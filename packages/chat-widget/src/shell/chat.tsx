// <Chat/>: the main shell (docs/chat.md §2): tabs conversation (default) and contact; on narrow
// widths only the list or the chat shows, the tabs a bottom bar under the lists (an open chat,
// with its back button, has the whole height); the network banner when disconnected; the
// login-failed alert while signing in fails; the kicked-out notice with 重新登录.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatUi, type ChatTab } from '../provider/chat-ui-context';
import { EngineContext } from '../provider/engine-context';
import { noRetry, useChatSession } from '../provider/session-context';
import { LazyChatWindow, usePreloadChatWindow } from '../views/chat-window/lazy-chat-window';
import { ContactTab, preloadContacts } from '../views/contacts';
import { ConversationListPanel } from '../views/conversation-list';
import { usePreloadConversationList } from '../views/conversation-list/conversation-list';
import { GlobalSearch } from '../views/search/global-search';
import { ForwardListener } from '../views/forward';
import { CallListener } from '../views/call-picker';
import { GroupListener } from '../views/group/group-listener';
import { LoginFailedAlert } from './login-failed-alert';
import { NoticeBanner } from './network-banner';
import { EmptyState } from '../views/common/empty-state';
import { ChatPane, ListPane, ShellFrame, TabContent, TabList, TabRoot, TabTrigger } from './shell-layout';
import { useNarrow } from './use-narrow';
import { rovingTab, rovingTabList } from '../views/common/roving-tabs';
import { useTabBadge } from './tab-badge';
import { useFriendApplicationUnread } from './use-friend-application-unread';
import { useUnreadTotal } from '../provider/unread-context';
import { useChatShown } from '../views/notify/chat-shown';

export function Chat() {
  const { t } = useTranslation('chat');
  const engine = useContext(EngineContext);
  const session = useChatSession();
  const { state, dispatch } = useChatUi();
  const [ref, narrow] = useNarrow();
  useChatShown();
  usePreloadChatWindow();
  usePreloadConversationList();
  const current = state.conversationID;
  const total = useUnreadTotal();
  const unread = useTabBadge(total, t('shell.tabUnread', { count: total }));
  const applications = useFriendApplicationUnread(engine);
  const newContacts = useTabBadge(applications, t('shell.tabApplications', { count: applications }));
  const showList = !narrow || !current;
  const showChat = !narrow || !!current;
  const tabs = (
    <TabList aria-label={t('shell.title')} {...rovingTabList}>
      <TabTrigger value="conversation" aria-describedby={unread.describedBy} {...rovingTab(state.tab === 'conversation')}>
        {t('shell.tabConversation')}
        {unread.badge}
      </TabTrigger>
      <TabTrigger
        value="contact"
        aria-describedby={newContacts.describedBy}
        onPointerEnter={preloadContacts}
        onPointerDown={preloadContacts}
        onFocus={preloadContacts}
        {...rovingTab(state.tab === 'contact')}
      >
        {t('shell.tabContact')}
        {newContacts.badge}
      </TabTrigger>
    </TabList>
  );

  return (
    <ShellFrame ref={ref} data-narrow={narrow || undefined}>
      {engine ? <ForwardListener /> : null}
      {engine ? <CallListener /> : null}
      {engine ? <GroupListener /> : null}
      {session.status === 'failed' ? <LoginFailedAlert error={session.error} onRetry={session.retry} /> : null}
      {session.status === 'kickedOut' ? (
        <NoticeBanner text={t('shell.kickedOut')} action={session.retry === noRetry ? undefined : { label: t('shell.relogin'), onClick: session.retry }} />
      ) : null}
      {/* Reconnecting (connecting) is still offline to the user: the banner stays until the link is up. */}
      {session.status === 'ready' && session.netState !== 'connected' ? <NoticeBanner text={t('common.networkError')} /> : null}
      <TabRoot
        data-narrow={narrow || undefined}
        value={state.tab}
        onValueChange={(tab) => dispatch({ type: 'tab', tab: tab as ChatTab })}
        orientation={narrow ? 'horizontal' : 'vertical'}
      >
        {narrow ? null : tabs}
        <TabContent value="conversation" tabIndex={-1}>
          {showList ? (
            <ListPane $narrow={narrow}>
              {engine ? (
                <GlobalSearch onOpen={(id, messageID) => dispatch({ type: 'open', conversationID: id, ...(messageID ? { targetMessageID: messageID } : {}) })}>
                  <ConversationListPanel activeConversationID={current} onSelect={(id) => dispatch({ type: 'open', conversationID: id })} />
                </GlobalSearch>
              ) : null}
            </ListPane>
          ) : null}
          {showChat ? (
            <ChatPane>
              {engine && current ? (
                <LazyChatWindow
                  key={current}
                  conversationID={current}
                  jobId={state.jobId}
                  narrow={narrow}
                  onBack={narrow ? () => dispatch({ type: 'close' }) : undefined}
                />
              ) : (
                <EmptyState>{t('shell.noConversation')}</EmptyState>
              )}
            </ChatPane>
          ) : null}
        </TabContent>
        <TabContent value="contact" tabIndex={-1}>
          <ContactTab narrow={narrow} />
        </TabContent>
        {narrow && !(state.tab === 'conversation' && current) ? tabs : null}
      </TabRoot>
    </ShellFrame>
  );
}
