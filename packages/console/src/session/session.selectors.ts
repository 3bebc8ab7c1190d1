// Narrow slices of the session snapshot for views (docs/development.md §5, rule 4).
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const selectAccess = (s: Snapshot) => s.context.access;
export const selectHasToken = (s: Snapshot) => s.context.token !== null;
export const selectUserName = (s: Snapshot) => s.context.user?.name || s.context.user?.nickname || '';
export const selectConfirmingLogout = (s: Snapshot) => s.matches({ ready: 'confirming' });
/** 'idle' | 'loadingUser' | 'failed' | 'ready' | 'loggingOut' | 'loggedOut'. */
export const selectStatus = (s: Snapshot) => (typeof s.value === 'string' ? s.value : 'ready');
