/** @jest-environment node */
import { Migrator, sql, type Migration } from 'kysely';
import type { DatabaseHandle } from '../src/db/connect';
import * as initial from '../src/db/migrations/0001-initial';
import * as chat from '../src/db/migrations/0002-chat';
import * as contacts from '../src/db/migrations/0003-chat-contacts';
import * as groupAdmin from '../src/db/migrations/0004-chat-group-admin';
import * as search from '../src/db/migrations/0005-chat-search';
import { migrations } from '../src/db/migrate';
import { probeOf, searchColumns, searchTextOf, searchTokensOf } from '../src/chat/store/search-text';
import { TEST_SHARED_BUFFERS } from '@employment-cloud/test-support/server/server-process';
import { openBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

describe('search text and tokens', () => {
  it('takes the searchable text of each type, lower-cased', () => {
    expect(searchTextOf('TIMTextElem', { text: 'Hello 面试' })).toBe('hello 面试');
    expect(searchTextOf('TIMFileElem', { fileName: 'CV.PDF' })).toBe('cv.pdf');
    expect(searchTextOf('TIMCustomElem', { data: '{"A":1}', description: 'Desc', extension: 'Ext' })).toBe('{"a":1} desc ext');
    expect(searchTextOf('TIMLocationElem', { description: '深圳' })).toBe('深圳');
    expect(searchTextOf('TIMRelayElem', { title: 'Chat', abstractList: ['a: Hi', 'b: 好'] })).toBe('chat a: hi b: 好');
    for (const type of ['TIMImageElem', 'TIMVideoFileElem', 'TIMSoundElem', 'TIMFaceElem', 'TIMGroupTipElem']) {
      expect(searchTextOf(type, { text: 'x', data: 'y', description: 'z' })).toBe('');
    }
  });

  it('holds every bigram a keyword of the text needs, in its own conversation only', () => {
    const tokens = new Set(searchTokensOf('C2C|a|b', '面试时间 定在 monday'));
    const holds = (key: string, keywords: string[]) => probeOf(key, keywords).every((t) => tokens.has(t));
    expect(holds('C2C|a|b', ['面试'])).toBe(true);
    expect(holds('C2C|a|b', ['试时', 'mon', 'day'])).toBe(true);
    expect(holds('C2C|a|b', ['面谈'])).toBe(false);
    expect(holds('C2C|a|b', ['在m'])).toBe(false); // bigrams never cross whitespace
    expect(holds('C2C|a|c', ['面试'])).toBe(false);
    expect(probeOf('C2C|a|b', ['面', 'x'])).toEqual([]);
    expect(searchColumns({ conversationKey: 'k', type: 'TIMImageElem', payload: {} })).toEqual({ searchText: '', searchTokens: [] });
  });
});

describe('migration 0005', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('indexes the messages stored before it, revoked ones excepted', async () => {
    handle = await openBlankPglite({ sharedBuffers: TEST_SHARED_BUFFERS });
    const all: Record<string, Migration> = {
      '0001-initial': initial,
      '0002-chat': chat,
      '0003-chat-contacts': contacts,
      '0004-chat-group-admin': groupAdmin,
      '0005-chat-search': search,
    };
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => all } });
    expect((await migrator.migrateTo('0004-chat-group-admin')).error).toBeUndefined();
    await sql`insert into chat_conversations (conversation_key, last_sequence) values ('C2C|a|b', 2)`.execute(handle.db);
    await sql`
      insert into chat_messages (conversation_key, conversation_type, sequence, client_id, sender, receiver, type, payload, is_revoked)
      values ('C2C|a|b', 'C2C', 1, 'm1', 'a', 'b', 'TIMTextElem', '{"text":"Old 面试"}', false),
             ('C2C|a|b', 'C2C', 2, 'm2', 'a', 'b', 'TIMTextElem', '{"text":"revoked 面试"}', true)
    `.execute(handle.db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<{ clientId: string; searchText: string; searchTokens: number[] }>`
      select client_id, search_text, search_tokens from chat_messages order by sequence
    `.execute(handle.db);
    expect(rows.map((r) => [r.clientId, r.searchText])).toEqual([
      ['m1', 'old 面试'],
      ['m2', ''],
    ]);
    expect(new Set(rows[0]!.searchTokens)).toEqual(new Set(searchTokensOf('C2C|a|b', 'old 面试')));
    expect(rows[1]!.searchTokens).toEqual([]);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    const { rows: columns } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns where table_name = 'chat_messages' and column_name like 'search%'
    `.execute(handle.db);
    expect(columns[0]!.n).toBe(0);
  });
});

describe('migration 0014', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle?.close());

  it('moves the index to chat_message_search, revoked and empty ones left out, with the watermark at the newest message', async () => {
    handle = await openBlankPglite({ sharedBuffers: TEST_SHARED_BUFFERS });
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0013-company-profile')).error).toBeUndefined();
    await sql`insert into chat_conversations (conversation_key, last_sequence) values ('C2C|a|b', 3)`.execute(db);
    const tokens = searchTokensOf('C2C|a|b', 'kept 面试');
    await sql`
      insert into chat_messages (conversation_key, conversation_type, sequence, client_id, sender, receiver, type, payload, is_revoked, search_text, search_tokens)
      values ('C2C|a|b', 'C2C', 1, 'm1', 'a', 'b', 'TIMTextElem', '{"text":"Kept 面试"}', false, 'kept 面试', ${`{${tokens.join(',')}}`}::integer[]),
             ('C2C|a|b', 'C2C', 2, 'm2', 'a', 'b', 'TIMTextElem', '{"text":"revoked"}', true, '', '{}'),
             ('C2C|a|b', 'C2C', 3, 'm3', 'a', 'b', 'TIMImageElem', '{}', false, '', '{}')
    `.execute(db);
    expect((await migrator.migrateTo('0014-chat-search-index')).error).toBeUndefined();
    const rows = await db
      .selectFrom('chatMessageSearch as s')
      .innerJoin('chatMessages as m', 'm.id', 's.messageId')
      .select(['m.clientId', 's.conversationKey', 's.searchText', 's.searchTokens'])
      .execute();
    expect(rows).toEqual([{ clientId: 'm1', conversationKey: 'C2C|a|b', searchText: 'kept 面试', searchTokens: tokens }]);
    const { max } = await db
      .selectFrom('chatMessages')
      .select((eb) => eb.fn.max('syncSeq').as('max'))
      .executeTakeFirstOrThrow();
    expect((await db.selectFrom('chatSearchProgress').selectAll().execute()).map((r) => [r.id, Number(r.lastSyncSeq)])).toEqual([[1, Number(max)]]);
    const { rows: columns } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns where table_name = 'chat_messages' and column_name like 'search%'
    `.execute(db);
    expect(columns[0]!.n).toBe(0);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const { rows: back } = await sql<{ clientId: string; searchText: string }>`select client_id, search_text from chat_messages order by sequence`.execute(db);
    expect(back.map((r) => [r.clientId, r.searchText])).toEqual([
      ['m1', 'kept 面试'],
      ['m2', ''],
      ['m3', ''],
    ]);
    expect((await migrator.migrateTo('0014-chat-search-index')).error).toBeUndefined();
    expect((await db.selectFrom('chatMessageSearch').select('searchText').execute()).map((r) => r.searchText)).toEqual(['kept 面试']);
  });
});
