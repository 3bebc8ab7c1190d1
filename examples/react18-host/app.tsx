// A React 18 host page with the chat widget: the shell beside the host's own header.
import { Chat, ChatProvider, type ChatEngine } from '@employment-cloud/chat-widget';

export function HostApp({ engine }: { engine: ChatEngine }) {
  return (
    <main>
      <h1>Recruiting portal</h1>
      <ChatProvider engine={engine} locale="zh-CN">
        <Chat />
      </ChatProvider>
    </main>
  );
}
