import type { Db } from '../db/connect';
import { fitConversationList } from './frame-size';
import { conversationIDOf, type WireConversation } from './protocol';
import { groupAtInfo, userConversations, type UserConversationRow } from './store/conversations';
import { lastVisibleMessages } from './store/message-queries';
import { toWireMessages } from './store/message-view';

/** The user's conversations as the wire carries them (unsorted: the client sorts). */
export async function conversationList(db: Db, userID: string): Promise<WireConversation[]> {
  const rows = await userConversations(db, userID);
  const keys = rows.map((r) => r.conversationKey);
  const [lastRows, atInfo] = await Promise.all([lastVisibleMessages(db, userID, keys), groupAtInfo(db, userID, rows)]);
  const lastEntries = [...lastRows.entries()];
  const wire = await toWireMessages(
    db,
    userID,
    lastEntries.map(([, row]) => row),
  );
  const lastMessages = new Map(lastEntries.map(([key], i) => [key, wire[i]!]));
  const list = rows.map((row: UserConversationRow) => ({
    conversationID: conversationIDOf(row.conversationType, row.peer),
    type: row.conversationType,
    peer: row.peer,
    unreadCount: row.unreadCount,
    isPinned: row.isPinned,
    messageRemindType: row.remindType,
    lastMessage: lastMessages.get(row.conversationKey) ?? null,
    readSequence: row.readSequence,
    groupAtInfoList: atInfo.get(row.conversationKey) ?? [],
  }));
  return fitConversationList(list);
}
