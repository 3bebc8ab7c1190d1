/** @jest-environment node */
import { Migrator, sql, type Migration } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import * as initial from '../src/db/migrations/0001-initial';
import * as chat from '../src/db/migrations/0002-chat';
import * as contacts from '../src/db/migrations/0003-chat-contacts';
import * as groupAdmin from '../src/db/migrations/0004-chat-group-admin';
import * as search from '../src/db/migrations/0005-chat-search';
import { probeOf, searchColumns, searchTextOf, searchTokensOf } from '../src/chat/store/search-text';
import { TEST_SHARED_BUFFERS } from '../../../tests/contract/server-process';

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
    handle = await openDatabase({ sharedBuffers: TEST_SHARED_BUFFERS });
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
    const rows = await handle.db.selectFrom('chatMessages').select(['clientId', 'searchText', 'searchTokens']).orderBy('sequence').execute();
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
