// The session machine's types: the chat credential, what it is given, what it holds.
import type { ChatEngine, KickedOutType, NetState } from '../../engine';
import type { SessionError } from './login-error';

/** Who the signed-in user is in recruiting chats: the toolbar's recruiter tools follow it. */
export type ChatRole = 'recruiter' | 'candidate' | 'admin';

/** The answer of `POST front/v1/im/user-sig` (docs/chat.md §3 "Chat login identity", plus the local service's URL). */
export interface ChatCredential {
  appId: number;
  userID: string;
  userSig: string;
  nick?: string;
  avatar?: string;
  prefix?: string;
  /** Absent from servers that predate it: then the role is unknown. */
  role?: ChatRole;
  /** The local chat service's WebSocket URL; null or absent when the deployment uses Tencent. */
  chatUrl?: string | null;
}

export interface SessionInput {
  /** A conversation to open as soon as the session is ready (only C2C… and GROUP… IDs are). */
  currentConversationID?: string | null;
}

export interface DebugEntry {
  at: number;
  message: string;
}

export interface SessionContext {
  credential: ChatCredential | null;
  engine: ChatEngine | null;
  /** Failed attempts since the last success; drives the backoff. */
  attempts: number;
  netState: NetState;
  kickedOut: KickedOutType | null;
  /** Why the last attempt failed; null once an attempt succeeds. */
  error: SessionError | null;
  currentConversationID: string | null;
  /** Every failure, for whoever debugs the widget, newest last, capped. */
  debugLog: DebugEntry[];
}

export type SessionEvent =
  | { type: 'NET_STATE'; state: NetState }
  | { type: 'KICKED_OUT'; reason: KickedOutType }
  | { type: 'SET_CURRENT'; conversationID: string | null }
  | { type: 'RETRY' };

/** Emitted to whoever runs the machine (the provider opens the conversation in the UI). */
export type SessionEmitted = { type: 'openConversation'; conversationID: string };
