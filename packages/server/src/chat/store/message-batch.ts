import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { SYNC_SEQ_LOCK } from './keys';
import type { MessageRow, NewMessage } from './messages';
import { searchColumns } from './search-text';

export interface StoreResult {
  row: MessageRow;
  /** False when (sender, client ID) was stored already: a resend, stored once. */
  created: boolean;
}

const ownKey = (sender: string, clientId: string) => `${sender}\u0000${clientId}`;

/** Serialises sync_seq assignment so that sequence order is commit order: sync never skips one. */
export async function lockSyncSeq(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(SYNC_SEQ_LOCK)})`.execute(trx);
}

/** Stored messages by (sender, client ID), in one statement; undefined where there is none. */
export async function ownMessages(db: Db, wanted: { sender: string; clientId: string }[]): Promise<(MessageRow | undefined)[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('chatMessages')
    .selectAll()
    .where((eb) =>
      eb(
        eb.refTuple('sender', 'clientId'),
        'in',
        wanted.map((w) => eb.tuple(w.sender, w.clientId)),
      ),
    )
    .execute();
  const found = new Map(rows.map((r) => [ownKey(r.sender, r.clientId), r]));
  return wanted.map((w) => found.get(ownKey(w.sender, w.clientId)));
}

/**
 * Persists a batch of messages in ONE transaction (group commit): conversation sequences, the
 * rows, every participant's unread count, each step one statement for the whole batch. Under the
 * sync_seq lock held to commit, so sync_seq order is still commit order. A message whose
 * (sender, client ID) is stored already, or comes twice in the batch, is stored once.
 */
export async function writeMessages(db: Db, batch: NewMessage[]): Promise<StoreResult[]> {
  return db.transaction().execute(async (trx) => {
    await lockSyncSeq(trx);
    const stored = await ownMessages(trx, batch);
    const firstOf = new Map<string, number>();
    const fresh: NewMessage[] = [];
    batch.forEach((m, i) => {
      const key = ownKey(m.sender, m.clientId);
      if (!stored[i] && !firstOf.has(key)) {
        firstOf.set(key, i);
        fresh.push(m);
      }
    });
    const inserted = new Map<string, MessageRow>();
    if (fresh.length > 0) {
      const sequences = await nextSequences(trx, fresh);
      const rows = await trx
        .insertInto('chatMessages')
        .values(
          fresh.map(({ payload, atUserList, ...rest }, i) => ({
            ...rest,
            sequence: sequences[i]!,
            payload: JSON.stringify(payload),
            atUserList: JSON.stringify(atUserList),
            ...searchColumns({ conversationKey: rest.conversationKey, type: rest.type, payload }),
          })),
        )
        .returningAll()
        .execute();
      for (const row of rows) inserted.set(ownKey(row.sender, row.clientId), row);
      await touchParticipants(trx, rows);
    }
    return batch.map((m, i) => {
      const key = ownKey(m.sender, m.clientId);
      if (stored[i]) return { row: stored[i], created: false };
      return { row: inserted.get(key)!, created: firstOf.get(key) === i };
    });
  });
}

/** Reserves the next sequence of each message's conversation, in batch order, in one upsert. */
async function nextSequences(trx: Db, messages: NewMessage[]): Promise<number[]> {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.conversationKey, (counts.get(m.conversationKey) ?? 0) + 1);
  const rows = await trx
    .insertInto('chatConversations')
    .values([...counts].map(([conversationKey, n]) => ({ conversationKey, lastSequence: n })))
    .onConflict((oc) => oc.column('conversationKey').doUpdateSet({ lastSequence: sql`chat_conversations.last_sequence + excluded.last_sequence` }))
    .returning(['conversationKey', 'lastSequence'])
    .execute();
  const next = new Map(rows.map((r) => [r.conversationKey, r.lastSequence - counts.get(r.conversationKey)! + 1]));
  return messages.map((m) => {
    const sequence = next.get(m.conversationKey)!;
    next.set(m.conversationKey, sequence + 1);
    return sequence;
  });
}

/**
 * Everyone concerned by the new rows, in one upsert: a sender has read up to their last message
 * of the batch and has as unread what others sent after it; everyone else gets one more unread
 * per message (group members as the database has them at commit). Same result as applying the
 * messages one by one; a statement may touch a row once only, hence the aggregation.
 */
async function touchParticipants(trx: Db, rows: MessageRow[]): Promise<void> {
  const input = JSON.stringify(
    rows.map((r) => ({ k: r.conversationKey, t: r.conversationType, s: r.sender, r: r.receiver, q: r.sequence, at: r.createdAt.toISOString() })),
  );
  await sql`
    with m as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(k text, t text, s text, r text, q integer, at timestamptz)
    ), p as (
      select k, t, s as user_id, r as peer, q, at, true as own from m
      union all
      select k, t, r, s, q, at, false from m where t = 'C2C' and r <> s
      union all
      select m.k, m.t, gm.user_id, m.r, m.q, m.at, false
      from m join chat_group_members gm on gm.group_id = m.r and gm.user_id <> m.s where m.t = 'GROUP'
    ), own as (
      select user_id, k, coalesce(max(q) filter (where own), 0) as read_to, (array_agg(at order by q desc))[1] as at,
        min(t) as t, min(peer) as peer
      from p group by user_id, k
    )
    insert into chat_user_conversations (user_id, conversation_key, conversation_type, peer, unread_count, read_sequence, updated_at)
    select o.user_id, o.k, o.t, o.peer,
      (select count(*) from p where p.user_id = o.user_id and p.k = o.k and not p.own and p.q > o.read_to), o.read_to, o.at
    from own o
    on conflict (user_id, conversation_key) do update set
      unread_count = case when excluded.read_sequence > 0 then excluded.unread_count
        else chat_user_conversations.unread_count + excluded.unread_count end,
      read_sequence = case when excluded.read_sequence > 0 then excluded.read_sequence
        else chat_user_conversations.read_sequence end,
      is_deleted = false,
      updated_at = excluded.updated_at
  `.execute(trx);
}
