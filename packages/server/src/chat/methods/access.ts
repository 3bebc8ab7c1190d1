import type { ChatContext, ChatSession } from '../context';
import { ChatError, groupNotFound, invalidParams, notGroupMember, userNotFound } from '../errors';
import { ERROR_CODES, parseConversationID, type ConversationType, type WireProfile } from '../protocol';
import { isBlocked } from '../store/blacklist';
import { findGroup, findMember, type GroupRow } from '../store/groups';
import { conversationKey } from '../store/keys';
import { loadProfiles } from '../store/profiles';

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

/** The C2C peer the caller may send to (20003 no such user, 20007 the peer has blacklisted the caller). */
export async function reachablePeer(ctx: ChatContext, me: ChatSession, userID: string): Promise<WireProfile> {
  const [peer] = await loadProfiles(ctx.db, ctx.profiles, [userID]);
  if (!peer) throw userNotFound(userID);
  // Cached per receiver (store/blacklist.ts): no query once the receiver's list is known.
  if (peer.userID !== me.userID && (await isBlocked(ctx.db, peer.userID, me.userID))) {
    throw new ChatError(ERROR_CODES.IN_PEER_BLACKLIST, 'the receiver has blacklisted you');
  }
  return peer;
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
