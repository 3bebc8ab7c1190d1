// The live conversation list, the friend list and online statuses of one-to-one peers: the stores
// of stores/conversation-stores.ts, read with useSyncExternalStore.
import { useMemo, useSyncExternalStore } from 'react';
import type { ChatEngine, Conversation } from '../../engine';
import { conversationListStore, friendIDsStore, onlineUsersStore } from '../../stores/conversation-stores';
import { constantStore } from '../../stores/external-store';

const NOBODY = constantStore(new Set<string>());

export function useConversations(engine: ChatEngine): Conversation[] {
  const store = useMemo(() => conversationListStore(engine), [engine]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** User IDs in the friend list; empty when disabled. */
export function useFriendIDs(engine: ChatEngine, enabled: boolean): Set<string> {
  const store = useMemo(() => (enabled ? friendIDsStore(engine) : NOBODY), [engine, enabled]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** User IDs online among `userIDs`; empty when disabled (also while disconnected). */
export function useOnlineUsers(engine: ChatEngine, userIDs: string[], enabled: boolean): Set<string> {
  const key = enabled ? [...userIDs].sort().join(',') : '';
  // A new set of peers is known again only from the store's first answer.
  const store = useMemo(() => (key ? onlineUsersStore(engine, key.split(',')) : NOBODY), [engine, key]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
