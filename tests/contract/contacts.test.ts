import { EVENT, TYPES, type ChatEngine, type Conversation, type Friend, type FriendApplicationList } from '../../packages/chat-widget/src/engine';
import { engineFor, nextEvent, startLiveServer, type LiveServer } from './live-server';

// Contacts through the local engine against the real chat service: every method, rule and code.
type Engine = { chat: ChatEngine; userID: string };
let live: LiveServer;
const engines = new Map<string, Engine>();

beforeAll(async () => {
  live = await startLiveServer({ CHAT_CUSTOMER_SERVICE_IDS: 'administrator,nobody_here' });
}, 60_000);

afterAll(async () => {
  for (const { chat } of engines.values()) await chat.logout().catch(() => undefined);
  await live?.close();
});

async function as(username: string): Promise<Engine> {
  let engine = engines.get(username);
  if (!engine) engines.set(username, (engine = await engineFor(live, username)));
  return engine;
}

/** The SDK-shaped rejection's code. */
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: number }) => error.code,
  );

const applications = (e: Engine, accept: (d: FriendApplicationList) => boolean) =>
  nextEvent<FriendApplicationList>(e.chat, EVENT.FRIEND_APPLICATION_LIST_UPDATED, accept);
const friends = (e: Engine, accept: (d: Friend[]) => boolean) => nextEvent<Friend[]>(e.chat, EVENT.FRIEND_LIST_UPDATED, accept);
const relation = async (a: Engine, b: Engine) =>
  (await a.chat.checkFriend({ userIDList: [b.userID], type: TYPES.SNS_CHECK_TYPE_BOTH })).data.successUserIDList[0]!.relation;

async function befriend(a: Engine, b: Engine): Promise<void> {
  await a.chat.addFriend({ to: b.userID, source: 'AddSource_Type_web' });
  await b.chat.acceptFriendApplication({ userID: a.userID, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD });
}

describe('friend applications', () => {
  it('addFriend leaves an application (code 30539) that both sides hear of; accepting makes friends both ways', async () => {
    const [a, b] = [await as('demo_c1'), await as('demo_c2')];
    const received = applications(b, (d) => d.friendApplicationList.length === 1);
    const sent = applications(a, (d) => d.friendApplicationList.length === 1);
    const { code, data } = await a.chat.addFriend({ to: b.userID, source: 'AddSource_Type_web', wording: '您好，我是求职者', remark: '招聘官' });
    expect(code).toBe(0);
    expect(data).toEqual({ userID: b.userID, code: 30539, message: expect.any(String) });
    expect(await received).toEqual({
      unreadCount: 1,
      friendApplicationList: [
        {
          userID: a.userID,
          nick: expect.any(String),
          avatar: expect.any(String),
          time: expect.any(Number),
          source: 'AddSource_Type_web',
          wording: '您好，我是求职者',
          type: TYPES.SNS_APPLICATION_SENT_TO_ME,
        },
      ],
    });
    expect((await sent).friendApplicationList[0]).toMatchObject({ userID: b.userID, type: TYPES.SNS_APPLICATION_SENT_BY_ME });
    expect((await b.chat.getFriendApplicationList()).data.unreadCount).toBe(1);
    expect(await relation(a, b)).toBe(TYPES.SNS_TYPE_NO_RELATION);

    const read = applications(b, (d) => d.unreadCount === 0);
    await b.chat.setFriendApplicationRead();
    await read;

    const aFriends = friends(a, (list) => list.some((f) => f.userID === b.userID));
    const bFriends = friends(b, (list) => list.some((f) => f.userID === a.userID));
    expect(await b.chat.acceptFriendApplication({ userID: a.userID, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD })).toEqual({ code: 0, data: {} });
    const mine = (await aFriends).find((f) => f.userID === b.userID)!;
    expect(mine).toMatchObject({ remark: '招聘官', source: 'AddSource_Type_web', wording: '您好，我是求职者', groupList: [], friendCustomField: [] });
    expect(mine.profile).toMatchObject({ userID: b.userID, nick: expect.any(String), allowType: expect.any(String) });
    expect(mine.addTime).toBeGreaterThan(0);
    await bFriends;
    expect(await relation(a, b)).toBe(TYPES.SNS_TYPE_BOTH_WAY);
    expect(await relation(b, a)).toBe(TYPES.SNS_TYPE_BOTH_WAY);
    expect((await a.chat.getFriendList()).data.map((f) => f.userID)).toContain(b.userID);
    expect((await b.chat.getFriendApplicationList()).data.friendApplicationList).toEqual([]);
    expect(await codeOf(b.chat.acceptFriendApplication({ userID: a.userID, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD }))).toBe(2716);
  });

  it('refuses: the application goes on both sides; Agree alone gives one-way relations', async () => {
    const [a, b] = [await as('demo_c3'), await as('demo_c4')];
    await a.chat.addFriend({ to: b.userID, source: 'AddSource_Type_web' });
    const gone = applications(a, (d) => d.friendApplicationList.length === 0);
    await b.chat.refuseFriendApplication({ userID: a.userID });
    await gone;
    expect(await codeOf(b.chat.refuseFriendApplication({ userID: a.userID }))).toBe(2716);

    await a.chat.addFriend({ to: b.userID, source: 'AddSource_Type_web' });
    await b.chat.acceptFriendApplication({ userID: a.userID, type: TYPES.SNS_APPLICATION_AGREE });
    expect(await relation(a, b)).toBe(TYPES.SNS_TYPE_A_WITH_B);
    expect(await relation(b, a)).toBe(TYPES.SNS_TYPE_B_WITH_A);
  });

  it('refuses adding oneself or a friend (30001) and unknown users (30003)', async () => {
    const [a, b] = [await as('demo_c1'), await as('demo_c2')];
    expect(await codeOf(a.chat.addFriend({ to: a.userID, source: 'AddSource_Type_web' }))).toBe(30001);
    expect(await codeOf(a.chat.addFriend({ to: b.userID, source: 'AddSource_Type_web' }))).toBe(30001);
    expect(await codeOf(a.chat.addFriend({ to: 'ec_999999', source: 'AddSource_Type_web' }))).toBe(30003);
  });
});

