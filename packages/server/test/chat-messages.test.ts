import { ChatClient, loggedIn, newId, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;
const extra: ChatClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ CHAT_SENSITIVE_WORDS: 'BadWord, 违禁 ' });
  hr = await loggedIn(server, 'demo_hr');
  c1 = await loggedIn(server, 'demo_c1');
});
afterEach(async () => {
  await Promise.all(extra.splice(0).map((c) => c.close()));
  hr.drain();
  c1.drain();
});
afterAll(async () => {
  await Promise.all([hr.close(), c1.close()]);
  await server.close();
});

const storedCount = async (clientId: string) =>
  Number(
    (
      await server.database.db
        .selectFrom('chatMessages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('clientId', '=', clientId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const typing = (to: string) => ({
  message: {
    ID: newId(),
    conversationType: 'C2C',
    to,
    type: 'TIMCustomElem',
    payload: { data: JSON.stringify({ businessID: 'user_typing_status', typingStatus: 1 }) },
  },
});

describe('C2C messages', () => {
  it('stores a message before answering, pushes it to the peer, and counts sequences up', async () => {
    const sequences: number[] = [];
    const syncSeqs: number[] = [];
    for (const body of ['one', 'two', 'three']) {
      const params = text(c1.userID, body);
      const { message } = await hr.request('sendMessage', params);
      // Persisted by the time the sender hears back.
      expect(await storedCount(params.message.ID)).toBe(1);
      expect(message).toMatchObject({
        ID: params.message.ID,
        from: hr.userID,
        to: c1.userID,
        conversationType: 'C2C',
        type: 'TIMTextElem',
        payload: { text: body },
        isRevoked: false,
        isPeerRead: false,
      });
      const pushed = await c1.next('messageReceived', (d) => d.messageList[0]!.ID === params.message.ID);
      expect(pushed.messageList[0]).toEqual(message);
      sequences.push(message.sequence);
      syncSeqs.push(message.syncSeq);
    }
    expect(sequences[1]).toBe(sequences[0]! + 1);
    expect(sequences[2]).toBe(sequences[1]! + 1);
    expect(syncSeqs[2]).toBeGreaterThan(syncSeqs[1]!);
    expect(syncSeqs[1]).toBeGreaterThan(syncSeqs[0]!);
    // The sender's own answer carries the time; pushes are not echoed to the sending connection.
    expect(hr.received('messageReceived')).toEqual([]);
  });

  it('updates both conversation lists with just the conversation the message changed', async () => {
    await hr.request('sendMessage', text(c1.userID, 'list me'));
    const update = await c1.next('conversationsChanged', (d) => d.conversationList.some((c) => c.lastMessage?.payload.text === 'list me'));
    expect(update.conversationList.map((c) => c.conversationID)).toEqual([`C2C${hr.userID}`]);
    const conversation = update.conversationList[0]!;
    expect(conversation).toMatchObject({ type: 'C2C', peer: hr.userID, isPinned: false, messageRemindType: 'AcceptAndNotify' });
    expect(conversation.unreadCount).toBeGreaterThan(0);
    expect(conversation.lastMessage).toMatchObject({ from: hr.userID, sequence: expect.any(Number), syncSeq: expect.any(Number) });
    const mine = await hr.next('conversationsChanged', (d) => d.conversationList.some((c) => c.lastMessage?.payload.text === 'list me'));
    expect(mine.conversationList.find((c) => c.conversationID === `C2C${c1.userID}`)!.unreadCount).toBe(0);
    // The change came from the send itself: nobody's whole list was read for it.
    expect(c1.received('conversationListUpdated')).toEqual([]);
  });

  it('stores a resend with the same ID once and answers the stored message', async () => {
    const params = text(c1.userID, 'only once');
    const first = await hr.request('sendMessage', params);
    const again = await hr.request('sendMessage', { message: { ...params.message, payload: { text: 'changed' } } });
    expect(again.message).toEqual(first.message);
    expect(await storedCount(params.message.ID)).toBe(1);
    await c1.next('messageReceived', (d) => d.messageList[0]!.ID === params.message.ID);
    // A later message reaches c1 after anything the resend would have pushed (pushes go out before the answer, in order).
    const later = text(c1.userID, 'after the resend');
    await hr.request('sendMessage', later);
    await c1.next('messageReceived', (d) => d.messageList[0]!.ID === later.message.ID);
    expect(c1.received('messageReceived').filter((d) => d.messageList[0]!.ID === params.message.ID)).toEqual([]);
  });

  it('sends concurrent resends of one ID to one stored message', async () => {
    const params = text(c1.userID, 'racing');
    const answers = await Promise.all([hr.request('sendMessage', params), hr.request('sendMessage', params), hr.request('sendMessage', params)]);
    expect(new Set(answers.map((a) => a.message.sequence)).size).toBe(1);
    expect(await storedCount(params.message.ID)).toBe(1);
  });

  it('refuses unknown recipients (20003) and bad messages (2000)', async () => {
    expect(await hr.failure('sendMessage', text(`${server.config.chatUserPrefix}999999`, 'hello?'))).toBe(20003);
    expect(await hr.failure('sendMessage', { message: { ID: newId(), conversationType: 'C2C', to: c1.userID, type: 'TIMTextElem', payload: {} } })).toBe(2000);
    expect(
      await hr.failure('sendMessage', { message: { ID: newId(), conversationType: 'C2C', to: c1.userID, type: 'TIMBogusElem', payload: { text: 'x' } } }),
    ).toBe(2000);
    expect(await hr.failure('sendMessage', { message: { ID: '', conversationType: 'C2C', to: c1.userID, type: 'TIMTextElem', payload: { text: 'x' } } })).toBe(
      2000,
    );
  });

  it('refuses messages over 12 KB (8001)', async () => {
    expect(await hr.failure('sendMessage', text(c1.userID, 'a'.repeat(12 * 1024)))).toBe(8001);
    const fits = await hr.request('sendMessage', text(c1.userID, 'a'.repeat(12 * 1024 - 20)));
    expect(fits.message.sequence).toBeGreaterThan(0);
  });

  it('blocks sensitive words in text (80001) and image names (80004)', async () => {
    expect(await hr.failure('sendMessage', text(c1.userID, 'this has a badword in it'))).toBe(80001);
    expect(await hr.failure('sendMessage', text(c1.userID, '这是违禁内容'))).toBe(80001);
    const image = {
      ID: newId(),
      conversationType: 'C2C',
      to: c1.userID,
      type: 'TIMImageElem',
      payload: { imageFormat: 3, imageInfoArray: [{ url: 'http://x/uploads/BADWORD.png', width: 1, height: 1, type: 0 }] },
    };
    expect(await hr.failure('sendMessage', { message: image })).toBe(80004);
  });

  it('delivers typing to the online peer only and never stores it', async () => {
    const params = typing(c1.userID);
    const { message } = await hr.request('sendMessage', params);
    expect(message).toMatchObject({ sequence: 0, syncSeq: 0, from: hr.userID });
    expect((await c1.next('messageReceived', (d) => d.messageList[0]!.ID === params.message.ID)).messageList[0]!.sequence).toBe(0);
    expect(await storedCount(params.message.ID)).toBe(0);
    // Nor is anything stored for an offline peer.
    const offline = await (async () => {
      const c9 = await loggedIn(server, 'demo_c9');
      await c9.close();
      return c9.userID;
    })();
    const lost = typing(offline);
    await hr.request('sendMessage', lost);
    expect(await storedCount(lost.message.ID)).toBe(0);
  });

  it('treats onlineUserOnly messages like typing', async () => {
    const params = { ...text(c1.userID, 'now or never'), onlineUserOnly: true };
    const { message } = await hr.request('sendMessage', params);
    expect(message.sequence).toBe(0);
    await c1.next('messageReceived', (d) => d.messageList[0]!.ID === params.message.ID);
    expect(await storedCount(params.message.ID)).toBe(0);
  });

  it('lets only the admin account post system_custom messages', async () => {
    const admin = await loggedIn(server, server.config.chat.adminUserID, true);
    extra.push(admin);
    const system = (to: string) => ({
      message: {
        ID: newId(),
        conversationType: 'C2C',
        to,
        type: 'TIMCustomElem',
        payload: { data: JSON.stringify({ businessID: 'system_custom', text: '<b>欢迎</b>' }) },
      },
    });
    const sent = await admin.request('sendMessage', system(c1.userID));
    expect(sent.message).toMatchObject({ from: 'administrator', nick: 'administrator' });
    expect((await c1.next('messageReceived', (d) => d.messageList[0]!.from === 'administrator')).messageList[0]!.ID).toBe(sent.message.ID);
    expect(await hr.failure('sendMessage', system(c1.userID))).toBe(2000);
    expect(await admin.failure('sendMessage', text(c1.userID, 'plain text'))).toBe(2000);
  });
});

describe('profiles', () => {
  it('seeds the profile from the user, updates it and pushes the change', async () => {
    const user = await server.database.db.selectFrom('users').select(['nickname']).where('username', '=', 'demo_hr').executeTakeFirstOrThrow();
    const { profileList } = await c1.request('getUserProfile', { userIDList: [hr.userID, 'nobody', c1.userID] });
    expect(profileList.map((p) => p.userID)).toEqual([hr.userID, c1.userID]);
    expect(profileList[0]!.nick).toBe(user.nickname);
    const { profile } = await hr.request('updateMyProfile', { nick: '王经理', selfSignature: '在招聘' });
    expect(profile).toMatchObject({ userID: hr.userID, nick: '王经理', selfSignature: '在招聘' });
    expect((await c1.next('profileUpdated')).profileList[0]).toEqual(profile);
    expect(await hr.failure('updateMyProfile', { nick: 'x'.repeat(65) })).toBe(2000);
  });
});
