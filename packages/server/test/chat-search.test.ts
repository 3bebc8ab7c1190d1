import type { WireSearchResult } from '../src/chat/protocol';
import { conversationKey } from '../src/chat/store/keys';
import { storeMessage } from '../src/chat/store/messages';
import { indexNewMessages } from '../src/chat/store/search-indexer';
import { ChatClient, loggedIn, newId, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { newMessage } from './new-message';

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;
let c2: ChatClient;
let c3: ChatClient;

beforeAll(async () => {
  server = await startTestServer({ CHAT_REVOKE_SECONDS: '60' });
  hr = await loggedIn(server, 'demo_hr');
  c1 = await loggedIn(server, 'demo_c1');
  c2 = await loggedIn(server, 'demo_c2');
  c3 = await loggedIn(server, 'demo_c3');
});
afterEach(() => [hr, c1, c2, c3].forEach((c) => c.drain()));
afterAll(async () => {
  await Promise.all([hr, c1, c2, c3].map((c) => c.close()));
  await server.close();
});

const send = async (from: ChatClient, to: string, type: string, payload: Record<string, unknown>, conversationType = 'C2C') =>
  (await from.request('sendMessage', { message: { ID: newId(), conversationType, to, type, payload } })).message;
const say = async (from: ChatClient, to: ChatClient, body: string) => (await from.request('sendMessage', text(to.userID, body))).message;
/** Indexes what is stored first: the server indexes in the background (chat-search-lag.test.ts times it). */
const search = async (who: ChatClient, params: Record<string, unknown>) => {
  await indexNewMessages(server.database.db);
  return who.request('searchCloudMessages', params);
};
/** conversationID → texts of the messages shown, newest first. */
const shown = (result: WireSearchResult) =>
  Object.fromEntries(result.searchResultList.map((r) => [r.conversationID, r.messageList.map((m) => String(m.payload.text ?? m.payload.fileName ?? m.type))]));
const group = async (name: string, members: ChatClient[]) =>
  (await hr.request('createGroup', { name, type: 'Public', memberList: members.map((m) => m.userID) })).group.groupID;

describe('searchCloudMessages over every conversation', () => {
  it('finds keywords case-insensitively in the caller’s conversations only, grouped newest first', async () => {
    await say(hr, c1, '面试时间定在周三 Alphaword');
    await say(c1, hr, 'unrelated reply');
    await say(hr, c2, 'ALPHAWORD 面试改到周五');
    await say(c2, c3, 'alphaword between candidates'); // not hr's conversation
    const result = await search(hr, { keywordList: ['alphaword'] });
    expect(result.totalCount).toBe(2);
    expect(result.cursor).toBe('');
    expect(result.searchResultList.map((r) => [r.conversationID, r.messageCount])).toEqual([
      [`C2C${c2.userID}`, 1],
      [`C2C${c1.userID}`, 1],
    ]);
    expect(result.searchResultList[0]!.messageList[0]).toMatchObject({ from: hr.userID, to: c2.userID, payload: { text: 'ALPHAWORD 面试改到周五' } });
    expect((await search(c3, { keywordList: ['Alphaword'] })).totalCount).toBe(1);
  });

  it('matches all keywords for "and" and any for "or", split on whitespace; two- and one-character Chinese keywords work', async () => {
    await say(hr, c1, 'betaword 简历已收到');
    await say(hr, c1, 'betaword 请发简历');
    await say(hr, c1, 'betaword 薪资面议');
    const and = await search(hr, { keywordList: ['betaword 简历'], keywordListMatchType: 'and' });
    expect(and.totalCount).toBe(2);
    expect(shown(and)[`C2C${c1.userID}`]).toEqual(['betaword 请发简历', 'betaword 简历已收到']);
    const or = await search(hr, { keywordList: ['收到', '薪资'], keywordListMatchType: 'or' });
    expect(or.totalCount).toBeGreaterThanOrEqual(2);
    expect(shown(or)[`C2C${c1.userID}`]).toEqual(expect.arrayContaining(['betaword 薪资面议', 'betaword 简历已收到']));
    expect((await search(hr, { keywordList: ['betaword', '发'], keywordListMatchType: 'and' })).totalCount).toBe(1);
    expect((await search(hr, { keywordList: ['betaword', 'nowhere'], keywordListMatchType: 'and' })).totalCount).toBe(0);
  });

  it('shows the newest three matches per conversation and pages conversations by cursor', async () => {
    for (let i = 1; i <= 4; i += 1) await say(hr, c3, `gammaword ${i}`);
    await say(hr, c2, 'gammaword c2');
    await say(hr, c1, 'gammaword c1');
    const first = await search(hr, { keywordList: ['gammaword'], count: 2 });
    expect(first.totalCount).toBe(6);
    expect(shown(first)).toEqual({ [`C2C${c1.userID}`]: ['gammaword c1'], [`C2C${c2.userID}`]: ['gammaword c2'] });
    expect(first.cursor).not.toBe('');
    const second = await search(hr, { keywordList: ['gammaword'], count: 2, cursor: first.cursor });
    expect(second.searchResultList).toHaveLength(1);
    expect(second.searchResultList[0]).toMatchObject({ conversationID: `C2C${c3.userID}`, messageCount: 4 });
    expect(shown(second)[`C2C${c3.userID}`]).toEqual(['gammaword 4', 'gammaword 3', 'gammaword 2']);
    expect(second.cursor).toBe('');
  });
});

describe('searchCloudMessages in one conversation', () => {
  it('pages the conversation’s matches newest first with a cursor', async () => {
    for (let i = 1; i <= 5; i += 1) await say(c2, hr, `deltaword ${i}`);
    const conversationID = `C2C${c2.userID}`;
    const first = await search(hr, { keywordList: ['deltaword'], conversationID, count: 2 });
    expect(first.totalCount).toBe(5);
    expect(first.searchResultList[0]!.messageCount).toBe(5);
    expect(shown(first)[conversationID]).toEqual(['deltaword 5', 'deltaword 4']);
    const second = await search(hr, { keywordList: ['deltaword'], conversationID, count: 2, cursor: first.cursor });
    expect(shown(second)[conversationID]).toEqual(['deltaword 3', 'deltaword 2']);
    const third = await search(hr, { keywordList: ['deltaword'], conversationID, count: 2, cursor: second.cursor });
    expect(shown(third)[conversationID]).toEqual(['deltaword 1']);
    expect(third.cursor).toBe('');
    expect(await hr.failure('searchCloudMessages', { keywordList: ['deltaword'], cursor: first.cursor })).toBe(2000);
  });

  it('searches groups for members only, from when they may see; live groups have no history', async () => {
    const groupID = await group('搜索群', [c1]);
    await send(hr, groupID, 'TIMTextElem', { text: 'epsilonword before' }, 'GROUP');
    const { db } = server.database;
    const member = await db
      .selectFrom('chatConversations')
      .select('lastSequence')
      .where('conversationKey', '=', conversationKey('GROUP', '', groupID))
      .executeTakeFirstOrThrow();
    await db.updateTable('chatGroupMembers').set({ historyFrom: member.lastSequence }).where('groupId', '=', groupID).where('userId', '=', c1.userID).execute();
    await send(hr, groupID, 'TIMTextElem', { text: 'epsilonword after' }, 'GROUP');
    expect(shown(await search(c1, { keywordList: ['epsilonword'], conversationID: `GROUP${groupID}` }))).toEqual({
      [`GROUP${groupID}`]: ['epsilonword after'],
    });
    expect((await search(hr, { keywordList: ['epsilonword'] })).totalCount).toBe(2);
    expect((await search(c3, { keywordList: ['epsilonword'] })).totalCount).toBe(0);
    expect(await c3.failure('searchCloudMessages', { keywordList: ['epsilonword'], conversationID: `GROUP${groupID}` })).toBe(10007);
    expect(await c3.failure('searchCloudMessages', { keywordList: ['x'], conversationID: 'GROUPno_such_group' })).toBe(10010);
    const live = (await hr.request('createGroup', { name: 'live', type: 'AVChatRoom', memberList: [] })).group.groupID;
    await send(hr, live, 'TIMTextElem', { text: 'epsilonword live' }, 'GROUP');
    expect(await search(hr, { keywordList: ['epsilonword'], conversationID: `GROUP${live}` })).toEqual({ searchResultList: [], totalCount: 0, cursor: '' });
    expect((await search(hr, { keywordList: ['epsilonword'] })).totalCount).toBe(2);
  });
});

describe('what is searched', () => {
  it('leaves out revoked messages, messages deleted for the caller and cleared conversations', async () => {
    const revoked = await say(hr, c3, 'zetaword revoked');
    const deleted = await say(c3, hr, 'zetaword deleted by hr');
    await say(c3, hr, 'zetaword kept');
    await hr.request('revokeMessage', { ID: revoked.ID });
    await hr.request('deleteMessage', { IDs: [deleted.ID] });
    expect(shown(await search(hr, { keywordList: ['zetaword'] }))).toEqual({ [`C2C${c3.userID}`]: ['zetaword kept'] });
    const byType = shown(await search(hr, { messageTypeList: ['TIMTextElem'], conversationID: `C2C${c3.userID}`, count: 100 }))[`C2C${c3.userID}`];
    expect(byType).toContain('zetaword kept');
    expect(byType).not.toContain('zetaword revoked');
    expect(byType).not.toContain('zetaword deleted by hr');
    expect((await search(c3, { keywordList: ['zetaword'] })).totalCount).toBe(2);
    await c3.request('deleteConversation', { conversationID: `C2C${hr.userID}` });
    expect((await search(c3, { keywordList: ['zetaword'] })).totalCount).toBe(0);
    await say(hr, c3, 'zetaword new');
    expect(shown(await search(c3, { keywordList: ['zetaword'] }))).toEqual({ [`C2C${hr.userID}`]: ['zetaword new'] });
  });

  it('searches file names, custom, location and merger texts; images, video and audio by type', async () => {
    await send(hr, c2.userID, 'TIMFileElem', { fileName: 'Etaword-简历.pdf', fileSize: 1, fileUrl: 'u', uuid: 'u', downloadFlag: 2 });
    await send(hr, c2.userID, 'TIMCustomElem', { data: '{"businessID":"askResume"}', description: 'etaword desc', extension: '' });
    await send(hr, c2.userID, 'TIMCustomElem', { data: '{"businessID":"etaword_data"}', description: '', extension: '' });
    await send(hr, c2.userID, 'TIMLocationElem', { description: '深圳 etaword 大厦', longitude: 1, latitude: 2 });
    await send(hr, c2.userID, 'TIMRelayElem', { title: '聊天记录', abstractList: ['a: etaword'], compatibleText: '', messageList: [] });
    await send(hr, c2.userID, 'TIMFaceElem', { index: 1, data: 'etaword' });
    await send(hr, c2.userID, 'TIMImageElem', { uuid: 'i', imageFormat: 3, imageInfoArray: [{ type: 0, url: 'etaword.png', width: 1, height: 1, size: 1 }] });
    const all = await search(c2, { keywordList: ['etaword'], conversationID: `C2C${hr.userID}`, count: 20 });
    expect(all.searchResultList[0]!.messageList.map((m) => m.type)).toEqual([
      'TIMRelayElem',
      'TIMLocationElem',
      'TIMCustomElem',
      'TIMCustomElem',
      'TIMFileElem',
    ]);
    const files = await search(c2, { keywordList: ['简历'], messageTypeList: ['TIMFileElem'] });
    expect(files.totalCount).toBe(1);
    const images = await search(c2, { messageTypeList: ['TIMImageElem', 'TIMVideoFileElem'], conversationID: `C2C${hr.userID}` });
    expect(images.searchResultList[0]!.messageList.map((m) => m.type)).toEqual(['TIMImageElem']);
    const bySender = await search(hr, { senderUserIDList: [c2.userID], keywordList: ['etaword'] });
    expect(bySender.totalCount).toBe(0);
  });

  it('limits by time: timePeriod back from timePosition (0 = now)', async () => {
    const { db } = server.database;
    const now = Date.now();
    const old = (daysAgo: number, body: string) =>
      storeMessage(
        db,
        newMessage({
          conversationKey: conversationKey('C2C', hr.userID, c1.userID),
          conversationType: 'C2C',
          clientId: newId(),
          sender: c1.userID,
          receiver: hr.userID,
          payload: { text: body },
          createdAt: new Date(now - daysAgo * 86_400_000),
        }),
      );
    await old(10, 'thetaword ten days');
    await old(2, 'thetaword two days');
    await say(c1, hr, 'thetaword today');
    const texts = async (params: Record<string, unknown>) => shown(await search(hr, { keywordList: ['thetaword'], ...params }))[`C2C${c1.userID}`] ?? [];
    expect(await texts({})).toEqual(['thetaword today', 'thetaword two days', 'thetaword ten days']);
    expect(await texts({ timePeriod: 86_400 })).toEqual(['thetaword today']);
    expect(await texts({ timePeriod: 3 * 86_400 })).toEqual(['thetaword today', 'thetaword two days']);
    const fiveDaysAgo = Math.floor(now / 1000) - 5 * 86_400;
    expect(await texts({ timePosition: fiveDaysAgo })).toEqual(['thetaword ten days']);
    expect(await texts({ timePosition: fiveDaysAgo, timePeriod: 86_400 })).toEqual([]);
  });
});

describe('validation', () => {
  it('answers 2000 for nothing to search for and for malformed params', async () => {
    for (const params of [
      {},
      { keywordList: [' ', ''] },
      { keywordList: ['a b c d e f'] },
      { keywordList: ['x'], keywordListMatchType: 'xor' },
      { keywordList: ['x'], messageTypeList: ['TIMFaceElem'] },
      { keywordList: ['x'], messageTypeList: ['TIMGroupTipElem'] },
      { keywordList: ['x'], count: 0 },
      { keywordList: ['x'], timePeriod: -1 },
      { keywordList: ['x'], cursor: 'not-a-cursor' },
      { keywordList: ['x'], conversationID: 'nonsense' },
      { keywordList: ['x'], senderUserIDList: ['a', 'b', 'c', 'd', 'e', 'f'] },
    ]) {
      expect([JSON.stringify(params), await hr.failure('searchCloudMessages', params)]).toEqual([JSON.stringify(params), 2000]);
    }
  });
});
