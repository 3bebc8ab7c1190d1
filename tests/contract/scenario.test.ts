import { EVENT, TYPES, type ChatEngine, type Message } from '../../packages/chat-widget/src/engine';
import { conversationWhen, engineFor, nextEvent, startLiveServer, type LiveServer } from './live-server';

// One scenario, written against the @tencentcloud/chat surface, run against the local engine.
let live: LiveServer;
let hr: { chat: ChatEngine; userID: string };
let c1: { chat: ChatEngine; userID: string };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  live = await startLiveServer();
  hr = await engineFor(live, 'demo_hr');
  c1 = await engineFor(live, 'demo_c1');
}, 60_000);

afterAll(async () => {
  await hr?.chat.logout().catch(() => undefined);
  await c1?.chat.logout().catch(() => undefined);
  await live?.close();
});

const received = (chat: ChatEngine, accept: (m: Message) => boolean) =>
  nextEvent<Message[]>(chat, EVENT.MESSAGE_RECEIVED, (list) => list.some(accept)).then((list) => list.find(accept)!);

async function sendText(from: { chat: ChatEngine }, to: string, text: string) {
  const message = from.chat.createTextMessage({ to, conversationType: TYPES.CONV_C2C, payload: { text } });
  return (await from.chat.sendMessage(message)).data.message;
}

