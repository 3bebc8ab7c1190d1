// The live conversation list, the friend list and online statuses of one-to-one peers, from the engine.
import { useEffect, useState } from 'react';
import type { ChatEngine, ChatEventHandler, Conversation } from '../../engine';
import { EVENT, TYPES } from '../../engine/constants';

export function useConversations(engine: ChatEngine): Conversation[] {
  const [list, setList] = useState<Conversation[]>([]);
  useEffect(() => {
    let live = true;
    const updated: ChatEventHandler<typeof EVENT.CONVERSATION_LIST_UPDATED> = ({ data }) => setList([...data]);
    engine.on(EVENT.CONVERSATION_LIST_UPDATED, updated);
    engine
      .getConversationList()
      .then(({ data }) => live && setList([...data.conversationList]))
      .catch(() => undefined);
    return () => {
      live = false;
      engine.off(EVENT.CONVERSATION_LIST_UPDATED, updated);
    };
  }, [engine]);
  return list;
}

/** User IDs in the friend list (getFriendList, then FRIEND_LIST_UPDATED); empty when disabled. */
export function useFriendIDs(engine: ChatEngine, enabled: boolean): Set<string> {
  const [friends, setFriends] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const apply = (list: { userID: string }[]) => live && setFriends(new Set(list.map((friend) => friend.userID)));
    const updated: ChatEventHandler<typeof EVENT.FRIEND_LIST_UPDATED> = ({ data }) => apply(data);
    engine.on(EVENT.FRIEND_LIST_UPDATED, updated);
    engine
      .getFriendList()
      .then(({ data }) => apply(data))
      .catch(() => undefined);
    return () => {
      live = false;
      engine.off(EVENT.FRIEND_LIST_UPDATED, updated);
    };
  }, [engine, enabled]);
  return enabled ? friends : new Set();
}

/** User IDs online among `userIDs` (getUserStatus, then USER_STATUS_UPDATED); empty when disabled (also while disconnected). */
export function useOnlineUsers(engine: ChatEngine, userIDs: string[], enabled: boolean): Set<string> {
  const [online, setOnline] = useState<Set<string>>(new Set());
  const key = enabled ? [...userIDs].sort().join(',') : '';
  useEffect(() => {
    setOnline(new Set()); // known again only from the answer below
    if (!key) return;
    let live = true;
    const apply = (statuses: { userID: string; statusType: number }[]) =>
      setOnline((prev) => {
        const next = new Set(prev);
        for (const s of statuses) {
          if (s.statusType === TYPES.USER_STATUS_ONLINE) next.add(s.userID);
          else next.delete(s.userID);
        }
        return next;
      });
    const updated: ChatEventHandler<typeof EVENT.USER_STATUS_UPDATED> = ({ data }) => live && apply(data);
    engine.on(EVENT.USER_STATUS_UPDATED, updated);
    engine
      .getUserStatus({ userIDList: key.split(',') })
      .then(({ data }) => live && apply(data.successUserList))
      .catch(() => undefined);
    return () => {
      live = false;
      engine.off(EVENT.USER_STATUS_UPDATED, updated);
    };
  }, [engine, key]);
  return enabled ? online : new Set();
}
