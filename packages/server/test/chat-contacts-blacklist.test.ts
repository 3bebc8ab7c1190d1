import { ChatClient, loggedIn, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Blacklists over the real WebSocket and database: the list, its pushes, and what it refuses.
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

async function as(username: string): Promise<ChatClient> {
  let client = clients.get(username);
  if (!client) clients.set(username, (client = await loggedIn(server, username)));
  return client;
}

describe('the blacklist', () => {
  it('adds and removes users, answering and pushing the whole list', async () => {
    const [c1, c2, c3] = [await as('demo_c1'), await as('demo_c2'), await as('demo_c3')];
    expect(await c1.request('getBlacklist', {})).toEqual({ blacklist: [] });
    expect(await c1.request('addToBlacklist', { userIDList: [c2.userID, c3.userID, c2.userID] })).toEqual({ blacklist: [c2.userID, c3.userID].sort() });
    expect((await c1.next('blacklistUpdated')).blacklist.sort()).toEqual([c2.userID, c3.userID].sort());
    expect(await c1.request('removeFromBlacklist', { userIDList: [c2.userID] })).toEqual({ blacklist: [c3.userID] });
    expect(await c1.next('blacklistUpdated', (d) => d.blacklist.length === 1)).toEqual({ blacklist: [c3.userID] });
    expect(await c1.request('getBlacklist', {})).toEqual({ blacklist: [c3.userID] });
    expect(c2.received('blacklistUpdated')).toEqual([]);
  });

  it('refuses blacklisting oneself alone (2742), leaves oneself out of a longer list, and unknown users (30003)', async () => {
    const [c4, c5] = [await as('demo_c4'), await as('demo_c5')];
    expect(await c4.failure('addToBlacklist', { userIDList: [c4.userID] })).toBe(2742);
    expect(await c4.request('addToBlacklist', { userIDList: [c4.userID, c5.userID] })).toEqual({ blacklist: [c5.userID] });
    expect(await c4.failure('addToBlacklist', { userIDList: ['ec_999999'] })).toBe(30003);
    expect(await c4.failure('addToBlacklist', { userIDList: [] })).toBe(2000);
  });

  it("refuses a blacklisted user's C2C messages to the owner (20007), not the owner's to them", async () => {
    const [c6, c7] = [await as('demo_c6'), await as('demo_c7')];
    await c7.request('sendMessage', text(c6.userID, 'before'));
    await c6.request('addToBlacklist', { userIDList: [c7.userID] });
    const refused = await c7.call('sendMessage', text(c6.userID, 'after'));
    expect(refused.error).toEqual({ code: 20007, message: expect.any(String) });
    await c6.request('sendMessage', text(c7.userID, 'the owner may still write'));
    await c6.request('removeFromBlacklist', { userIDList: [c7.userID] });
    await c7.request('sendMessage', text(c6.userID, 'welcome back'));
  });

  it('ends a friendship both ways and drops pending applications, telling both sides', async () => {
    const [c8, c9, c10] = [await as('demo_c8'), await as('demo_c9'), await as('demo_c10')];
    await c8.request('addFriend', { to: c9.userID });
    await c9.request('acceptFriendApplication', { userID: c8.userID, type: 'Response_Action_AgreeAndAdd' });
    await c10.request('addFriend', { to: c8.userID });
    await c8.next('friendApplicationListUpdated', (d) => d.friendApplicationList.some((a) => a.userID === c10.userID));
    await c8.request('addToBlacklist', { userIDList: [c9.userID, c10.userID] });
    await c9.next('friendListUpdated', (d) => d.friendList.length === 0);
    await c8.next('friendListUpdated', (d) => d.friendList.length === 0);
    await c10.next('friendApplicationListUpdated', (d) => d.friendApplicationList.length === 0);
    expect((await c8.request('getFriendApplicationList', {})).friendApplicationList).toEqual([]);
    expect((await c9.request('checkFriend', { userIDList: [c8.userID] })).successUserIDList[0]!.relation).toBe('CheckResult_Type_NoRelation');
    expect(await c8.failure('acceptFriendApplication', { userID: c10.userID })).toBe(2716);
  });

  it('refuses adding a friend across a blacklist: mine 30515, theirs 30525', async () => {
    const [c11, c12] = [await as('demo_c11'), await as('demo_c12')];
    await c11.request('addToBlacklist', { userIDList: [c12.userID] });
    expect(await c11.failure('addFriend', { to: c12.userID })).toBe(30515);
    expect(await c12.failure('addFriend', { to: c11.userID })).toBe(30525);
    await c11.request('removeFromBlacklist', { userIDList: [c12.userID] });
    expect((await c12.request('addFriend', { to: c11.userID })).code).toBe(30539);
  });
});