describe('the local engine against the real chat service', () => {
  it('is ready after login', () => {
    expect(hr.chat.isReady()).toBe(true);
    expect(c1.chat.isReady()).toBe(true);
  });

  it('sends a text: unSend, then success with a sequence; the peer receives it once', async () => {
    const message = hr.chat.createTextMessage({ to: c1.userID, conversationType: TYPES.CONV_C2C, payload: { text: '你好，看到你的简历了' } });
    expect(message.status).toBe('unSend');
    expect(message.flow).toBe('out');
    const arrival = received(c1.chat, (m) => m.ID === message.ID);
    const { data } = await hr.chat.sendMessage(message);
    expect(data.message).toMatchObject({ ID: message.ID, status: 'success', conversationID: `C2C${c1.userID}`, type: TYPES.MSG_TEXT });
    expect(data.message.sequence).toBeGreaterThan(0);
    const got = await arrival;
    expect(got).toMatchObject({ flow: 'in', from: hr.userID, to: c1.userID, conversationID: `C2C${hr.userID}`, payload: { text: '你好，看到你的简历了' } });
  });

  it('pages history 15 at a time, oldest first within a page', async () => {
    // The sender's acknowledgement can come before the peer's push: the unread test below counts on all 20.
    const lastArrived = received(hr.chat, (m) => (m.payload as { text?: string }).text === '第19条');
    for (let i = 0; i < 20; i++) await sendText(c1, hr.userID, `第${i}条`);
    await lastArrived;
    const conversationID = `C2C${c1.userID}`;
    const first = (await hr.chat.getMessageList({ conversationID })).data;
    expect(first.messageList).toHaveLength(15);
    expect(first.isCompleted).toBe(false);
    expect(first.messageList.at(-1)!.payload).toEqual({ text: '第19条' });
    const sequences = first.messageList.map((m: Message) => m.sequence);
    expect(sequences).toEqual([...sequences].sort((a: number, b: number) => a - b));
    const second = (await hr.chat.getMessageList({ conversationID, nextReqMessageID: first.nextReqMessageID })).data;
    expect(second.messageList.length).toBeGreaterThanOrEqual(6);
    expect(second.messageList.at(-1)!.sequence).toBeLessThan(first.messageList[0]!.sequence);
  });

  it('counts unread and clears them with setMessageRead; the sender learns it was read', async () => {
    const conversationID = `C2C${c1.userID}`;
    const conversation = await conversationWhen(hr.chat, conversationID, (c) => c.unreadCount >= 20);
    expect(conversation.unreadCount).toBeGreaterThanOrEqual(20);
    expect(hr.chat.getTotalUnreadMessageCount()).toBeGreaterThanOrEqual(20);
    const readByPeer = nextEvent(c1.chat, EVENT.MESSAGE_READ_BY_PEER);
    await hr.chat.setMessageRead({ conversationID });
    await readByPeer;
    expect((await hr.chat.getConversationProfile(conversationID)).data.conversation.unreadCount).toBe(0);
    const own = (await c1.chat.getMessageList({ conversationID: `C2C${hr.userID}` })).data.messageList;
    expect(own.filter((m: Message) => m.flow === 'out').every((m: Message) => m.isPeerRead)).toBe(true);
  });

  it('sends an image with upload progress, and the peer gets its URL', async () => {
    const progress: number[] = [];
    const file = new File([PNG], '头像.png', { type: 'image/png' });
    const message = hr.chat.createImageMessage({
      to: c1.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { file },
      onProgress: (p: number) => progress.push(p),
    });
    const arrival = received(c1.chat, (m) => m.ID === message.ID);
    await hr.chat.sendMessage(message);
    expect(progress.at(-1)).toBe(1);
    const got = await arrival;
    expect(got.type).toBe(TYPES.MSG_IMAGE);
    const url = (got.payload as { imageInfoArray: { url: string }[] }).imageInfoArray[0]!.url;
    const image = await fetch(new URL(url, live.origin));
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('sends custom, face and location messages with their payloads', async () => {
    const custom = hr.chat.createCustomMessage({
      to: c1.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { data: JSON.stringify({ businessID: 'interview', interview: { id: 1 } }), description: '面试邀请', extension: '' },
    });
    const face = hr.chat.createFaceMessage({ to: c1.userID, conversationType: TYPES.CONV_C2C, payload: { index: 1, data: 'smile' } });
    const location = hr.chat.createLocationMessage({
      to: c1.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { description: '深圳湾', longitude: 113.95, latitude: 22.52 },
    });
    for (const m of [custom, face, location]) {
      const arrival = received(c1.chat, (x) => x.ID === m.ID);
      await hr.chat.sendMessage(m);
      expect((await arrival).payload).toMatchObject(m.payload as object);
    }
  });

  it('refuses a text over 12 KB with 8001 and marks it failed', async () => {
    const message = hr.chat.createTextMessage({ to: c1.userID, conversationType: TYPES.CONV_C2C, payload: { text: '字'.repeat(5000) } });
    await expect(hr.chat.sendMessage(message)).rejects.toMatchObject({ code: 8001 });
    expect(message.status).toBe('fail');
  });

  it('revokes for everyone', async () => {
    const sent = await sendText(hr, c1.userID, '发错了');
    const revoked = nextEvent<Message[]>(c1.chat, EVENT.MESSAGE_REVOKED, (list) => list.some((m) => m.ID === sent.ID));
    await hr.chat.revokeMessage(sent);
    const [got] = (await revoked).filter((m) => m.ID === sent.ID);
    expect(got).toMatchObject({ isRevoked: true, revoker: hr.userID });
  });

  it('deletes for the deleting user only', async () => {
    const sent = await sendText(hr, c1.userID, '只删我这边');
    await hr.chat.deleteMessage([sent]);
    const mine = (await hr.chat.getMessageList({ conversationID: `C2C${c1.userID}` })).data.messageList;
    expect(mine.map((m: Message) => m.ID)).not.toContain(sent.ID);
    const theirs = (await c1.chat.getMessageList({ conversationID: `C2C${hr.userID}` })).data.messageList;
    expect(theirs.map((m: Message) => m.ID)).toContain(sent.ID);
  });

  it('delivers typing to the online peer and never stores it', async () => {
    const typing = hr.chat.createCustomMessage({
      to: c1.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { data: JSON.stringify({ businessID: 'user_typing_status', typingStatus: 1 }), description: '', extension: '' },
    });
    const arrival = received(c1.chat, (m) => m.ID === typing.ID);
    await hr.chat.sendMessage(typing, { onlineUserOnly: true });
    await arrival;
    const history = (await c1.chat.getMessageList({ conversationID: `C2C${hr.userID}` })).data.messageList;
    expect(history.map((m: Message) => m.ID)).not.toContain(typing.ID);
  });

  it('creates a group, delivers to members, and counts group read receipts', async () => {
    const c2 = await engineFor(live, 'demo_c2');
    try {
      const { group } = (await hr.chat.createGroup({ name: '前端岗位沟通', type: TYPES.GRP_WORK, memberList: [{ userID: c1.userID }, { userID: c2.userID }] }))
        .data;
      const groupID = group.groupID;
      const message = hr.chat.createTextMessage({ to: groupID, conversationType: TYPES.CONV_GROUP, payload: { text: '欢迎两位' }, needReadReceipt: true });
      const atC1 = received(c1.chat, (m) => m.ID === message.ID);
      const atC2 = received(c2.chat, (m) => m.ID === message.ID);
      await hr.chat.sendMessage(message);
      const got = await atC1;
      await atC2;
      expect(got.conversationID).toBe(`GROUP${groupID}`);
      const receipt = nextEvent(hr.chat, EVENT.MESSAGE_READ_RECEIPT_RECEIVED);
      await c1.chat.sendMessageReadReceipt([got]);
      await receipt;
      const [withInfo] = (await hr.chat.getMessageReadReceiptList([message])).data.messageList;
      expect(withInfo!.readReceiptInfo).toMatchObject({ readCount: 1, unreadCount: 1 });
      const readers = (await hr.chat.getGroupMessageReadMemberList({ message, filter: 0, cursor: '', count: 100 })).data;
      expect(readers.readUserInfoList.map((u: { userID: string }) => u.userID)).toEqual([c1.userID]);
      const unread = (await hr.chat.getGroupMessageReadMemberList({ message, filter: 1, cursor: '', count: 100 })).data;
      expect(unread.unreadUserInfoList.map((u: { userID: string }) => u.userID)).toEqual([c2.userID]);
    } finally {
      await c2.chat.logout();
    }
  });

  it('keeps the first login when the same user logs in again (several instances by default)', async () => {
    const first = await engineFor(live, 'demo_c3');
    const kicked: unknown[] = [];
    first.chat.on(EVENT.KICKED_OUT, (event: unknown) => void kicked.push(event));
    const second = await engineFor(live, 'demo_c3');
    expect(second.chat.isReady()).toBe(true);
    // Both are still connected (a kicked one would answer 2024): what one sends, the other sees.
    const atSecond = received(second.chat, (m) => m.from === first.userID);
    await sendText(first, hr.userID, 'from the other tab');
    expect((await atSecond).payload).toEqual({ text: 'from the other tab' });
    expect(kicked).toEqual([]);
    await Promise.all([first.chat.logout(), second.chat.logout()]);
  });
});
