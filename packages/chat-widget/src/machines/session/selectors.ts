// Snapshot → what the frame shows: whether the panels can render, the banner or login-failed
// alert, the prefix for user IDs.
import type { SnapshotFrom } from 'xstate';
import type { ChatEngine, KickedOutType, NetState } from '../../engine';
import type { SessionError } from './login-error';
import type { ChatRole } from './types';
import type { sessionMachine } from './machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** `failed`: an attempt has failed and none has succeeded since (a retry may be under way). */
export type SessionStatus = 'connecting' | 'failed' | 'ready' | 'kickedOut';

export interface SessionView {
  status: SessionStatus;
  /** The logged-in engine, null until ready. */
  engine: ChatEngine | null;
  netState: NetState;
  kickedOut: KickedOutType | null;
  /** Why login failed, while the status is `failed`; null otherwise. */
  error: SessionError | null;
  /** Prefix of chat user IDs (platform user 42 → `${prefix}42`). */
  prefix: string;
  /** The credential's role; null until signed in, or from a server that does not say. */
  role: ChatRole | null;
}

export const selectStatus = (s: SessionSnapshot): SessionStatus =>
  s.hasTag('ready') ? 'ready' : s.hasTag('kickedOut') ? 'kickedOut' : s.context.attempts > 0 ? 'failed' : 'connecting';
export const selectError = (s: SessionSnapshot): SessionError | null => (selectStatus(s) === 'failed' ? s.context.error : null);
export const selectEngine = (s: SessionSnapshot): ChatEngine | null => (s.hasTag('ready') ? s.context.engine : null);
export const selectNetState = (s: SessionSnapshot): NetState => s.context.netState;
export const selectPrefix = (s: SessionSnapshot): string => s.context.credential?.prefix ?? '';
export const selectRole = (s: SessionSnapshot): ChatRole | null => s.context.credential?.role ?? null;

export function connectSession(s: SessionSnapshot): SessionView {
  return {
    status: selectStatus(s),
    engine: selectEngine(s),
    netState: selectNetState(s),
    kickedOut: s.context.kickedOut,
    error: selectError(s),
    prefix: selectPrefix(s),
    role: selectRole(s),
  };
}
