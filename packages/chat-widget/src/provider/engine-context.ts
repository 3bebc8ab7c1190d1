// The chat engine the widget's views talk to, provided by <ChatProvider>.
import { createContext, useContext } from 'react';
import type { ChatEngine } from '../engine';

export const EngineContext = createContext<ChatEngine | null>(null);

export function useChatEngine(): ChatEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useChatEngine must be used inside <ChatProvider>');
  return engine;
}
