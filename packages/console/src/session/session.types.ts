import type { Access, UserInfo } from './access';

export interface SessionContext {
  token: string | null;
  user: UserInfo | null;
  /** Null until the user info is loaded (spec §4: main admin → just the flag). */
  access: Access | null;
}

export interface SessionInput {
  token: string | null;
}

export type SessionEvent =
  | { type: 'LOAD_USER' }
  | { type: 'LOGIN'; token: string }
  | { type: 'LOGOUT' }
  /** The server said the session is over (body code 401): signed out here, nothing to ask. */
  | { type: 'EXPIRED' }
  | { type: 'CONFIRM_LOGOUT' }
  | { type: 'CANCEL_LOGOUT' };
