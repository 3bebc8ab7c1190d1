import type { WireFriend } from '../src/chat/protocol';
import { ChatClient, loggedIn } from './chat-client';
import { chatId } from './fixtures';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Friends and friend applications over the real WebSocket and database (docs/chat.md §4, §5, §7).
let server: TestServer;
const clients = new Map<string, ChatClient>();

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => clients.forEach((c) => c.drain()));
afterAll(async () => {
  await Promise.all([...clients.values()].map((c) => c.close()));
  await server.close();
});

/** A logged-in client per demo user, made once. */
async function as(username: string): Promise<ChatClient> {
  let client = clients.get(username);
  if (!client) clients.set(username, (client = await loggedIn(server, username)));
  return client;
}

/** a applies to b, b accepts: friends both ways. */
async function befriend(a: ChatClient, b: ChatClient): Promise<void> {
  expect((await a.request('addFriend', { to: b.userID, source: 'AddSource_Type_web', wording: 'hi' })).code).toBe(30539);
  await b.request('acceptFriendApplication', { userID: a.userID, type: 'Response_Action_AgreeAndAdd' });
}

const ids = (list: WireFriend[]) => list.map((f) => f.userID);

describe('adding a friend: an application by default', () => {
  it('leaves an application (result code 30539) seen by both sides, unread for the target', async () => {
    const [c1, c2] = [await as('demo_c1'), await as('demo_c2')];
    const answer = await c1.request('addFriend', { to: c2.userID, source: 'AddSource_Type_web', wording: '我是张三', remark: '李四' });
    expect(answer).toEqual({ userID: c2.userID, code: 30539, message: expect.any(String) });
    const pushed = await c2.next('friendApplicationListUpdated');
    expect(pushed.unreadCount).toBe(1);
    expect(pushed.friendApplicationList).toEqual([
      {
        userID: c1.userID,
        nick: expect.any(String),
        avatar: expect.any(String),
        time: expect.any(Number),
        source: 'AddSource_Type_web',
        wording: '我是张三',
        type: 'Pendency_Type_ComeIn',
      },
    ]);
    expect(pushed.friendApplicationList[0]!.nick).not.toBe('');
    const sent = await c1.next('friendApplicationListUpdated');
    expect(sent).toMatchObject({ unreadCount: 0, friendApplicationList: [{ userID: c2.userID, type: 'Pendency_Type_SendOut' }] });
    expect(await c2.request('getFriendApplicationList', {})).toEqual(pushed);
    expect((await c1.request('checkFriend', { userIDList: [c2.userID], type: 'CheckResult_Type_Both' })).successUserIDList).toEqual([
      { userID: c2.userID, code: 0, relation: 'CheckResult_Type_NoRelation' },
    ]);
  });

  it('defaults the source to web and marks applications read', async () => {
    const [c3, c4] = [await as('demo_c3'), await as('demo_c4')];
    await c3.request('addFriend', { to: c4.userID });
    expect((await c4.request('getFriendApplicationList', {})).friendApplicationList[0]).toMatchObject({
      userID: c3.userID,
      source: 'AddSource_Type_web',
      wording: '',
    });
    c4.drain();
    await c4.request('setFriendApplicationRead', {});
    expect((await c4.next('friendApplicationListUpdated')).unreadCount).toBe(0);
    expect((await c4.request('getFriendApplicationList', {})).unreadCount).toBe(0);
  });

  it('accepting makes friends both ways, tells both sides, and clears the application', async () => {
    const [c5, c6] = [await as('demo_c5'), await as('demo_c6')];
    await c5.request('addFriend', { to: c6.userID, source: 'AddSource_Type_web', wording: '你好', remark: '小六' });
    await c6.request('acceptFriendApplication', { userID: c5.userID, type: 'Response_Action_AgreeAndAdd', remark: '小五' });
    const applicantList = (await c5.next('friendListUpdated')).friendList;
    expect(applicantList).toEqual([
      {
        userID: c6.userID,
        remark: '小六',
        source: 'AddSource_Type_web',
        wording: '你好',
        addTime: expect.any(Number),
        profile: expect.objectContaining({ userID: c6.userID }),
      },
    ]);
    expect(ids((await c6.next('friendListUpdated')).friendList)).toEqual([c5.userID]);
    const emptied = (d: { friendApplicationList: unknown[] }) => d.friendApplicationList.length === 0;
    await c5.next('friendApplicationListUpdated', emptied);
    await c6.next('friendApplicationListUpdated', emptied);
    const { friendList } = await c6.request('getFriendList', {});
    expect(friendList[0]).toMatchObject({ userID: c5.userID, remark: '小五' });
    expect(friendList[0]!.addTime).toBeGreaterThan(1_700_000_000);
    for (const [a, b] of [
      [c5, c6],
      [c6, c5],
    ] as const) {
      expect((await a.request('checkFriend', { userIDList: [b.userID], type: 'CheckResult_Type_Both' })).successUserIDList[0]!.relation).toBe(
        'CheckResult_Type_BothWay',
      );
    }
    expect(await c6.failure('acceptFriendApplication', { userID: c5.userID })).toBe(2716);
  });

  it('Agree alone puts the accepter on the applicant list only: A with B and B with A', async () => {
    const [c7, c8] = [await as('demo_c7'), await as('demo_c8')];
    await c7.request('addFriend', { to: c8.userID });
    await c8.request('acceptFriendApplication', { userID: c7.userID, type: 'Response_Action_Agree' });
    const check = async (a: ChatClient, b: ChatClient, type = 'CheckResult_Type_Both') =>
      (await a.request('checkFriend', { userIDList: [b.userID], type })).successUserIDList[0]!.relation;
    expect(await check(c7, c8)).toBe('CheckResult_Type_AWithB');
    expect(await check(c8, c7)).toBe('CheckResult_Type_BWithA');
    expect(await check(c8, c7, 'CheckResult_Type_Single')).toBe('CheckResult_Type_NoRelation');
    // Only both ways counts: no remark for a one-way friend (2700).
    expect(await c7.failure('updateFriend', { userID: c8.userID, remark: 'x' })).toBe(2700);
    // Adding back someone who already has me completes the friendship at once.
    expect((await c8.request('addFriend', { to: c7.userID })).code).toBe(0);
    expect(await check(c8, c7)).toBe('CheckResult_Type_BothWay');
  });

  it('refusing drops the application on both sides', async () => {
    const [c9, c10] = [await as('demo_c9'), await as('demo_c10')];
    await c9.request('addFriend', { to: c10.userID });
    await c10.request('refuseFriendApplication', { userID: c9.userID });
    await c9.next('friendApplicationListUpdated', (d) => d.friendApplicationList.length === 0);
    expect((await c10.request('getFriendApplicationList', {})).friendApplicationList).toEqual([]);
    expect(await c10.failure('refuseFriendApplication', { userID: c9.userID })).toBe(2716);
    expect((await c9.request('checkFriend', { userIDList: [c10.userID] })).successUserIDList[0]!.relation).toBe('CheckResult_Type_NoRelation');
  });

  it('two crossing applications make friends at once', async () => {
    const [c11, c12] = [await as('demo_c11'), await as('demo_c12')];
    expect((await c11.request('addFriend', { to: c12.userID })).code).toBe(30539);
    expect((await c12.request('addFriend', { to: c11.userID })).code).toBe(0);
    expect(ids((await c11.request('getFriendList', {})).friendList)).toEqual([c12.userID]);
    expect((await c12.request('getFriendApplicationList', {})).friendApplicationList).toEqual([]);
  });

  it('follows the target allow type: AllowAny adds at once (code 0), DenyAny refuses (30516)', async () => {
    const [c13, c14, c15] = [await as('demo_c13'), await as('demo_c14'), await as('demo_c15')];
    const { db } = server.database;
    await db
      .insertInto('chatFriendSettings')
      .values([
        { userId: c14.userID, allowType: 'AllowType_Type_AllowAny' },
        { userId: c15.userID, allowType: 'AllowType_Type_DenyAny' },
      ])
      .execute();
    expect(await c13.request('addFriend', { to: c14.userID })).toEqual({ userID: c14.userID, code: 0, message: '' });
    expect(ids((await c14.next('friendListUpdated')).friendList)).toEqual([c13.userID]);
    expect(await c13.failure('addFriend', { to: c15.userID })).toBe(30516);
  });

  it('refuses adding oneself or a friend (30001), unknown users (30003) and bad sources (2000)', async () => {
    const [c16, c17] = [await as('demo_c16'), await as('demo_c17')];
    expect(await c16.failure('addFriend', { to: c16.userID })).toBe(30001);
    expect(await c16.failure('addFriend', { to: 'ec_999999' })).toBe(30003);
    expect(await c16.failure('addFriend', { to: c17.userID, source: 'web' })).toBe(2000);
    expect(await c16.failure('addFriend', { to: c17.userID, source: 'AddSource_Type_toolongkw' })).toBe(2000);
    await befriend(c16, c17);
    expect(await c16.failure('addFriend', { to: c17.userID })).toBe(30001);
    expect(await c16.failure('addFriend', { to: c17.userID, wording: '字'.repeat(129) })).toBe(30001);
  });
});

