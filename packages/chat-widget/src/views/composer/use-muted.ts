// Whether the current user may not speak in this conversation's group (docs/chat.md §5): the
// group's mute store (stores/group-mute-store.ts) read with useSyncExternalStore.
import { useMemo, useSyncExternalStore } from 'react';
import { useChatEngine } from '../../provider/engine-context';
import { constantStore } from '../../stores/external-store';
import { groupMuteStore } from '../../stores/group-mute-store';

const NOT_A_GROUP = constantStore(false);

export function useMuted(conversationID: string): boolean {
  const engine = useChatEngine();
  const groupID = conversationID.startsWith('GROUP') ? conversationID.slice(5) : null;
  const store = useMemo(() => (groupID ? groupMuteStore(engine, groupID, conversationID) : NOT_A_GROUP), [engine, groupID, conversationID]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
