// A group's members for the call picker: stores/group-members.ts read with useSyncExternalStore.
import { useMemo, useSyncExternalStore } from 'react';
import type { ChatEngine } from '../../engine/chat-engine';
import { groupMembersStore, type GroupMembersState } from '../../stores/group-members';

export function useGroupMembers(engine: ChatEngine, groupID: string): GroupMembersState {
  const store = useMemo(() => groupMembersStore(engine, groupID), [engine, groupID]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
