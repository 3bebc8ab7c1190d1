import type { Db } from '../db/connect';
import { fitConversationList } from './frame-size';
import { conversationIDOf, type WireConversation, type WireConversationChange, type WireMessage } from './protocol';
import { groupAtInfo, groupsAmong, userConversations, type UserConversationRow } from './store/conversations';
import { lastVisibleMessages } from './store/message-queries';
import { toWireMessages } from './store/message-view';

/** A user's row of a conversation as the wire carries it, without the mentions. */
export function wireConversation(
  row: Pick<UserConversationRow, 'conversationType' | 'peer' | 'unreadCount' | 'isPinned' | 'remindType' | 'readSequence'>,
  lastMessage: WireMessage | null,
): WireConversationChange {
  return {
    conversationID: conversationIDOf(row.conversationType, row.peer),
    type: row.conversationType,
    peer: row.peer,
    unreadCount: row.unreadCount,
    isPinned: row.isPinned,
    messageRemindType: row.remindType,
    lastMessage,
    readSequence: row.readSequence,
  };
}

/** A group the user no longer belongs to: its name now, or as it was when it was dissolved. */
function formerGroup(row: UserConversationRow, group: { name: string; member: boolean } | undefined): Pick<WireConversation, 'formerGroup'> {
  if (group?.member) return {};
  return { formerGroup: { name: group?.name || row.groupName } };
}

/** The user's conversations as the wire carries them (unsorted: the client sorts). */
export async function conversationList(db: Db, userID: string): Promise<WireConversation[]> {
  const rows = await userConversations(db, userID);
  const keys = rows.map((r) => r.conversationKey);
  const [lastRows, atInfo, groups] = await Promise.all([lastVisibleMessages(db, userID, keys), groupAtInfo(db, userID, rows), groupsAmong(db, userID, rows)]);
  const lastEntries = [...lastRows.entries()];
  const wire = await toWireMessages(
    db,
    userID,
    lastEntries.map(([, row]) => row),
  );
  const lastMessages = new Map(lastEntries.map(([key], i) => [key, wire[i]!]));
  const list = rows.map((row: UserConversationRow) => ({
    ...wireConversation(row, lastMessages.get(row.conversationKey) ?? null),
    groupAtInfoList: atInfo.get(row.conversationKey) ?? [],
    ...(row.conversationType === 'GROUP' ? formerGroup(row, groups.get(row.peer)) : {}),
  }));
  return fitConversationList(list);
}
