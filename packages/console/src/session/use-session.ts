// A narrow slice of the running session, for views shown to a signed-in user
// (docs/development.md §5, rule 4).
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';
import { useSessionActor } from './session-provider';

export function useSession<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useSessionActor(), selector);
}
