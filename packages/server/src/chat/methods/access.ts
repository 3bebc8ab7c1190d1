import type { ChatContext, ChatSession } from '../context';
import { groupNotFound, invalidParams, notGroupMember } from '../errors';
import { parseConversationID, type ConversationType } from '../protocol';
import { findGroup, findMember, type GroupRow } from '../store/groups';
import { conversationKey } from '../store/keys';

export interface ConversationRef {
  type: ConversationType;
  peer: string;
  key: string;
}

/** The storage key of one of the caller's conversations; 2000 for anything that is not a conversation ID. */
export function conversationRef(me: ChatSession, conversationID: string): ConversationRef {
  const parsed = parseConversationID(conversationID);
  if (!parsed) throw invalidParams(`${conversationID} is not a conversation ID`);
  return { ...parsed, key: conversationKey(parsed.type, me.userID, parsed.peer) };
}

/** The group, if the caller is a member (10010 no such group, 10007 not a member). */
export async function memberGroup(ctx: ChatContext, me: ChatSession, groupID: string) {
  const group = await findGroup(ctx.db, groupID);
  if (!group) throw groupNotFound(groupID);
  const member = await findMember(ctx.db, groupID, me.userID);
  if (!member) throw notGroupMember(groupID);
  return { group, member };
}

/** A conversation the caller may read: any C2C one, a group only as a member. */
export async function readableConversation(ctx: ChatContext, me: ChatSession, conversationID: string): Promise<ConversationRef & { group?: GroupRow }> {
  const ref = conversationRef(me, conversationID);
  if (ref.type === 'C2C') return ref;
  const { group } = await memberGroup(ctx, me, ref.peer);
  return { ...ref, group };
}

/** Group types without read receipts (spec: live and community groups). */
export const NO_RECEIPT_GROUP_TYPES: ReadonlySet<string> = new Set(['AVChatRoom', 'Community']);
