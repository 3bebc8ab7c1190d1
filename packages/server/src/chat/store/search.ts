import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import { conversationIDOf, type ConversationType } from '../protocol';
import type { MessageRow } from './messages';
import { probeOf } from './search-text';

/** A conversation the viewer may search, and from where: messages with a sequence above `after`. */
export interface SearchScope {
  key: string;
  conversationID: string;
  after: number;
}

/**
 * The viewer's searchable conversations (or the one with this key): their one-to-one chats and
 * the groups they belong to, live groups excepted (they keep no history). `after` is where their
 * view starts: joining a group that hides earlier history, or clearing the conversation.
 */
export async function searchScopes(db: Db, viewer: string, onlyKey?: string): Promise<SearchScope[]> {
  const only = onlyKey === undefined ? sql`true` : sql`s.key = ${onlyKey}`;
  const { rows } = await sql<{ key: string; type: ConversationType; peer: string; after: number }>`
    select * from (
      select uc.conversation_key as key, uc.conversation_type as type, uc.peer, uc.hidden_up_to as after
      from chat_user_conversations uc where uc.user_id = ${viewer} and uc.conversation_type = 'C2C'
      union all
      select 'GROUP|' || gm.group_id, 'GROUP', gm.group_id, greatest(gm.history_from, coalesce(uc.hidden_up_to, 0))
      from chat_group_members gm
      join chat_groups g on g.group_id = gm.group_id and g.type <> 'AVChatRoom'
      left join chat_user_conversations uc on uc.user_id = gm.user_id and uc.conversation_key = 'GROUP|' || gm.group_id
      where gm.user_id = ${viewer}
    ) s where ${only}
  `.execute(db);
  return rows.map((r) => ({ key: r.key, conversationID: conversationIDOf(r.type, r.peer), after: Number(r.after) }));
}

export interface SearchFilter {
  /** Lower-cased, no whitespace. */
  keywords: string[];
  matchType: 'and' | 'or';
  types: readonly string[];
  senders: string[];
  /** Messages after this time (exclusive) and before `until` (exclusive); undefined: no bound. */
  since?: Date;
  until?: Date;
}

export interface ConversationMatches {
  key: string;
  count: number;
  newest: Date;
  newestId: number;
  /** Newest first: IDs of the matches below `before`, at most `limit`. */
  ids: number[];
}

const PROBES = 5;

/** Per scope, the token sets a match must hold (one per keyword for 'or'); none when a keyword is too short to have any. */
function probes(key: string, filter: SearchFilter): number[][] | undefined {
  if (filter.keywords.length === 0) return undefined;
  const sets = filter.matchType === 'and' ? [probeOf(key, filter.keywords)] : filter.keywords.map((k) => probeOf(key, [k]));
  // 'and': the keywords with bigrams narrow it enough; 'or': one keyword without any could match anything.
  if (filter.matchType === 'or' ? sets.some((s) => s.length === 0) : sets[0]!.length === 0) return undefined;
  return sets;
}

/**
 * Matches in each scope, per conversation: how many, the newest, and a page of IDs. One lateral
 * lookup per conversation: a GIN lookup of its tokens in chat_message_search when the keywords
 * have any (cost follows the conversation's candidates), else its messages in sequence order.
 */
export async function matchConversations(
  db: Db,
  viewer: string,
  scopes: SearchScope[],
  filter: SearchFilter,
  page: { before: number; limit: number },
): Promise<ConversationMatches[]> {
  if (scopes.length === 0) return [];
  const sample = probes(scopes[0]!.key, filter);
  const useTokens = sample !== undefined;
  const input = scopes.map((s) => {
    const row: Record<string, unknown> = { k: s.key, f: s.after };
    probes(s.key, filter)?.forEach((p, i) => (row[`p${i}`] = p));
    return row;
  });
  // Messages without searchable text have no chat_message_search row: no keyword is in them.
  let from = sql`chat_messages m`;
  let fence = sql``;
  const conditions: RawBuilder<unknown>[] = [];
  if (useTokens) {
    // The index table holds the conversation: the GIN index drives, chat_messages is joined by ID.
    // `offset 0` keeps the lookup per conversation whatever the other conditions: flattened, the
    // planner may rather hash-join a scan of the whole (narrow) table, whose cost grows with it.
    const lookups = sample.map((_, i) => sql`s.search_tokens @> ${sql.ref(`c.p${i}`)}`);
    from = sql`chat_message_search s join chat_messages m on m.id = s.message_id`;
    fence = sql`offset 0`;
    conditions.push(sql`s.conversation_key = c.k`, sql`(${sql.join(lookups, sql` or `)})`);
  } else {
    if (filter.keywords.length > 0) from = sql`chat_messages m join chat_message_search s on s.message_id = m.id`;
    conditions.push(sql`m.conversation_key = c.k`);
  }
  conditions.push(sql`m.sequence > c.f`, sql`not m.is_revoked`, sql`m.type in (${sql.join([...filter.types])})`);
  if (filter.keywords.length > 0) {
    const found = filter.keywords.map((k) => sql`strpos(s.search_text, ${k}) > 0`);
    conditions.push(sql`(${sql.join(found, filter.matchType === 'and' ? sql` and ` : sql` or `)})`);
  }
  if (filter.senders.length > 0) conditions.push(sql`m.sender in (${sql.join(filter.senders)})`);
  if (filter.since) conditions.push(sql`m.created_at > ${filter.since.toISOString()}::timestamptz`);
  if (filter.until) conditions.push(sql`m.created_at < ${filter.until.toISOString()}::timestamptz`);
  conditions.push(sql`not exists (select 1 from chat_deleted_messages d where d.user_id = ${viewer} and d.message_id = m.id)`);
  const columns = Array.from({ length: PROBES }, (_, i) => sql.raw(`p${i} integer[]`));
  const { rows } = await sql<{ key: string; count: number; newest: Date | string; newestId: string | number; ids: (string | number)[] }>`
    with c as (select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(k text, f integer, ${sql.join(columns)}))
    select c.k as key, count(*)::int as count, max(m.created_at) as newest, max(m.id) as "newestId",
      (array_agg(m.id order by m.sequence desc) filter (where m.sequence < ${page.before}))[1:${page.limit}] as ids
    from c cross join lateral (
      select m.id, m.sequence, m.created_at from ${from} where ${sql.join(conditions, sql` and `)} ${fence}
    ) m
    group by c.k
  `.execute(db);
  return rows.map((r) => ({
    key: r.key,
    count: r.count,
    newest: new Date(r.newest),
    newestId: Number(r.newestId),
    ids: (r.ids ?? []).map(Number),
  }));
}

/** Stored messages by row ID, in the order asked. */
export async function messagesByIds(db: Db, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('chatMessages').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is MessageRow => r !== undefined);
}
