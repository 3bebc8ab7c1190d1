import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { localChatCredentials } from '../src/chat/local-credentials';
import { ChatClient, chatUrl, loggedIn, sigFor } from './chat-client';
import { chatId } from './fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

let server: TestServer;
let url: string;
let hr: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  url = await chatUrl(server);
  hr = await chatId(server, 'demo_hr');
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(() => server.close());

const connect = async () => {
  const client = await ChatClient.connect(url);
  clients.push(client);
  return client;
};
const track = (client: ChatClient) => (clients.push(client), client);

describe('chat login', () => {
  it('logs in with a UserSig from the credential route and answers the profile', async () => {
    const credential = await call(server.app, { method: 'POST', url: '/front/v1/im/user-sig', token: await tokenFor(server.app, 'demo_hr') });
    const { userID, userSig, nick, chatUrl: advertised } = credential.body.data;
    expect(advertised).toMatch(/\/chat$/);
    const client = await connect();
    const { result } = await client.call('login', { userID, userSig, protocol: 1 });
    expect(result!.profile).toEqual({ userID: hr, nick, avatar: expect.any(String), selfSignature: '' });
    expect(Math.abs(result!.serverTime - Date.now() / 1000)).toBeLessThan(5);
  });

  it('maps each UserSig failure to its SDK code', async () => {
    const client = await connect();
    const login = async (userID: string, userSig: string) => client.failure('login', { userID, userSig, protocol: 1 });
    expect(await login(hr, 'not-a-sig')).toBe(70003);
    expect(await login(hr, await sigFor(server, hr, { secretKey: 'another key' }))).toBe(70003);
    expect(await login(hr, await sigFor(server, hr, { now: 1_600_000_000, expire: 60 }))).toBe(70001);
    expect(await login(hr, await sigFor(server, `${hr}0`))).toBe(70013);
    expect(await login(hr, await sigFor(server, hr, { sdkAppID: 1400000001 }))).toBe(70020);
  });

  it('refuses accounts that are not platform users, and the wrong protocol', async () => {
    const client = await connect();
    const ghost = `${server.config.chatUserPrefix}999999`;
    expect(await client.failure('login', { userID: ghost, userSig: await sigFor(server, ghost), protocol: 1 })).toBe(20003);
    expect(await client.failure('login', { userID: 'stranger', userSig: await sigFor(server, 'stranger'), protocol: 1 })).toBe(20003);
    expect(await client.failure('login', { userID: hr, userSig: await sigFor(server, hr), protocol: 99 })).toBe(2000);
    expect(await client.failure('login', { userID: hr })).toBe(2000);
  });

  it('lets the configured admin account in', async () => {
    const admin = track(await loggedIn(server, server.config.chat.adminUserID, true));
    expect(admin.userID).toBe('administrator');
  });

  it('answers 2024 to anything before login', async () => {
    const client = await connect();
    expect(await client.failure('getConversationList', {})).toBe(2024);
    expect(await client.failure('logout', {})).toBe(2024);
  });

  it('keeps both connections of a user by default (two console tabs), and both get the pushes', async () => {
    const a = track(await loggedIn(server, 'demo_hr'));
    const b = track(await loggedIn(server, 'demo_hr'));
    const c2 = track(await loggedIn(server, 'demo_c2'));
    await c2.request('sendMessage', {
      message: { ID: 'multi-1', conversationType: 'C2C', to: a.userID, type: 'TIMTextElem', payload: { text: 'to both' } },
    });
    for (const client of [a, b]) expect((await client.next('messageReceived')).messageList[0]!.ID).toBe('multi-1');
    // What one instance sends, the other sees too.
    await a.request('sendMessage', {
      message: { ID: 'multi-2', conversationType: 'C2C', to: c2.userID, type: 'TIMTextElem', payload: { text: 'from a' } },
    });
    expect((await b.next('messageReceived')).messageList[0]!.ID).toBe('multi-2');
    expect([...a.received('kickedOut'), ...b.received('kickedOut')]).toEqual([]);
  });

  it('kicks a connection out when its UserSig expires', async () => {
    const client = await connect();
    const now = Math.floor(Date.now() / 1000);
    await client.request('login', { userID: hr, userSig: await sigFor(server, hr, { now: now - 1, expire: 2 }), protocol: 1 });
    expect(await client.next('kickedOut', undefined, 4000)).toEqual({ type: 'userSigExpired' });
    expect((await client.closed).code).toBe(4001);
  });

  it('tells contacts when a user comes online and goes offline', async () => {
    const c1 = track(await loggedIn(server, 'demo_c1'));
    const hrClient = track(await loggedIn(server, 'demo_hr'));
    // They share a conversation once a message passed between them.
    await hrClient.request('sendMessage', {
      message: { ID: 'presence-1', conversationType: 'C2C', to: c1.userID, type: 'TIMTextElem', payload: { text: 'hello' } },
    });
    await hrClient.close();
    expect(await c1.next('userStatusUpdated', (d) => d.statusList[0]!.userID === hr)).toEqual({ statusList: [{ userID: hr, statusType: 0 }] });
    track(await loggedIn(server, 'demo_hr'));
    expect(await c1.next('userStatusUpdated', (d) => d.statusList[0]!.userID === hr)).toEqual({ statusList: [{ userID: hr, statusType: 1 }] });
    const { statusList } = await c1.request('getUserStatus', { userIDList: [hr, `${server.config.chatUserPrefix}999999`] });
    expect(statusList.map((s) => s.statusType)).toEqual([1, 0]);
  });

  it('logs out: answers, then closes the connection', async () => {
    const client = track(await loggedIn(server, 'demo_c2'));
    expect(await client.request('logout', {})).toEqual({});
    expect((await client.closed).code).toBe(1000);
  });

  it('answers a plain GET of /chat with 426', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/chat' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 426 });
  });
});

describe('with CHAT_MULTI_INSTANCE=0 (single session)', () => {
  it('kicks out the older connection when the same user logs in again', async () => {
    const single = await startTestServer({ CHAT_MULTI_INSTANCE: '0' });
    try {
      const first = await loggedIn(single, 'demo_hr');
      const second = await loggedIn(single, 'demo_hr');
      expect(await first.next('kickedOut')).toEqual({ type: 'multipleAccount' });
      expect((await first.closed).code).toBe(4001);
      // The new connection works and the user is still online.
      const { statusList } = await second.request('getUserStatus', { userIDList: [second.userID] });
      expect(statusList).toEqual([{ userID: second.userID, statusType: 1 }]);
      await second.close();
    } finally {
      await single.close();
    }
  });
});

describe('logging', () => {
  it('never writes a UserSig or the signing key, even at trace level', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: server.config,
      db: server.database.db,
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const good = await sigFor(server, hr);
      const wrong = await sigFor(server, hr, { secretKey: 'wrong key' });
      const client = await ChatClient.connect(`ws://127.0.0.1:${port}/chat`);
      expect(await client.failure('login', { userID: hr, userSig: wrong, protocol: 1 })).toBe(70003);
      await client.request('login', { userID: hr, userSig: good, protocol: 1 });
      await client.call('sendMessage', { message: { ID: 'log-1', conversationType: 'C2C', to: hr, type: 'TIMTextElem', payload: { text: 'note to self' } } });
      const { payload, headers } = multipart({ name: 'a.png', type: 'image/png', bytes: PNG_1X1 });
      await app.inject({ method: 'POST', url: '/chat/files', payload, headers: { ...headers, authorization: `UserSig ${hr}:${good}` } });
      await client.close();
      const { secretKey } = await localChatCredentials(server.database.db);
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [good, wrong, secretKey]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
