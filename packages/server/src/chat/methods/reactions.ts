import type { ChatContext, ChatSession } from '../context';
import { ChatError, messageNotFound } from '../errors';
import { conversationIDOf, ERROR_CODES, REACTION_LIMITS, type ReactionMethods, type WireMessageReactions } from '../protocol';
import { memberIds } from '../store/groups';
import type { MessageRow } from '../store/messages';
import { addReaction, reactionSummaries, reactionUserPage, removeReaction, visibleInConversation, visibleManyInConversation } from '../store/reactions';
import { conversationRef, memberGroup, type ConversationRef } from './access';
import type { Handler } from './types';

// Emoji reactions (the SDK's addMessageReaction and the rest): any message of a conversation the
// caller belongs to; the change is pushed to both sides of a one-to-one chat and to every member
// of a group, through presence (so to every node of a cluster), as recalls are.

/** The caller's conversation: a group only while the caller is a member (10010, 10007). */
async function memberConversation(ctx: ChatContext, me: ChatSession, conversationID: string): Promise<ConversationRef> {
  const ref = conversationRef(me, conversationID);
  if (ref.type === 'GROUP') await memberGroup(ctx, me, ref.peer);
  return ref;
}

async function reactableMessage(ctx: ChatContext, me: ChatSession, conversationID: string, ID: string): Promise<MessageRow> {
  const ref = await memberConversation(ctx, me, conversationID);
  const row = await visibleInConversation(ctx.db, me.userID, ref.key, ID);
  if (!row) throw messageNotFound();
  if (row.isRevoked) throw new ChatError(ERROR_CODES.MESSAGE_NOT_FOUND, 'the message was recalled');
  return row;
}

/** The message's reactions now, with `changed` listed (count 0) when its last user left it. */
async function summaryOf(ctx: ChatContext, me: ChatSession, row: MessageRow, conversationID: string, changed: string): Promise<WireMessageReactions> {
  const summary = (await reactionSummaries(ctx.db, [Number(row.id)], REACTION_LIMITS.maxUserCountPerReaction, me.userID)).get(Number(row.id));
  const reactionList = summary?.reactionList ?? [];
  if (!reactionList.some((r) => r.reactionID === changed)) reactionList.push({ reactionID: changed, totalUserCount: 0, partialUserIDList: [] });
  return { ID: row.clientId, conversationID, reactionList, myReactionIDs: summary?.mine ?? [] };
}

/** Tells everyone in the conversation but the calling connection (its answer carries the news). */
async function announce(
  ctx: ChatContext,
  me: ChatSession,
  row: MessageRow,
  reactions: WireMessageReactions,
  reactionID: string,
  added: boolean,
): Promise<void> {
  const { myReactionIDs: _mine, ...shared } = reactions;
  const data = (conversationID: string) => ({ reactions: { ...shared, conversationID }, operatorID: me.userID, reactionID, added });
  if (row.conversationType === 'GROUP') {
    ctx.presence.push(await memberIds(ctx.db, row.receiver), 'messageReactionsUpdated', data(conversationIDOf('GROUP', row.receiver)), me.peer);
    return;
  }
  // Each side of a one-to-one chat names it after the other.
  ctx.presence.push([row.sender], 'messageReactionsUpdated', data(conversationIDOf('C2C', row.receiver)), me.peer);
  if (row.receiver !== row.sender) ctx.presence.push([row.receiver], 'messageReactionsUpdated', data(conversationIDOf('C2C', row.sender)), me.peer);
}

const change =
  (added: boolean) =>
  async (ctx: ChatContext, me: ChatSession, { conversationID, ID, reactionID }: { conversationID: string; ID: string; reactionID: string }) => {
    const row = await reactableMessage(ctx, me, conversationID, ID);
    if (added) await addReaction(ctx.db, Number(row.id), reactionID, me.userID);
    else await removeReaction(ctx.db, Number(row.id), reactionID, me.userID);
    const reactions = await summaryOf(ctx, me, row, conversationID, reactionID);
    await announce(ctx, me, row, reactions, reactionID, added);
    return { reactions };
  };

export const addMessageReaction: Handler<'addMessageReaction'> = change(true);
export const removeMessageReaction: Handler<'removeMessageReaction'> = change(false);

/** Every visible message asked for, with its reactions (an empty list when it has none). */
export const getMessageReactions: Handler<'getMessageReactions'> = async (ctx, me, { conversationID, IDs, maxUserCountPerReaction }) => {
  const ref = await memberConversation(ctx, me, conversationID);
  const rows = await visibleManyInConversation(ctx.db, me.userID, ref.key, IDs);
  const summaries = await reactionSummaries(
    ctx.db,
    rows.map((r) => Number(r.id)),
    maxUserCountPerReaction,
    me.userID,
  );
  const resultList = rows.map((row) => {
    const summary = summaries.get(Number(row.id));
    return { ID: row.clientId, conversationID, reactionList: summary?.reactionList ?? [], myReactionIDs: summary?.mine ?? [] };
  });
  return { resultList };
};

export const getAllUserListOfMessageReaction: Handler<'getAllUserListOfMessageReaction'> = async (
  ctx,
  me,
  { conversationID, ID, reactionID, nextSeq, count },
) => {
  const row = await reactableMessage(ctx, me, conversationID, ID);
  const page = await reactionUserPage(ctx.db, Number(row.id), reactionID, nextSeq, count);
  return { userIDList: page.userIds, nextSeq: page.nextSeq, isCompleted: page.nextSeq === 0 };
};

export const REACTION_HANDLERS: { [M in keyof ReactionMethods]: Handler<M> } = {
  addMessageReaction,
  removeMessageReaction,
  getMessageReactions,
  getAllUserListOfMessageReaction,
};
