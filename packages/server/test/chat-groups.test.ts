import type { WireGroup } from '../src/chat/protocol';
import { ChatClient, loggedIn, newId } from './chat-client';
import { chatId } from './fixtures';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;
let c2: ChatClient;
let c3: ChatClient;

beforeAll(async () => {
  server = await startTestServer();
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

const create = async (params: Record<string, unknown>): Promise<WireGroup> =>
  (await hr.request('createGroup', { type: 'Public', memberList: [c1.userID, c2.userID], ...params })).group;
const groupText = (groupID: string, body: string, extra: Record<string, unknown> = {}) => ({
  message: { ID: newId(), conversationType: 'GROUP', to: groupID, type: 'TIMTextElem', payload: { text: body }, ...extra },
});

describe('creating and reading groups', () => {
  it('creates a group with the caller as owner and a generated ID', async () => {
    const group = await create({ name: '前端_Team1' });
    expect(group).toMatchObject({
      name: '前端_Team1',
      type: 'Public',
      ownerID: hr.userID,
      memberCount: 3,
      joinOption: 'NeedPermission',
      muteAllMembers: false,
      selfInfo: { userID: hr.userID, role: 'Owner' },
    });
    expect(group.groupID).toMatch(/^@TGS#[0-9A-F]{10}$/);
    const { groupList } = await c1.request('getGroupList', {});
    expect(groupList.find((g) => g.groupID === group.groupID)).toMatchObject({ selfInfo: { userID: c1.userID, role: 'Member' } });
    expect((await c1.request('getGroupProfile', { groupID: group.groupID })).group.memberCount).toBe(3);
  });

  it('announces a new group to its members at once: the creation notice, then whom the creator invited', async () => {
    const group = await create({ name: '新群公告' });
    const [owner] = (await hr.request('getUserProfile', { userIDList: [hr.userID] })).profileList;
    for (const member of [c1, c2]) {
      const [created] = (await member.next('messageReceived')).messageList;
      expect(created).toMatchObject({ type: 'TIMCustomElem', from: hr.userID, to: group.groupID, conversationType: 'GROUP' });
      expect(JSON.parse((created!.payload as { data: string }).data)).toMatchObject({ businessID: 'group_create', opUser: owner!.nick });
      const [tip] = (await member.next('messageReceived')).messageList;
      expect(tip).toMatchObject({ type: 'TIMGroupTipElem', payload: { operationType: 1, operatorID: hr.userID, userIDList: [c1.userID, c2.userID] } });
      const listed = (await member.request('getConversationList', {})).conversationList.find((c) => c.conversationID === `GROUP${group.groupID}`);
      expect(listed).toMatchObject({ unreadCount: 2, lastMessage: { ID: tip!.ID } });
    }
    // A live group keeps no history: nothing is stored for it.
    const live = await create({ name: 'live', type: 'AVChatRoom', memberList: [] });
    expect((await hr.request('getConversationList', {})).conversationList.map((c) => c.conversationID)).not.toContain(`GROUP${live.groupID}`);
  });

  it('validates the name: 2-20 characters of Chinese, letters, digits, underscore', async () => {
    for (const name of ['a', '', 'x'.repeat(21), 'has space', 'emoji😀', 'dash-name']) {
      expect(await hr.failure('createGroup', { name, type: 'Public', memberList: [] })).toBe(2000);
    }
    expect((await create({ name: 'ab' })).name).toBe('ab');
    expect((await create({ name: '二十个字'.repeat(5) })).name).toHaveLength(20);
  });

  it('takes a chosen group ID once, and none for communities', async () => {
    expect((await create({ name: 'chosen', groupID: 'team_chosen' })).groupID).toBe('team_chosen');
    expect(await hr.failure('createGroup', { name: 'again', type: 'Public', groupID: 'team_chosen', memberList: [] })).toBe(10021);
    expect(await hr.failure('createGroup', { name: 'bad', type: 'Public', groupID: '@TGS#mine', memberList: [] })).toBe(2000);
    const community = await create({ name: 'community', type: 'Community', groupID: 'community_id' });
    expect(community.groupID).toMatch(/^@TGS#_/);
    expect(await hr.failure('createGroup', { name: 'ghosts', type: 'Public', memberList: ['ec_999999'] })).toBe(20003);
  });

  it('shows groups to members only', async () => {
    const group = await create({ name: 'members', memberList: [c1.userID] });
    expect(await c3.failure('getGroupProfile', { groupID: group.groupID })).toBe(10007);
    expect(await c3.failure('getGroupMemberList', { groupID: group.groupID, count: 100, offset: 0 })).toBe(10007);
    expect(await c3.failure('getGroupProfile', { groupID: 'no_such_group' })).toBe(10010);
  });

  it('pages members by offset, owner first', async () => {
    const group = await create({ name: 'paging', memberList: [c1.userID, c2.userID, c3.userID] });
    const first = await c2.request('getGroupMemberList', { groupID: group.groupID, count: 3, offset: 0 });
    expect(first.memberList[0]).toMatchObject({ userID: hr.userID, role: 'Owner', muteUntil: 0, nick: expect.any(String) });
    expect(first.memberList).toHaveLength(3);
    expect(first.offset).toBe(3);
    const second = await c2.request('getGroupMemberList', { groupID: group.groupID, count: 3, offset: 3 });
    expect(second.memberList).toHaveLength(1);
    expect(second.offset).toBe(0);
    expect(new Set([...first.memberList, ...second.memberList].map((m) => m.userID)).size).toBe(4);
  });
});

describe('group messages', () => {
  it('delivers to every member, counts unread, and refuses non-members (10007)', async () => {
    const group = await create({ name: 'chatting' });
    const { message } = await hr.request('sendMessage', groupText(group.groupID, 'hello all'));
    // After the creation notice and the invitation tip.
    expect(message).toMatchObject({ conversationType: 'GROUP', to: group.groupID, sequence: 3 });
    for (const member of [c1, c2]) await member.next('messageReceived', (data) => data.messageList[0]!.ID === message.ID);
    const list = await c1.request('getConversationList', {});
    expect(list.conversationList.find((c) => c.conversationID === `GROUP${group.groupID}`)).toMatchObject({
      unreadCount: 3,
      type: 'GROUP',
      peer: group.groupID,
    });
    expect(await c3.failure('sendMessage', groupText(group.groupID, 'let me in'))).toBe(10007);
    expect(await c3.failure('getMessageList', { conversationID: `GROUP${group.groupID}`, count: 15 })).toBe(10007);
    expect(await c3.failure('sendMessage', groupText('no_such_group', 'hi'))).toBe(10010);
    expect(c3.received('messageReceived')).toEqual([]);
    const synced = await c3.request('sync', { cursor: message.syncSeq - 1, count: 200 });
    expect(synced.messageList.map((m) => m.ID)).not.toContain(message.ID);
  });

  it('keeps muted members quiet (10017), and everyone but owner and admins under mute-all', async () => {
    const group = await create({ name: 'muting' });
    const { db } = server.database;
    await db
      .updateTable('chatGroupMembers')
      .set({ muteUntil: Math.floor(Date.now() / 1000) + 3600 })
      .where('groupId', '=', group.groupID)
      .where('userId', '=', c1.userID)
      .execute();
    expect(await c1.failure('sendMessage', groupText(group.groupID, 'muted?'))).toBe(10017);
    await c2.request('sendMessage', groupText(group.groupID, 'not muted'));
    await db
      .updateTable('chatGroupMembers')
      .set({ muteUntil: Math.floor(Date.now() / 1000) - 1 })
      .where('groupId', '=', group.groupID)
      .where('userId', '=', c1.userID)
      .execute();
    await c1.request('sendMessage', groupText(group.groupID, 'mute expired'));
    await db.updateTable('chatGroups').set({ muteAllMembers: true }).where('groupId', '=', group.groupID).execute();
    expect(await c2.failure('sendMessage', groupText(group.groupID, 'all muted'))).toBe(10017);
    await hr.request('sendMessage', groupText(group.groupID, 'the owner may speak'));
  });

  it('lists unread mentions of the reader in groupAtInfoList', async () => {
    const group = await create({ name: 'mentions' });
    const at = await hr.request('sendMessage', groupText(group.groupID, '@c1 hi', { atUserList: [c1.userID] }));
    const all = await hr.request('sendMessage', groupText(group.groupID, '@all hi', { atUserList: ['__kImSDK_MesssageAtALL__'] }));
    const find = async (client: ChatClient) =>
      (await client.request('getConversationList', {})).conversationList.find((c) => c.conversationID === `GROUP${group.groupID}`)!;
    expect((await find(c1)).groupAtInfoList).toEqual([
      { messageSequence: at.message.sequence, atTypeArray: [1] },
      { messageSequence: all.message.sequence, atTypeArray: [2] },
    ]);
    expect((await find(c2)).groupAtInfoList).toEqual([{ messageSequence: all.message.sequence, atTypeArray: [2] }]);
    await c1.request('setMessageRead', { conversationID: `GROUP${group.groupID}` });
    expect((await find(c1)).groupAtInfoList).toEqual([]);
  });

  it('revokes a group message for every member', async () => {
    const group = await create({ name: 'revoking' });
    const { message } = await c1.request('sendMessage', groupText(group.groupID, 'regret'));
    await c1.request('revokeMessage', { ID: message.ID });
    for (const member of [hr, c2])
      expect((await member.next('messageRevoked')).messageList[0]).toMatchObject({ ID: message.ID, isRevoked: true, revoker: c1.userID });
  });

  it('keeps no history in live groups', async () => {
    const group = await create({ name: 'live', type: 'AVChatRoom' });
    await hr.request('sendMessage', groupText(group.groupID, 'live now'));
    expect(await c1.request('getMessageList', { conversationID: `GROUP${group.groupID}`, count: 15 })).toEqual({
      messageList: [],
      nextReqMessageID: '',
      isCompleted: true,
    });
  });
});

describe('group read receipts', () => {
  it('counts readers, tells the sender, and lists read and unread members', async () => {
    const group = await create({ name: 'receipts', memberList: [c1.userID, c2.userID, c3.userID] });
    const { message } = await hr.request('sendMessage', groupText(group.groupID, 'please confirm', { needReadReceipt: true }));
    expect(message).toMatchObject({ needReadReceipt: true, readReceiptInfo: { readCount: 0, unreadCount: 3 } });

    await c1.request('sendMessageReadReceipt', { IDs: [message.ID] });
    expect(await hr.next('messageReadReceiptReceived')).toEqual({
      receipts: [{ ID: message.ID, conversationID: `GROUP${group.groupID}`, readCount: 1, unreadCount: 2 }],
    });
    // Sending it again changes nothing and tells nobody.
    await c1.request('sendMessageReadReceipt', { IDs: [message.ID] });
    await c2.request('sendMessageReadReceipt', { IDs: [message.ID] });
    expect((await hr.next('messageReadReceiptReceived')).receipts[0]).toMatchObject({ readCount: 2, unreadCount: 1 });
    expect(hr.received('messageReadReceiptReceived')).toEqual([]);

    const { messageList } = await hr.request('getMessageReadReceiptList', { IDs: [message.ID] });
    expect(messageList[0]!.readReceiptInfo).toEqual({ readCount: 2, unreadCount: 1 });

    const readers = await hr.request('getGroupMessageReadMemberList', { ID: message.ID, filter: 0, cursor: '', count: 100 });
    expect(readers).toEqual({ readUserIDList: [c1.userID, c2.userID].sort(), unreadUserIDList: [], cursor: '', isCompleted: true });
    const unread = await hr.request('getGroupMessageReadMemberList', { ID: message.ID, filter: 1, cursor: '', count: 100 });
    expect(unread).toEqual({ readUserIDList: [], unreadUserIDList: [c3.userID], cursor: '', isCompleted: true });

    const page1 = await hr.request('getGroupMessageReadMemberList', { ID: message.ID, filter: 0, cursor: '', count: 1 });
    expect(page1.readUserIDList).toHaveLength(1);
    expect(page1.isCompleted).toBe(false);
    const page2 = await hr.request('getGroupMessageReadMemberList', { ID: message.ID, filter: 0, cursor: page1.cursor, count: 1 });
    expect(page2.isCompleted).toBe(true);
    expect([...page1.readUserIDList, ...page2.readUserIDList].sort()).toEqual(readers.readUserIDList);
  });

  it('has no receipts in live or community groups', async () => {
    for (const type of ['AVChatRoom', 'Community']) {
      const group = await create({ name: `nr_${type}`, type });
      const { message } = await hr.request('sendMessage', groupText(group.groupID, 'x', { needReadReceipt: true }));
      expect(message.needReadReceipt).toBe(false);
      expect(message.readReceiptInfo).toBeUndefined();
    }
  });

  it('reports C2C reads through getMessageReadReceiptList', async () => {
    const c1Id = await chatId(server, 'demo_c1');
    const { message } = await hr.request('sendMessage', {
      message: { ID: newId(), conversationType: 'C2C', to: c1Id, type: 'TIMTextElem', payload: { text: 'c2c' } },
    });
    expect((await hr.request('getMessageReadReceiptList', { IDs: [message.ID] })).messageList[0]!.readReceiptInfo).toEqual({ readCount: 0, unreadCount: 1 });
    await c1.request('setMessageRead', { conversationID: `C2C${hr.userID}` });
    expect((await hr.request('getMessageReadReceiptList', { IDs: [message.ID] })).messageList[0]).toMatchObject({
      isPeerRead: true,
      readReceiptInfo: { readCount: 1, unreadCount: 0 },
    });
  });
});
