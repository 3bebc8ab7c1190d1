// Who the reader is in an open conversation's mentions: the names a sender's '@Name' can use for
// them (group name card, nick, user ID), read once by the message list for its text bubbles.
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ChatEngine } from '../../engine';

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
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    const groupID = conversationID.startsWith('GROUP') ? conversationID.slice(5) : null;
    void Promise.all([
      engine.getMyProfile().then(
        ({ data }) => data.nick,
        () => '',
      ),
      groupID
        ? engine.getGroupProfile({ groupID }).then(
            ({ data }) => data.group.selfInfo?.nameCard ?? '',
            () => '',
          )
        : '',
    ]).then(([nick, nameCard]) => live && setNames([nameCard, nick].filter(Boolean)));
    return () => {
      live = false;
    };
  }, [engine, conversationID]);
  return useMemo(() => ({ userID, names: [...names, userID] }), [userID, names]);
}