describe('friends', () => {
  it('updates the remark of a mutual friend: 96 bytes, non-Latin-1 counting two, checked before sending too', async () => {
    const [a, b, c] = [await as('demo_c5'), await as('demo_c6'), await as('demo_c7')];
    await befriend(a, b);
    const updated = friends(a, (list) => list.some((f) => f.remark === '王'.repeat(48)));
    const { data } = await a.chat.updateFriend({ userID: b.userID, remark: '王'.repeat(48) });
    expect(data).toMatchObject({ userID: b.userID, remark: '王'.repeat(48), profile: { userID: b.userID } });
    await updated;
    expect(await codeOf(a.chat.updateFriend({ userID: b.userID, remark: '王'.repeat(49) }))).toBe(30001);
    expect(await codeOf(a.chat.updateFriend({ userID: c.userID, remark: 'x' }))).toBe(2700);
    const profiles = (await a.chat.getFriendProfile({ userIDList: [b.userID, c.userID] })).data;
    expect(profiles.friendList.map((f) => f.userID)).toEqual([b.userID]);
    expect(profiles.failureUserIDList).toEqual([{ userID: c.userID, code: 2700, message: expect.any(String) }]);
  });

  it("names the one-to-one conversation by the friend's remark (the SDK's conversation.remark), at once and after a new login", async () => {
    const [a, b] = [await engineFor(live, 'demo_c18'), await as('demo_c19')];
    await befriend(a, b);
    const conversationID = `C2C${b.userID}`;
    const remarked = (chat: ChatEngine, remark: string) =>
      nextEvent<Conversation[]>(chat, EVENT.CONVERSATION_LIST_UPDATED, (list) => list.some((c) => c.conversationID === conversationID && c.remark === remark));
    await a.chat.sendMessage(a.chat.createTextMessage({ to: b.userID, conversationType: TYPES.CONV_C2C, payload: { text: '你好' } }));
    const named = remarked(a.chat, '面试官王');
    await a.chat.updateFriend({ userID: b.userID, remark: '面试官王' });
    await named;
    await a.chat.logout();
    const again = await engineFor(live, 'demo_c18');
    const { data } = await again.chat.getConversationList();
    expect(data.conversationList.find((c) => c.conversationID === conversationID)?.remark).toBe('面试官王');
    const cleared = remarked(again.chat, '');
    await again.chat.updateFriend({ userID: b.userID, remark: '' });
    await cleared;
    await again.chat.logout();
  });

  it('deletes both ways, telling both sides; non-friends fail with 31704', async () => {
    const [a, b, c] = [await as('demo_c8'), await as('demo_c9'), await as('demo_c10')];
    await befriend(a, b);
    const theirs = friends(b, (list) => !list.some((f) => f.userID === a.userID));
    const { data } = await a.chat.deleteFriend({ userIDList: [b.userID, c.userID] });
    expect(data).toEqual({ successUserIDList: [{ userID: b.userID }], failureUserIDList: [{ userID: c.userID, code: 31704, message: expect.any(String) }] });
    await theirs;
    expect(await relation(b, a)).toBe(TYPES.SNS_TYPE_NO_RELATION);
  });
});

