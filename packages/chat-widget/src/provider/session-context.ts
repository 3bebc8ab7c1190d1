// What the frame needs to know about the chat session, whichever way the engine came.
import { createContext, useContext } from 'react';
import type { SessionView } from '../machines/session';

export type ChatSessionState = Omit<SessionView, 'engine'>;

export const SessionContext = createContext<ChatSessionState>({ status: 'connecting', netState: 'connecting', kickedOut: null, prefix: '' });

export const useChatSession = (): ChatSessionState => useContext(SessionContext);

/** Chat user ID of a platform user: the credential's prefix unless the ID already has it. */
export function chatUserIDOf(userID: string, prefix: string): string {
  return prefix && !userID.startsWith(prefix) ? `${prefix}${userID}` : userID;
}
