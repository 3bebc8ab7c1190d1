import type { Db } from '../../db/connect';
import type { MessageRow } from './messages';
import { viewBounds, type ViewBounds } from './view-bounds';
import { visibleTo } from './visibility';

/** What `viewer` may see after `cursor`, oldest first; `more` when the page was cut. */
export async function syncPage(db: Db, viewer: string, cursor: number, count: number): Promise<{ rows: MessageRow[]; more: boolean }> {
  const rows = await db
    .selectFrom('chatMessages')
    .selectAll()
    .where('syncSeq', '>', cursor)
    .where(visibleTo(viewer))
    .orderBy('syncSeq')
    .limit(count + 1)
    .execute();
  return { rows: rows.slice(0, count), more: rows.length > count };
}

/** The sequence of a message of the conversation, by its client ID. */
export async function sequenceOf(db: Db, conversationKey: string, clientId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('chatMessages')
    .select('sequence')
    .where('conversationKey', '=', conversationKey)
    .where('clientId', '=', clientId)
    .orderBy('sequence', 'desc')
    .executeTakeFirst();
  return row?.sequence;
}

/**
 * The newest `want` messages of a conversation that `viewer` sees, below sequence `below`, newest
 * first. It reads windows of sequences from the newest down, each four times the last, so the
 * rows read follow the rows returned (plus any the viewer deleted), whichever plan the database
 * picks. Asked for "the newest 15" of a conversation it believes small (PGlite never gathers
 * statistics, and PostgreSQL's lag behind a fast-growing conversation), a planner reads and sorts
 * the whole conversation: 10,000 messages took 190 ms on PGlite where a window takes 2.
 */
async function newestVisible(db: Db, viewer: string, conversationKey: string, bounds: ViewBounds, below: number, want: number): Promise<MessageRow[]> {
  const rows: MessageRow[] = [];
  let top = Math.min(below, bounds.last + 1);
  let span = want;
  while (rows.length < want && top - 1 > bounds.after) {
    const bottom = Math.max(bounds.after, top - 1 - span);
    rows.push(
      ...(await db
        .selectFrom('chatMessages')
        .selectAll()
        .where('conversationKey', '=', conversationKey)
        .where('sequence', '>', bottom)
        .where('sequence', '<', top)
        .where(visibleTo(viewer))
        .orderBy('sequence', 'desc')
        .limit(want - rows.length)
        .execute()),
    );
    top = bottom + 1;
    span *= 4;
  }
  return rows;
}

/** The newest `count` visible messages before `beforeSequence`, oldest first; `more` when older ones exist. */
export async function historyPage(
  db: Db,
  viewer: string,
  conversationKey: string,
  beforeSequence: number | undefined,
  count: number,
): Promise<{ rows: MessageRow[]; more: boolean }> {
  const bounds = (await viewBounds(db, viewer, [conversationKey])).get(conversationKey);
  if (!bounds) return { rows: [], more: false };
  const rows = await newestVisible(db, viewer, conversationKey, bounds, beforeSequence ?? Infinity, count + 1);
  return { rows: rows.slice(0, count).reverse(), more: rows.length > count };
}

/**
 * The newest visible message of each of the viewer's conversations: each conversation's last
 * sequence in one query, then a search further back for the few whose last message the viewer
 * deleted.
 */
export async function lastVisibleMessages(db: Db, viewer: string, conversationKeys: string[]): Promise<Map<string, MessageRow>> {
  const bounds = await viewBounds(db, viewer, conversationKeys);
  const seen = [...bounds].filter(([, b]) => b.last > b.after);
  if (seen.length === 0) return new Map();
  const rows = await db
    .selectFrom('chatMessages')
    .selectAll()
    .where((eb) =>
      eb(
        eb.refTuple('conversationKey', 'sequence'),
        'in',
        seen.map(([key, b]) => eb.tuple(key, b.last)),
      ),
    )
    .where(visibleTo(viewer))
    .execute();
  const result = new Map(rows.map((r) => [r.conversationKey, r]));
  for (const [key, b] of seen) {
    if (result.has(key)) continue;
    const [row] = await newestVisible(db, viewer, key, b, b.last, 1);
    if (row) result.set(key, row);
  }
  return result;
}
