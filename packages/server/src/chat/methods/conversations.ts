import { conversationList } from '../conversation-list';
import { invalidParams } from '../errors';
import { deleteUserConversation, markRead, setPinned, setRemindType } from '../store/conversations';
import { conversationRef } from './access';
import type { Handler } from './types';

// The caller's own view of their conversations; each change is pushed to their connections.

export const getConversationList: Handler<'getConversationList'> = async (ctx, me) => ({
  conversationList: await conversationList(ctx.db, me.userID),
});

export const deleteConversation: Handler<'deleteConversation'> = async (ctx, me, { conversationID }) => {
  const ref = conversationRef(me, conversationID);
  if (await deleteUserConversation(ctx.db, me.userID, ref.key)) ctx.feed.touch([me.userID]);
  return {};
};

export const pinConversation: Handler<'pinConversation'> = async (ctx, me, { conversationID, isPinned }) => {
  const ref = conversationRef(me, conversationID);
  if (!(await setPinned(ctx.db, me.userID, ref.key, isPinned))) throw invalidParams(`conversation ${conversationID} does not exist`);
  ctx.feed.touch([me.userID]);
  return {};
};

export const setMessageRemindType: Handler<'setMessageRemindType'> = async (ctx, me, { conversationID, messageRemindType }) => {
  const ref = conversationRef(me, conversationID);
  if (!(await setRemindType(ctx.db, me.userID, ref.key, messageRemindType))) {
    throw invalidParams(`conversation ${conversationID} does not exist`);
  }
  ctx.feed.touch([me.userID]);
  return {};
};

/** Clears the unread count; a C2C peer learns how far the caller has read. */
export const setMessageRead: Handler<'setMessageRead'> = async (ctx, me, { conversationID }) => {
  const ref = conversationRef(me, conversationID);
  const sequence = await markRead(ctx.db, me.userID, ref.key);
  if (sequence === undefined) return {};
  if (ref.type === 'C2C' && ref.peer !== me.userID) {
    ctx.presence.push([ref.peer], 'messageReadByPeer', { peer: me.userID, sequence });
    ctx.feed.touch([me.userID, ref.peer]);
  } else {
    ctx.feed.touch([me.userID]);
  }
  return {};
};
