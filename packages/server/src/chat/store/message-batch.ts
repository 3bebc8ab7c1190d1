import { sql } from 'kysely';
import type { ChatRemindType } from '../../db/chat-schema';
import type { Db } from '../../db/connect';
import { BUS_CHANNEL } from '../../cluster/channel';
import { PreparedStatement } from '../../db/prepared';
import { SYNC_SEQ_LOCK } from './keys';
import type { MessageRow, NewMessage } from './messages';

export interface StoreResult {
  row: MessageRow;
  /** False when (sender, client ID) was stored already: a resend, stored once. */
  created: boolean;
  /**
   * Each participant's row of the message's conversation as its batch left it (none for a
   * resend): what their conversation lists need, without reading them again.
   */
  touched: TouchedConversation[];
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

/** A participant's conversation row as the send batch left it: the conversation list's delta. */
export interface TouchedConversation {
  userId: string;
  conversationKey: string;
  conversationType: 'C2C' | 'GROUP';
  peer: string;
  unreadCount: number;
  readSequence: number;
  isPinned: boolean;
  remindType: ChatRemindType;
}

/** Keys of the JSON the statement returns come camel-cased, as column names do (CamelCasePlugin). */
interface Inserted {
  i: number;
  id: string | number;
  syncSeq: string | number;
  sequence: number;
}

/**
 * The batch's one statement, prepared once per connection (db/prepared.ts); $1 is the batch as a
 * JSON array. One statement is one transaction: the lock is taken as its rows are first read,
 * before any sequence or sync_seq is drawn, and held to its commit.
 */
const writeBatchStatement = (name: string, types: string[], notify: string) =>
  new PreparedStatement<{ inserted: Inserted[]; touched: TouchedConversation[] }>(
    name,
    types,
    `
    with locked as (
      select pg_advisory_xact_lock(${SYNC_SEQ_LOCK})
    ), x as (
      select x.* from locked, jsonb_to_recordset($1) as x(i int, k text, t text, c text, s text, r text, y text, p jsonb,
        d text, a jsonb, n boolean, o text, nk text, av text, at timestamptz)
    ), fresh as (
      -- A probe of the (sender, client_id) index per message: a scalar subquery, which the
      -- planner cannot turn into a join that reads the whole table when its statistics are old.
      select x.* from x where (select 1 from chat_messages m where m.sender = x.s and m.client_id = x.c limit 1) is null
    ), seq as (
      insert into chat_conversations (conversation_key, last_sequence)
      select k, count(*)::int from fresh group by k
      on conflict (conversation_key) do update set last_sequence = chat_conversations.last_sequence + excluded.last_sequence
      returning conversation_key as k, last_sequence
    ), last as (
      -- Each conversation's new last sequence, looked up by key rather than joined: the planner
      -- sees one row in each CTE and joined them in nested loops, which was half the statement.
      select jsonb_object_agg(k, last_sequence) as of from seq
    ), numbered as (
      select f.*, (((select of from last) ->> f.k)::int - count(*) over (partition by f.k)
        + row_number() over (partition by f.k order by f.i))::int as q
      from fresh f
    ), ins as (
      insert into chat_messages (conversation_key, conversation_type, client_id, sender, receiver, type, payload,
        cloud_custom_data, at_user_list, need_read_receipt, priority, nick, avatar, created_at, sequence)
      select k, t, c, s, r, y, p, d, a, n, o, nk, av, at, q from numbered order by i
      returning id, sync_seq, sequence, client_id, sender, conversation_key as k, conversation_type as t, receiver as r, created_at as at
    ), m as (
      select ins.*, x.i from ins join x on x.s = ins.sender and x.c = ins.client_id
    ), p as (
      select k, t, sender as user_id, r as peer, sequence as q, at, true as own from m
      union all
      select k, t, r, sender, sequence, at, false from m where t = 'C2C' and r <> sender
      union all
      select m.k, m.t, gm.user_id, m.r, m.sequence, m.at, false
      from m join chat_group_members gm on gm.group_id = m.r and gm.user_id <> m.sender where m.t = 'GROUP'
    ), mine as (
      -- Per row, how far its user has read the conversation in this batch: to their own newest.
      select p.*, coalesce(max(q) filter (where own) over (partition by user_id, k), 0) as read_to from p
    ), own as (
      select user_id, k, max(read_to) as read_to, count(*) filter (where not own and q > read_to) as unread,
        (array_agg(at order by q desc))[1] as at, min(t) as t, min(peer) as peer
      from mine group by user_id, k
    ), touched as (
      insert into chat_user_conversations (user_id, conversation_key, conversation_type, peer, unread_count, read_sequence, updated_at)
      select o.user_id, o.k, o.t, o.peer, o.unread, o.read_to, o.at
      from own o
      on conflict (user_id, conversation_key) do update set
        unread_count = case when excluded.read_sequence > 0 then excluded.unread_count
          else chat_user_conversations.unread_count + excluded.unread_count end,
        read_sequence = case when excluded.read_sequence > 0 then excluded.read_sequence
          else chat_user_conversations.read_sequence end,
        is_deleted = false,
        updated_at = excluded.updated_at
      returning user_id, conversation_key, conversation_type, peer, unread_count, read_sequence, is_pinned, remind_type
    )
    select
      (select coalesce(json_agg(json_build_object('i', i, 'id', id, 'sync_seq', sync_seq, 'sequence', sequence)), '[]') from m) as inserted,
      (select coalesce(json_agg(touched), '[]') from touched) as touched${notify}
`,
  );

const WRITE_BATCH = writeBatchStatement('ec_write_messages', ['jsonb'], '');

/**
 * The same, and for the other nodes on this PostgreSQL a bus message ($2: this node) naming the
 * messages stored (cluster/bus.ts's envelope, kind 'stored'): NOTIFY is sent with the commit or
 * not at all, so a node that dies after its commit cannot lose the others' pushes, and they come
 * in commit order (chat/stored-elsewhere.ts delivers them).
 */
const WRITE_BATCH_NOTIFY = writeBatchStatement(
  'ec_write_messages_bus',
  ['jsonb', 'text'],
  `,
      (select count(*) from (
        select pg_notify('${BUS_CHANNEL}', json_build_object('n', $2::text, 'm', json_build_array(json_build_object('t', 'stored', 'ids', json_agg(id))))::text)
        from m having count(*) > 0) as sent) as notified`,
);

/** Per database: the node whose writes the other nodes hear of (chat/plugin.ts sets it when there are others). */
const busNodes = new WeakMap<Db, string>();

export function announceStoredMessages(db: Db, nodeId: string): void {
  busNodes.set(db, nodeId);
}

/**
 * Persists a batch of messages in ONE transaction (group commit) and, under the sync_seq lock
 * held to commit (so sync_seq order is commit order), ONE statement: the (sender, client ID)
 * de-duplication, the conversation sequences, the rows and every participant's unread count. A
 * message whose (sender, client ID) is stored already, or comes twice in the batch, is stored
 * once. packages/server/README.md, "Local chat service", says why it is one statement.
 */
export async function writeMessages(db: Db, batch: NewMessage[]): Promise<StoreResult[]> {
  const firstOf = new Map<string, number>();
  batch.forEach((m, i) => {
    const key = ownKey(m.sender, m.clientId);
    if (!firstOf.has(key)) firstOf.set(key, i);
  });
  const input = JSON.stringify(
    [...firstOf.values()].map((i) => {
      const m = batch[i]!;
      return {
        i,
        k: m.conversationKey,
        t: m.conversationType,
        c: m.clientId,
        s: m.sender,
        r: m.receiver,
        y: m.type,
        p: m.payload,
        d: m.cloudCustomData,
        a: m.atUserList,
        n: m.needReadReceipt,
        o: m.priority,
        nk: m.nick,
        av: m.avatar,
        at: m.createdAt.toISOString(),
      };
    }),
  );
  const nodeId = busNodes.get(db);
  const { rows } = await (nodeId ? WRITE_BATCH_NOTIFY.execute(db, [input, nodeId]) : WRITE_BATCH.execute(db, [input]));
  const { inserted, touched } = rows[0]!;
  const made = new Map(inserted.map((row) => [row.i, row]));
  // Stored before this batch: a resend. Rare, so looked up only when it happens.
  const resent = [...firstOf.values()].filter((i) => !made.has(i));
  const stored = new Map<number, MessageRow>();
  if (resent.length > 0) {
    const found = await ownMessages(
      db,
      resent.map((i) => batch[i]!),
    );
    resent.forEach((i, n) => stored.set(i, found[n]!));
  }
  const byConversation = new Map<string, TouchedConversation[]>();
  for (const t of touched) byConversation.set(t.conversationKey, [...(byConversation.get(t.conversationKey) ?? []), t]);
  return batch.map((m, i): StoreResult => {
    const first = firstOf.get(ownKey(m.sender, m.clientId))!;
    const previous = stored.get(first);
    if (previous) return { row: previous, created: false, touched: [] };
    return { row: messageRow(batch[first]!, made.get(first)!), created: first === i, touched: byConversation.get(m.conversationKey) ?? [] };
  });
}

/** The stored row of a message just inserted: what was sent, with what the database assigned. */
function messageRow(m: NewMessage, assigned: Inserted): MessageRow {
  return {
    id: Number(assigned.id),
    syncSeq: Number(assigned.syncSeq),
    sequence: assigned.sequence,
    conversationKey: m.conversationKey,
    conversationType: m.conversationType,
    clientId: m.clientId,
    sender: m.sender,
    receiver: m.receiver,
    type: m.type,
    payload: m.payload,
    cloudCustomData: m.cloudCustomData,
    atUserList: m.atUserList,
    needReadReceipt: m.needReadReceipt,
    priority: m.priority,
    nick: m.nick,
    avatar: m.avatar,
    isRevoked: false,
    revoker: '',
    createdAt: m.createdAt,
  };
}
