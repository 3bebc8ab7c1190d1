import { ChatError, messageNotFound } from '../errors';
import { ERROR_CODES } from '../protocol';
import { memberIds } from '../store/groups';
import { toWireMessages, withoutRecalledContent } from '../store/message-view';
import { deleteForUser, findOwnMessage, revokeStored, visibleByClientIds } from '../store/messages';
import type { Handler } from './types';

/** Whether a message sent at `sentAtMs` may still be revoked at `nowMs`. */
export function withinRevokeLimit(sentAtMs: number, nowMs: number, limitSeconds: number): boolean {
  return nowMs - sentAtMs <= limitSeconds * 1000;
}

/** The caller's own message, within the revoke limit; every participant is told. */
export const revokeMessage: Handler<'revokeMessage'> = async (ctx, me, { ID }) => {
  const row = await findOwnMessage(ctx.db, me.userID, ID);
  if (!row) throw messageNotFound();
  if (row.isRevoked) return { message: (await toWireMessages(ctx.db, me.userID, [row]))[0]! };
  if (!withinRevokeLimit(row.createdAt.getTime(), ctx.now(), ctx.config.chat.revokeSeconds)) {
    throw new ChatError(ERROR_CODES.REVOKE_TIME_LIMIT, 'the revoke period has passed');
  }
  const revoked = await revokeStored(ctx.db, Number(row.id), me.userID);
  const [wire] = await toWireMessages(ctx.db, me.userID, [revoked]);
  const participants = revoked.conversationType === 'C2C' ? [revoked.sender, revoked.receiver] : await memberIds(ctx.db, revoked.receiver);
  // The recaller's other devices keep the words; the other participants get the message without them.
  ctx.presence.push([me.userID], 'messageRevoked', { messageList: [wire!] }, me.peer);
  const others = participants.filter((userID) => userID !== me.userID);
  ctx.presence.push(others, 'messageRevoked', { messageList: [withoutRecalledContent(wire!)] });
  ctx.feed.touch(participants);
  ctx.search.nudge();
  return { message: wire! };
};

/** Hides messages for the caller only. */
export const deleteMessage: Handler<'deleteMessage'> = async (ctx, me, { IDs }) => {
  const rows = await visibleByClientIds(ctx.db, me.userID, IDs);
  if (rows.length === 0) throw messageNotFound();
  await deleteForUser(
    ctx.db,
    me.userID,
    rows.map((r) => Number(r.id)),
  );
  ctx.feed.touch([me.userID]);
  return {};
};
