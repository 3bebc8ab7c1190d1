// The conversation list's server state over the engine (docs/chat.md §2): the conversations, the
// friends (whose one-to-one rows may show an online dot) and which of given peers are online.
// Each asks the engine once and then follows its event; a failed first answer leaves the list as
// the events make it.
import type { ChatEngine, ChatEventHandler, Conversation } from '../engine';
import { EVENT, TYPES } from '../engine/constants';
import { createStore } from './create-store';
import type { ExternalStore } from './external-store';

const noAnswer = () => undefined;

export function conversationListStore(engine: Pick<ChatEngine, 'getConversationList' | 'on' | 'off'>): ExternalStore<Conversation[]> {
  return createStore<Conversation[]>([], (set) => {
    const updated: ChatEventHandler<typeof EVENT.CONVERSATION_LIST_UPDATED> = ({ data }) => set([...data]);
    engine.on(EVENT.CONVERSATION_LIST_UPDATED, updated);
    engine.getConversationList().then(({ data }) => set([...data.conversationList]), noAnswer);
    return () => engine.off(EVENT.CONVERSATION_LIST_UPDATED, updated);
  });
}

/** User IDs in the friend list: getFriendList, then FRIEND_LIST_UPDATED. */
export function friendIDsStore(engine: Pick<ChatEngine, 'getFriendList' | 'on' | 'off'>): ExternalStore<Set<string>> {
  return createStore(new Set<string>(), (set) => {
    const apply = (list: { userID: string }[]) => set(new Set(list.map((friend) => friend.userID)));
    const updated: ChatEventHandler<typeof EVENT.FRIEND_LIST_UPDATED> = ({ data }) => apply(data);
    engine.on(EVENT.FRIEND_LIST_UPDATED, updated);
    engine.getFriendList().then(({ data }) => apply(data), noAnswer);
    return () => engine.off(EVENT.FRIEND_LIST_UPDATED, updated);
  });
}

/** Which of `userIDs` are online: getUserStatus, then USER_STATUS_UPDATED. */
export function onlineUsersStore(engine: Pick<ChatEngine, 'getUserStatus' | 'on' | 'off'>, userIDs: string[]): ExternalStore<Set<string>> {
  return createStore(new Set<string>(), (set) => {
    const apply = (statuses: { userID: string; statusType: number }[]) =>
      set((previous) => {
        const next = new Set(previous);
        for (const status of statuses) {
          if (status.statusType === TYPES.USER_STATUS_ONLINE) next.add(status.userID);
          else next.delete(status.userID);
        }
        return next;
      });
    const updated: ChatEventHandler<typeof EVENT.USER_STATUS_UPDATED> = ({ data }) => apply(data);
    engine.on(EVENT.USER_STATUS_UPDATED, updated);
    engine.getUserStatus({ userIDList: userIDs }).then(({ data }) => apply(data.successUserList), noAnswer);
    return () => engine.off(EVENT.USER_STATUS_UPDATED, updated);
  });
}
