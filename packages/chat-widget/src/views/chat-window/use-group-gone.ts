// Whether the open group conversation's group is gone for the reader: stores/group-gone-store.ts,
// read with useSyncExternalStore. The chat window is made anew per conversation.
import { useMemo, useSyncExternalStore } from 'react';
import type { ChatEngine } from '../../engine';
import { constantStore } from '../../stores/external-store';
import { groupGoneStore, type GroupGone } from '../../stores/group-gone-store';

export type { GroupGone } from '../../stores/group-gone-store';

const NOT_A_GROUP = constantStore<GroupGone | null>(null);

export function useGroupGone(engine: ChatEngine, conversationID: string): GroupGone | null {
  const groupID = conversationID.startsWith('GROUP') ? conversationID.slice('GROUP'.length) : null;
  const store = useMemo(() => (groupID ? groupGoneStore(engine, groupID) : NOT_A_GROUP), [engine, groupID]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
