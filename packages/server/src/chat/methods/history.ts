import { fittingCount } from '../frame-size';
import { messageNotFound } from '../errors';
import { historyPage, sequenceOf, syncPage } from '../store/message-queries';
import { toWireMessages } from '../store/message-view';
import { readableConversation } from './access';
import type { Handler } from './types';

/** What the caller missed: everything visible after the cursor, oldest first, cut to fit a frame. */
export const sync: Handler<'sync'> = async (ctx, me, { cursor, count }) => {
  const { rows, more } = await syncPage(ctx.db, me.userID, cursor, count);
  const wire = await toWireMessages(ctx.db, me.userID, rows);
  const messageList = wire.slice(0, fittingCount(wire));
  return {
    messageList,
    cursor: messageList.at(-1)?.syncSeq ?? cursor,
    isCompleted: !more && messageList.length === wire.length,
  };
};

/** A page of one conversation before `nextReqMessageID` (the newest page without it), oldest first. */
export const getMessageList: Handler<'getMessageList'> = async (ctx, me, { conversationID, nextReqMessageID, count }) => {
  const conversation = await readableConversation(ctx, me, conversationID);
  // Live groups keep no history (docs/chat.md §9).
  if (conversation.group?.type === 'AVChatRoom') return { messageList: [], nextReqMessageID: '', isCompleted: true };
  let before: number | undefined;
  if (nextReqMessageID) {
    before = await sequenceOf(ctx.db, conversation.key, nextReqMessageID);
    if (before === undefined) throw messageNotFound();
  }
  const { rows, more } = await historyPage(ctx.db, me.userID, conversation.key, before, count);
  const wire = await toWireMessages(ctx.db, me.userID, rows);
  const messageList = wire.slice(wire.length - fittingCount(wire, undefined, true));
  return {
    messageList,
    nextReqMessageID: messageList[0]?.ID ?? '',
    isCompleted: !more && messageList.length === wire.length,
  };
};
