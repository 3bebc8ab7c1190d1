// Who the reader is in an open conversation's mentions: the names a sender's '@Name' can use for
// them (group name card, nick: stores/reader-names.ts; user ID), read once by the message list
// for its text bubbles.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ChatEngine } from '../../engine';
import { readerNamesStore } from '../../stores/reader-names';

export interface MentionNames {
  /** The reader's user ID (a message mentions them when its atUserList has it). */
  userID: string;
  /** Names '@' may be followed by for the reader, most specific first. */
  names: string[];
}

export const MentionNamesContext = createContext<MentionNames | null>(null);
export const useMentionNames = () => useContext(MentionNamesContext);

export function useReaderNames(engine: ChatEngine, conversationID: string): MentionNames {
  const userID = engine.getLoginUser();
  const store = useMemo(() => readerNamesStore(engine, conversationID), [engine, conversationID]);
  const names = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(() => ({ userID, names: [...names, userID] }), [userID, names]);
}
