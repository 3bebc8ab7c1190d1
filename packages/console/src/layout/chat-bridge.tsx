// Inside <ChatProvider>: links the engine to the session (logout logs out of chat) and reports
// the unread total (EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED; 0 while signed out of chat).
import { EVENT, useChatSession, useOptionalChatEngine } from '@employment-cloud/chat-widget';
import { useEffect } from 'react';
import { linkChat } from '../session/chat-link';

export function ChatBridge({ onUnread }: { onUnread(total: number): void }) {
  const engine = useOptionalChatEngine();
  const { prefix } = useChatSession();
  useEffect(() => {
    if (!engine) return;
    linkChat(engine, prefix);
    onUnread(engine.getTotalUnreadMessageCount());
    const listener = ({ data }: { data: number }) => onUnread(data);
    engine.on(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, listener);
    return () => {
      engine.off(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, listener);
      linkChat(null);
      // Signed out of chat (kicked out by another login): no count is known until signed in again.
      onUnread(0);
    };
  }, [engine, prefix, onUnread]);
  return null;
}
