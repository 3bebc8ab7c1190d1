import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { ChatError } from '../errors';
import { ERROR_CODES, REACTION_LIMITS, type WireReaction } from '../protocol';
import type { MessageRow } from './messages';
import { visibleTo } from './visibility';

// Emoji reactions (migrations/0019-chat-reactions.ts): who reacted with what to which message.

/** The message with this client ID in this conversation, if the viewer may see it. */
export async function visibleInConversation(db: Db, viewer: string, conversationKey: string, clientId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chatMessages')
    .selectAll()
    .where('conversationKey', '=', conversationKey)
    .where('clientId', '=', clientId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
}

/** The visible messages among these client IDs of one conversation. */
export async function visibleManyInConversation(db: Db, viewer: string, conversationKey: string, clientIds: string[]): Promise<MessageRow[]> {
  if (clientIds.length === 0) return [];
  return db
    .selectFrom('chatMessages')
    .selectAll()
    .where('conversationKey', '=', conversationKey)
    .where('clientId', 'in', [...new Set(clientIds)])
    .where(visibleTo(viewer))
    .execute();
}

/**
 * Adds the user to a reaction of the message. The message's row is locked meanwhile, so two
 * users adding the eleventh reaction at once cannot both pass the cap.
 */
export async function addReaction(db: Db, messageId: number, reactionId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('chatMessages').select('id').where('id', '=', messageId).forUpdate().execute();
    const rows = await trx
      .selectFrom('chatMessageReactions')
      .select([
        'reactionId',
        (eb) => eb.fn.countAll<string>().as('users'),
        (eb) => eb.fn.max(eb.case().when('userId', '=', userId).then(1).else(0).end()).as('mine'),
      ])
      .where('messageId', '=', messageId)
      .groupBy('reactionId')
      .execute();
    const same = rows.find((r) => r.reactionId === reactionId);
    if (same && Number(same.mine) === 1) throw new ChatError(ERROR_CODES.REACTION_EXISTS, 'you reacted with it already');
    if (!same && rows.length >= REACTION_LIMITS.reactionsPerMessage) throw new ChatError(ERROR_CODES.REACTION_LIMIT, 'max reaction limit reached');
    if (same && Number(same.users) >= REACTION_LIMITS.usersPerReaction)
      throw new ChatError(ERROR_CODES.REACTION_USER_LIMIT, 'max user limit of the reaction reached');
    await trx.insertInto('chatMessageReactions').values({ messageId, reactionId, userId }).execute();
  });
}

/** Takes the user out of a reaction: 23008 when the message has no such reaction, 23009 when the user is not in it. */
export async function removeReaction(db: Db, messageId: number, reactionId: string, userId: string): Promise<void> {
  const removed = await db
    .deleteFrom('chatMessageReactions')
    .where('messageId', '=', messageId)
    .where('reactionId', '=', reactionId)
    .where('userId', '=', userId)
    .returning('seq')
    .execute();
  if (removed.length > 0) return;
  const other = await db
    .selectFrom('chatMessageReactions')
    .select('seq')
    .where('messageId', '=', messageId)
    .where('reactionId', '=', reactionId)
    .executeTakeFirst();
  if (other) throw new ChatError(ERROR_CODES.REACTION_NOT_MINE, 'you have not reacted with it');
  throw new ChatError(ERROR_CODES.REACTION_NOT_FOUND, 'the message has no such reaction');
}

export interface ReactionSummary {
  reactionList: WireReaction[];
  /** The reactions the viewer is among the users of. */
  mine: string[];
}

/** Raw SQL's rows come through the connection's camel-case plugin too. */
interface SummaryRow {
  messageId: string | number;
  reactionId: string;
  userId: string;
  rank: string | number;
  total: string | number;
}

/**
 * Each message's reactions, oldest first, with their user counts and first `maxUsers` users;
 * messages without reactions are absent. One query: the window functions rank each reaction's
 * users, and only the first few and the viewer's own rows come back.
 */
export async function reactionSummaries(db: Db, messageIds: number[], maxUsers: number, viewer: string): Promise<Map<number, ReactionSummary>> {
  const result = new Map<number, ReactionSummary>();
  if (messageIds.length === 0) return result;
  const { rows } = await sql<SummaryRow>`
    select message_id, reaction_id, user_id, rank, total from (
      select message_id, reaction_id, user_id,
        row_number() over (partition by message_id, reaction_id order by seq) as rank,
        count(*) over (partition by message_id, reaction_id) as total,
        min(seq) over (partition by message_id, reaction_id) as first_seq,
        seq
      from chat_message_reactions
      where message_id in (${sql.join(messageIds)})
    ) ranked
    where rank <= ${maxUsers} or user_id = ${viewer}
    order by message_id, first_seq, seq`.execute(db);
  for (const row of rows) {
    const id = Number(row.messageId);
    let summary = result.get(id);
    if (!summary) result.set(id, (summary = { reactionList: [], mine: [] }));
    let reaction = summary.reactionList.find((r) => r.reactionID === row.reactionId);
    if (!reaction) summary.reactionList.push((reaction = { reactionID: row.reactionId, totalUserCount: Number(row.total), partialUserIDList: [] }));
    if (Number(row.rank) <= maxUsers) reaction.partialUserIDList.push(row.userId);
    if (row.userId === viewer) summary.mine.push(row.reactionId);
  }
  return result;
}

/** A page of a reaction's users after `afterSeq` (0: from the first); nextSeq 0 when it is the last page. */
export async function reactionUserPage(
  db: Db,
  messageId: number,
  reactionId: string,
  afterSeq: number,
  count: number,
): Promise<{ userIds: string[]; nextSeq: number }> {
  const rows = await db
    .selectFrom('chatMessageReactions')
    .select(['seq', 'userId'])
    .where('messageId', '=', messageId)
    .where('reactionId', '=', reactionId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(count + 1)
    .execute();
  const page = rows.slice(0, count);
  const more = rows.length > count;
  return { userIds: page.map((r) => r.userId), nextSeq: more ? Number(page[page.length - 1]!.seq) : 0 };
}