describe('blacklist', () => {
  it('adds and removes, answering and emitting the list of user IDs', async () => {
    const [a, b] = [await as('demo_c11'), await as('demo_c12')];
    const emitted = nextEvent<string[]>(a.chat, EVENT.BLACKLIST_UPDATED, (list) => list.includes(b.userID));
    expect((await a.chat.addToBlacklist({ userIDList: [b.userID] })).data).toEqual([b.userID]);
    expect(await emitted).toEqual([b.userID]);
    expect((await a.chat.getBlacklist()).data).toEqual([b.userID]);
    expect(await codeOf(a.chat.addToBlacklist({ userIDList: [a.userID] }))).toBe(2742);

    // The blacklisted user's messages to the owner fail with 20007; the owner's still go.
    const refused = b.chat.createTextMessage({ to: a.userID, conversationType: TYPES.CONV_C2C, payload: { text: '在吗' } });
    expect(await codeOf(b.chat.sendMessage(refused))).toBe(20007);
    expect(refused.status).toBe('fail');
    const allowed = a.chat.createTextMessage({ to: b.userID, conversationType: TYPES.CONV_C2C, payload: { text: '请勿打扰' } });
    expect((await a.chat.sendMessage(allowed)).data.message.status).toBe('success');

    // Friend requests across the blacklist: mine 30515, theirs 30525.
    expect(await codeOf(a.chat.addFriend({ to: b.userID, source: 'AddSource_Type_web' }))).toBe(30515);
    expect(await codeOf(b.chat.addFriend({ to: a.userID, source: 'AddSource_Type_web' }))).toBe(30525);

    const cleared = nextEvent<string[]>(a.chat, EVENT.BLACKLIST_UPDATED, (list) => list.length === 0);
    expect((await a.chat.removeFromBlacklist({ userIDList: [b.userID] })).data).toEqual([]);
    await cleared;
    const again = b.chat.createTextMessage({ to: a.userID, conversationType: TYPES.CONV_C2C, payload: { text: '你好' } });
    expect((await b.chat.sendMessage(again)).data.message.status).toBe('success');
  });

  it('blacklisting a friend ends the friendship on both sides', async () => {
    const [a, b] = [await as('demo_c13'), await as('demo_c14')];
    await befriend(a, b);
    const theirs = friends(b, (list) => list.length === 0);
    await a.chat.addToBlacklist({ userIDList: [b.userID] });
    await theirs;
    expect(await relation(a, b)).toBe(TYPES.SNS_TYPE_NO_RELATION);
  });
});

describe('looking users up', () => {
  it('answers an empty profile list for an unknown user ID: the widget shows 该用户不存在', async () => {
    const a = await as('demo_c15');
    expect((await a.chat.getUserProfile({ userIDList: ['ec_999999'] })).data).toEqual([]);
    expect((await a.chat.getUserProfile({ userIDList: [(await as('demo_c16')).userID] })).data).toHaveLength(1);
  });

  it('lists the configured customer-service accounts that exist (an extension of the SDK)', async () => {
    const { data } = await (await as('demo_c15')).chat.getCustomerServiceList();
    expect(data).toEqual([expect.objectContaining({ userID: 'administrator', nick: 'administrator' })]);
  });
});

describe('checks made before sending', () => {
  it('refuses a long remark or wording with 30001 even without a connection', async () => {
    const a = await as('demo_c17');
    await a.chat.logout();
    engines.delete('demo_c17');
    expect(await codeOf(a.chat.updateFriend({ userID: 'ec_1', remark: 'a'.repeat(97) }))).toBe(30001);
    expect(await codeOf(a.chat.addFriend({ to: 'ec_1', source: 'AddSource_Type_web', wording: '长'.repeat(129) }))).toBe(30001);
    expect(await codeOf(a.chat.updateFriend({ userID: 'ec_1', remark: 'ok' }))).toBe(2024);
  });
});
