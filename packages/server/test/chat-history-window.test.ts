/** @jest-environment node */
// A conversation's newest page and last message cost what they return, not the length of the
// history, whatever plan the database picks (this database has no statistics: nothing has run
// ANALYZE, as on PGlite, which has no autovacuum), and see exactly what visibleTo lets through.
import { sql } from 'kysely';
import type { Db } from '../src/db/connect';
import { conversationKey } from '../src/chat/store/keys';
import { historyPage, lastVisibleMessages } from '../src/chat/store/message-queries';
import { deleteForUser, storeMessage, type MessageRow } from '../src/chat/store/messages';
import { deleteUserConversation } from '../src/chat/store/conversations';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { newMessage } from './new-message';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(() => server.close());

let counter = 0;
/** `count` messages from `sender` to `receiver` (C2C unless `group`), stored in batches. */
async function fill(sender: string, receiver: string, count: number, group = false): Promise<MessageRow[]> {
  const key = group ? `GROUP|${receiver}` : conversationKey('C2C', sender, receiver);
  const results = await Promise.all(
    Array.from({ length: count }, () =>
      storeMessage(
        db,
        newMessage({
          conversationKey: key,
          conversationType: group ? 'GROUP' : 'C2C',
          clientId: `w-${++counter}`,
          sender,
          receiver,
          payload: { text: `m${counter}` },
        }),
      ),
    ),
  );
  return results.map((r) => r.row).sort((a, b) => a.sequence - b.sequence);
}

/** Rows of chat_messages the database read (heap and index fetches) while `run` ran. */
async function rowsRead<T>(run: (trx: Db) => Promise<T>): Promise<{ result: T; read: number }> {
  return db.transaction().execute(async (trx) => {
    // Per-transaction counters: nothing else runs on this connection meanwhile.
    const count = async () => {
      const { rows } = await sql<{ n: number }>`
        select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) as n from pg_stat_xact_user_tables where relname = 'chat_messages'
      `.execute(trx);
      return Number(rows[0]?.n ?? 0);
    };
    const before = await count();
    const result = await run(trx);
    return { result, read: (await count()) - before };
  });
}

const ids = (rows: MessageRow[]) => rows.map((r) => r.clientId);

describe('a long conversation', () => {
  let history: MessageRow[];
  const me = 'ec_901';
  const peer = 'ec_902';
  const key = conversationKey('C2C', me, peer);

  beforeAll(async () => {
    history = await fill(peer, me, 3000);
  });

  it('reads about one page for the newest page, not the whole history', async () => {
    const { result, read } = await rowsRead((trx) => historyPage(trx, me, key, undefined, 15));
    expect(ids(result.rows)).toEqual(ids(history.slice(-15)));
    expect(result.more).toBe(true);
    expect(read).toBeLessThan(100);
  });

  it('reads about one page for an older page too', async () => {
    const before = history[2000]!.sequence;
    const { result, read } = await rowsRead((trx) => historyPage(trx, me, key, before, 15));
    expect(ids(result.rows)).toEqual(ids(history.slice(1985, 2000)));
    expect(read).toBeLessThan(100);
  });

  it('reads a row or so per conversation for the last messages of the list', async () => {
    const { result, read } = await rowsRead((trx) => lastVisibleMessages(trx, me, [key]));
    expect(result.get(key)?.clientId).toBe(history.at(-1)!.clientId);
    expect(read).toBeLessThan(10);
  });
});

describe('what the viewer sees', () => {
  it('skips messages deleted for the viewer, however many windows they span', async () => {
    const [me, peer] = ['ec_911', 'ec_912'];
    const key = conversationKey('C2C', me, peer);
    const history = await fill(peer, me, 400);
    await deleteForUser(
      db,
      me,
      history.slice(-300).map((r) => Number(r.id)),
    );
    const page = await historyPage(db, me, key, undefined, 15);
    expect(ids(page.rows)).toEqual(ids(history.slice(85, 100)));
    expect(page.more).toBe(true);
    expect((await lastVisibleMessages(db, me, [key])).get(key)?.clientId).toBe(history[99]!.clientId);
    // The peer still sees everything.
    expect(ids((await historyPage(db, peer, key, undefined, 15)).rows)).toEqual(ids(history.slice(-15)));
  });

  it('ends at the first page that reaches the oldest message', async () => {
    const [me, peer] = ['ec_913', 'ec_914'];
    const key = conversationKey('C2C', me, peer);
    const history = await fill(me, peer, 20);
    await deleteForUser(db, me, [Number(history[0]!.id)]);
    const page = await historyPage(db, me, key, history[16]!.sequence, 15);
    expect(ids(page.rows)).toEqual(ids(history.slice(1, 16)));
    expect(page.more).toBe(false);
    expect(await historyPage(db, me, key, history[1]!.sequence, 15)).toEqual({ rows: [], more: false });
    expect(await historyPage(db, me, conversationKey('C2C', me, 'ec_999'), undefined, 15)).toEqual({ rows: [], more: false });
  });

  it('starts after a deleted conversation, and shows nothing when all of it was cleared', async () => {
    const [me, peer] = ['ec_921', 'ec_922'];
    const key = conversationKey('C2C', me, peer);
    await fill(peer, me, 50);
    await deleteUserConversation(db, me, key);
    expect(await historyPage(db, me, key, undefined, 15)).toEqual({ rows: [], more: false });
    expect((await lastVisibleMessages(db, me, [key])).has(key)).toBe(false);
    const later = await fill(peer, me, 3);
    expect(await historyPage(db, me, key, undefined, 15)).toEqual({ rows: later, more: false });
    expect((await lastVisibleMessages(db, me, [key])).get(key)?.clientId).toBe(later[2]!.clientId);
  });

  it('shows a group member what came after they joined, and a non-member nothing', async () => {
    const group = 'window_group';
    const key = `GROUP|${group}`;
    await db.insertInto('chatGroups').values({ groupId: group, type: 'Public', name: 'window', ownerId: 'ec_931', joinOption: 'FreeAccess' }).execute();
    await db.insertInto('chatGroupMembers').values({ groupId: group, userId: 'ec_931', role: 'Owner' }).execute();
    const early = await fill('ec_931', group, 30, true);
    await db
      .insertInto('chatGroupMembers')
      .values({ groupId: group, userId: 'ec_932', role: 'Member', historyFrom: early.at(-1)!.sequence })
      .execute();
    const late = await fill('ec_931', group, 5, true);
    expect(await historyPage(db, 'ec_932', key, undefined, 15)).toEqual({ rows: late, more: false });
    expect(ids((await historyPage(db, 'ec_931', key, undefined, 15)).rows)).toEqual(ids([...early, ...late].slice(-15)));
    expect(await historyPage(db, 'ec_933', key, undefined, 15)).toEqual({ rows: [], more: false });
    expect((await lastVisibleMessages(db, 'ec_933', [key])).has(key)).toBe(false);
  });
});
