// The chat engine the widget's views talk to, provided by <ChatProvider>.
import { createContext, useContext } from 'react';
import type { ChatEngine } from '../engine';

export const EngineContext = createContext<ChatEngine | null>(null);

export function useChatEngine(): ChatEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useChatEngine must be used inside <ChatProvider>');
  return engine;
}

/**
 * The provider's engine once logged in, else null (for hosts: the unread total from
 * `EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED`, logging out of chat with the host's session).
 */
export function useOptionalChatEngine(): ChatEngine | null {
  return useContext(EngineContext);
}