describe('the friend list', () => {
  it('keeps the remark of a mutual friend within 96 bytes, non-Latin-1 characters counting two', async () => {
    const [c18, c19, c20] = [await as('demo_c18'), await as('demo_c19'), await as('demo_c20')];
    await befriend(c18, c19);
    const { friend } = await c18.request('updateFriend', { userID: c19.userID, remark: '备'.repeat(48) });
    expect(friend).toMatchObject({ userID: c19.userID, remark: '备'.repeat(48) });
    await c18.next('friendListUpdated', (d) => d.friendList[0]?.remark === '备'.repeat(48));
    expect(await c18.failure('updateFriend', { userID: c19.userID, remark: '备'.repeat(49) })).toBe(30001);
    expect(await c18.failure('updateFriend', { userID: c19.userID, remark: `${'备'.repeat(47)}abc` })).toBe(30001);
    expect((await c18.request('updateFriend', { userID: c19.userID, remark: 'é'.repeat(96) })).friend.remark).toBe('é'.repeat(96));
    expect(await c18.failure('updateFriend', { userID: c19.userID, remark: 'a'.repeat(97) })).toBe(30001);
    expect(await c18.failure('updateFriend', { userID: c20.userID, remark: 'x' })).toBe(2700);
    expect((await c18.request('getFriendList', {})).friendList[0]!.remark).toBe('é'.repeat(96));
  });

  it('reads friend profiles, failing non-friends with 2700', async () => {
    const [c21, c22, c23] = [await as('demo_c21'), await as('demo_c22'), await as('demo_c23')];
    await befriend(c21, c22);
    const answer = await c21.request('getFriendProfile', { userIDList: [c22.userID, c23.userID] });
    expect(ids(answer.friendList)).toEqual([c22.userID]);
    expect(answer.friendList[0]!.profile.nick).not.toBe('');
    expect(answer.failureUserIDList).toEqual([{ userID: c23.userID, code: 2700, message: expect.any(String) }]);
  });

  it('deletes both ways, tells both sides, and reports non-friends (31704)', async () => {
    const [c24, c25, c26] = [await as('demo_c24'), await as('demo_c25'), await as('demo_c26')];
    await befriend(c24, c25);
    const answer = await c24.request('deleteFriend', { userIDList: [c25.userID, c26.userID] });
    expect(answer.successUserIDList).toEqual([{ userID: c25.userID }]);
    expect(answer.failureUserIDList).toEqual([{ userID: c26.userID, code: 31704, message: expect.any(String) }]);
    await c25.next('friendListUpdated', (d) => d.friendList.length === 0);
    expect((await c25.request('checkFriend', { userIDList: [c24.userID] })).successUserIDList[0]!.relation).toBe('CheckResult_Type_NoRelation');
  });

  it('deletes one way with Delete_Type_Single', async () => {
    const [c27, c28] = [await as('demo_c27'), await as('demo_c28')];
    await befriend(c27, c28);
    await c27.request('deleteFriend', { userIDList: [c28.userID], type: 'Delete_Type_Single' });
    expect((await c28.request('checkFriend', { userIDList: [c27.userID] })).successUserIDList[0]!.relation).toBe('CheckResult_Type_AWithB');
  });

  it('validates params (2000)', async () => {
    const c29 = await as('demo_c29');
    expect(await c29.failure('deleteFriend', { userIDList: [] })).toBe(2000);
    expect(await c29.failure('checkFriend', { userIDList: [c29.userID], type: 'Both' })).toBe(2000);
    expect(await c29.failure('updateFriend', { userID: c29.userID })).toBe(2000);
  });
});

describe('customer-service accounts', () => {
  it('lists none unless configured', async () => {
    expect((await (await as('demo_c30')).request('getCustomerServiceList', {})).profileList).toEqual([]);
  });

  it('lists the configured accounts that exist, with profiles', async () => {
    const other = await startTestServer({ CHAT_CUSTOMER_SERVICE_IDS: `${await chatId(server, 'demo_hr')},ec_999999` });
    try {
      const client = await loggedIn(other, 'demo_c1');
      const { profileList } = await client.request('getCustomerServiceList', {});
      expect(profileList).toEqual([expect.objectContaining({ userID: await chatId(other, 'demo_hr'), nick: expect.any(String) })]);
      await client.close();
    } finally {
      await other.close();
    }
  });
});
