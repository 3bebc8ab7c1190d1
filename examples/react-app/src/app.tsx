// The host page: its own sign-in, then the chat widget (installed as a package) in a modal that
// the host opens and closes with the widget's events, and a log of the events it heard.
import { useMemo, useState } from 'react';
import { ChatModal, ChatProvider, chatEvents } from '@employment-cloud/chat-widget';
import { ChatPane } from './chat-pane';
import { EventLog } from './event-log';
import { interviewDialogFor } from './interview-dialog';
import { fetcherFor, signIn } from './platform-api';
import { SignInForm } from './sign-in-form';
import { useChatEventLog } from './use-chat-event-log';

export function App() {
  const [token, setToken] = useState<string | null>(null);
  // One fetcher per session: the provider logs in to chat again only when it changes.
  const fetcher = useMemo(() => (token ? fetcherFor(token) : null), [token]);
  // Host UI the widget shows: kept stable per session, since the provider's options follow it.
  const slots = useMemo(() => (fetcher ? { interviewDialog: interviewDialogFor(fetcher) } : undefined), [fetcher]);
  const log = useChatEventLog();

  return (
    <main>
      <h1>招聘门户</h1>
      {fetcher ? (
        <>
          <div className="actions">
            <button type="button" onClick={() => chatEvents.emit('open-chat', {})}>
              打开聊天
            </button>
            <button type="button" onClick={() => setToken(null)}>
              退出登录
            </button>
          </div>
          {/* The provider asks the API for the chat credential (POST front/v1/im/user-sig) through
              the fetcher, and the credential names the chat service: no key is in this page. */}
          <ChatProvider fetcher={fetcher} locale="zh-CN" slots={slots}>
            <ChatModal>
              <ChatPane />
            </ChatModal>
          </ChatProvider>
        </>
      ) : (
        <SignInForm onSignIn={async (username, password) => setToken(await signIn(username, password))} />
      )}
      <EventLog entries={log} />
    </main>
  );
}
