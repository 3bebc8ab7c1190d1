import { ChatClient, chatUrl, loggedIn, sigFor, text } from './chat-client';
import { chatId } from './fixtures';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
let bystander: ChatClient;
let sender: ChatClient;

beforeAll(async () => {
  server = await startTestServer();
  bystander = await loggedIn(server, 'demo_c1');
  sender = await loggedIn(server, 'demo_hr');
});
afterAll(async () => {
  await Promise.all([bystander.close(), sender.close()]);
  await server.close();
});

/** The bystander's connection still works: a message reaches it. */
async function stillConnected() {
  const params = text(bystander.userID, 'still there?');
  await sender.request('sendMessage', params);
  await bystander.next('messageReceived', (d) => d.messageList[0]!.ID === params.message.ID);
}

const nextOrphan = async (client: ChatClient) => {
  for (let i = 0; i < 100 && client.orphanAnswers.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return client.orphanAnswers.shift();
};

describe('malformed frames', () => {
  it('answers each with 2000, with its ID when it has one, and keeps every connection open', async () => {
    const rogue = await ChatClient.connect(await chatUrl(server));
    for (const frame of ['not json', '[1,2,3]', '42', 'null', '{"method":"login"}', '{"id":"x","method":"sync"}']) {
      rogue.socket.send(frame);
      expect(await nextOrphan(rogue)).toEqual({ error: { code: 2000, message: expect.any(String) } });
    }
    expect(await rogue.callRaw('{"id":7,"method":42}', 7)).toEqual({ id: 7, error: { code: 2000, message: expect.any(String) } });
    expect(await rogue.callRaw('{"id":8,"method":"noSuchMethod","params":{}}', 8)).toMatchObject({ id: 8, error: { code: 2000 } });
    rogue.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await nextOrphan(rogue))!.error!.code).toBe(2000);
    // Still usable afterwards.
    expect(await rogue.failure('getConversationList', {})).toBe(2024);
    await stillConnected();
    await rogue.close();
  });

  it('answers bad params of a logged-in caller with 2000', async () => {
    expect(await sender.failure('sync', { cursor: 'zero', count: 10 })).toBe(2000);
    expect(await sender.failure('getMessageList', {})).toBe(2000);
    expect(await sender.failure('sendMessage', { message: null })).toBe(2000);
    expect(await sender.failure('login', { userID: sender.userID, userSig: 'x', protocol: 1 })).toBe(2000);
    await stillConnected();
  });

  it('refuses frames above 64 KB with an answer, and closes only a connection that sends megabytes', async () => {
    const big = JSON.stringify({ id: 31, method: 'sendMessage', params: text(bystander.userID, 'x'.repeat(70 * 1024)) });
    expect(await sender.callRaw(big, 31)).toEqual({ id: 31, error: { code: 2000, message: 'frames are limited to 65536 bytes' } });
    const flood = await ChatClient.connect(await chatUrl(server));
    flood.socket.send('x'.repeat(2 * 1024 * 1024));
    expect((await flood.closed).code).toBe(1009);
    await stillConnected();
  });

  it('rate-limits a connection that floods (20004), and only that one', async () => {
    const flooder = await loggedIn(server, 'demo_c2');
    const answers = await Promise.all(Array.from({ length: 160 }, () => flooder.call('getUserStatus', { userIDList: [] })));
    const limited = answers.filter((a) => a.error?.code === 20004).length;
    expect(limited).toBeGreaterThan(0);
    // The whole burst is served, less the token the login took; refills during the flood may add a few.
    expect(answers.length - limited).toBeGreaterThanOrEqual(server.config.chat.requestsPerSecond * 2 - 1);
    await stillConnected();
    // The bucket refills with time (rate-limit.test.ts times it on a fake clock): the flooder is
    // served again once a token is back. A refused request takes no token, so asking again is free.
    let again = await flooder.call('getUserStatus', { userIDList: [] });
    for (const deadline = Date.now() + 3000; again.error?.code === 20004 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await flooder.call('getUserStatus', { userIDList: [] });
    }
    expect(again.result).toBeDefined();
    await flooder.close();
  });

  it('answers ping (the heartbeat) before login and while the bucket is empty', async () => {
    const client = await ChatClient.connect(await chatUrl(server));
    expect(await client.call('ping', {})).toMatchObject({ result: {} });
    await client.close();
    const flooder = await loggedIn(server, 'demo_c3');
    const answers = await Promise.all([...Array.from({ length: 160 }, () => flooder.call('getUserStatus', { userIDList: [] })), flooder.call('ping', {})]);
    expect(answers.some((a) => a.error?.code === 20004)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ result: {} });
    await flooder.close();
  });

  it('counts online-only sends (typing notices) in a bucket of their own: a flood of them takes no place of a message', async () => {
    const typist = await loggedIn(server, 'demo_c3');
    const notice = () => ({ ...text(bystander.userID, 'typing'), onlineUserOnly: true });
    const notices = await Promise.all(Array.from({ length: 60 }, () => typist.call('sendMessage', notice())));
    expect(notices.filter((a) => a.error?.code === 20004).length).toBeGreaterThan(0); // limited, in their own bucket
    const messages = await Promise.all(
      Array.from({ length: server.config.chat.requestsPerSecond }, (_, i) => typist.call('sendMessage', text(bystander.userID, `after the flood ${i}`))),
    );
    expect(messages.filter((a) => a.error).map((a) => a.error!.code)).toEqual([]);
    await typist.close();
  });
  it("serves a call set-up's burst of 30 online-only WebRTC signals within a second", async () => {
    const caller = await loggedIn(server, 'demo_c5');
    const signal = (i: number) => ({
      message: {
        ID: `webrtc-${Date.now()}-${i}`,
        conversationType: 'C2C',
        to: bystander.userID,
        type: 'TIMCustomElem',
        payload: { data: JSON.stringify({ businessID: 'webrtc_signal', candidate: `candidate:${i} 1 udp 2122260223 192.0.2.1 5${i} typ host` }) },
      },
      onlineUserOnly: true,
    });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => caller.call('sendMessage', signal(i))));
    expect(answers.filter((a) => a.error).map((a) => a.error!.code)).toEqual([]);
    await caller.close();
  });
});

describe('the login answer', () => {
  it('states the rate limit, for the client to pace under', async () => {
    const client = await ChatClient.connect(await chatUrl(server));
    const userID = await chatId(server, 'demo_c4');
    const answer = await client.call('login', { userID, userSig: await sigFor(server, userID), protocol: 1 });
    expect((answer.result as { limits?: unknown }).limits).toEqual({
      requestsPerSecond: server.config.chat.requestsPerSecond,
      burst: server.config.chat.requestsPerSecond * 2,
    });
    await client.close();
  });
});
