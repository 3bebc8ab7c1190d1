// What the frame needs to know about the chat session, whichever way the engine came.
import { createContext, useContext } from 'react';
import type { SessionView } from '../machines/session';

export interface ChatSessionState extends Omit<SessionView, 'engine'> {
  /** A new sign-in attempt now (the login-failed alert's button); a no-op for a host-made engine. */
  retry(): void;
}

/** What a session that cannot retry (a host-made engine, no provider) gives as `retry`. */
export const noRetry = () => undefined;

export const SessionContext = createContext<ChatSessionState>({
  status: 'connecting',
  netState: 'connecting',
  kickedOut: null,
  error: null,
  prefix: '',
  role: null,
  retry: noRetry,
});

export const useChatSession = (): ChatSessionState => useContext(SessionContext);

/** Chat user ID of a platform user: the credential's prefix unless the ID already has it. */
export function chatUserIDOf(userID: string, prefix: string): string {
  return prefix && !userID.startsWith(prefix) ? `${prefix}${userID}` : userID;
}
