import type { WireGroup, WireMessage } from '../src/chat/protocol';
import { ChatClient, loggedIn, newId } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Group administration over the real WebSocket and database: joining and applications, members,
// roles, mutes, profile, dismissing and quitting, and the group tips each change leaves.

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;
let c2: ChatClient;
let c3: ChatClient;
let c4: ChatClient;
const everyone = () => [hr, c1, c2, c3, c4];

beforeAll(async () => {
  server = await startTestServer();
  [hr, c1, c2, c3, c4] = (await Promise.all(['demo_hr', 'demo_c1', 'demo_c2', 'demo_c3', 'demo_c4'].map((u) => loggedIn(server, u)))) as [
    ChatClient,
    ChatClient,
    ChatClient,
    ChatClient,
    ChatClient,
  ];
});
afterEach(() => everyone().forEach((c) => c.drain()));
afterAll(async () => {
  await Promise.all(everyone().map((c) => c.close()));
  await server.close();
});

let names = 0;
const create = async (type: WireGroup['type'], members: ChatClient[], extra: Record<string, unknown> = {}): Promise<WireGroup> =>
  (await hr.request('createGroup', { name: `admin_${type}_${++names}`, type, memberList: members.map((m) => m.userID), ...extra })).group;
const say = async (from: ChatClient, groupID: string, body: string) =>
  (await from.request('sendMessage', { message: { ID: newId(), conversationType: 'GROUP', to: groupID, type: 'TIMTextElem', payload: { text: body } } }))
    .message;
/** The next tip of this type in the group (by `operatorID` when given: a new group's invitation tip is one too). */
const tipIn = (client: ChatClient, groupID: string, operationType: number, operatorID?: string) =>
  client
    .next('messageReceived', (d) =>
      d.messageList.some(
        (m) =>
          m.to === groupID &&
          m.type === 'TIMGroupTipElem' &&
          m.payload.operationType === operationType &&
          (operatorID === undefined || m.payload.operatorID === operatorID),
      ),
    )
    .then((d) => d.messageList.find((m) => m.type === 'TIMGroupTipElem')!);
const history = async (client: ChatClient, groupID: string) =>
  (await client.request('getMessageList', { conversationID: `GROUP${groupID}`, count: 15 })).messageList;
const conversationOf = async (client: ChatClient, groupID: string) =>
  (await client.request('getConversationList', {})).conversationList.find((c) => c.conversationID === `GROUP${groupID}`);

describe('finding and joining groups', () => {
  it('looks a group up for non-members, except Work groups', async () => {
    const group = await create('Public', [c1]);
    const { group: found } = await c3.request('searchGroupByID', { groupID: group.groupID });
    expect(found).toMatchObject({ groupID: group.groupID, name: group.name, type: 'Public', ownerID: hr.userID, memberCount: 2, joinOption: 'NeedPermission' });
    expect(found.selfInfo).toBeUndefined();
    expect((await c1.request('searchGroupByID', { groupID: group.groupID })).group.selfInfo).toEqual({ userID: c1.userID, role: 'Member' });
    const work = await create('Private', [c1]);
    expect(await c3.failure('searchGroupByID', { groupID: work.groupID })).toBe(10010);
    expect(await c3.failure('searchGroupByID', { groupID: 'no_such_group' })).toBe(10010);
  });

  it('asks the owner and admins of a Public group, who agree; the applicant joins with a tip', async () => {
    const group = await create('Public', [c1, c2]);
    await hr.request('setGroupMemberRole', { groupID: group.groupID, userID: c1.userID, role: 'Admin' });
    expect(await c3.request('joinGroup', { groupID: group.groupID, applyMessage: '我想加入' })).toEqual({ status: 'WaitAdminApproval' });

    const pushed = await hr.next('groupApplicationReceived', (d) => d.application.groupID === group.groupID);
    expect((await c1.next('groupApplicationReceived', (d) => d.application.groupID === group.groupID)).application.applicant).toBe(c3.userID);
    expect(c2.received('groupApplicationReceived')).toEqual([]);
    const { applicationList } = await hr.request('getGroupApplicationList', {});
    const application = applicationList.find((a) => a.groupID === group.groupID)!;
    expect(application).toEqual(pushed.application);
    expect(application).toMatchObject({
      applicant: c3.userID,
      applicantNick: expect.any(String),
      groupName: group.name,
      applicationType: 0,
      userID: '',
      note: '我想加入',
    });
    expect((await c2.request('getGroupApplicationList', {})).applicationList).toEqual([]);
    expect(await c3.failure('getMessageList', { conversationID: `GROUP${group.groupID}`, count: 15 })).toBe(10007);

    const { group: after } = await c1.request('handleGroupApplication', { groupID: group.groupID, applicant: c3.userID, handleAction: 'Agree' });
    expect(after.memberCount).toBe(4);
    expect(await c3.next('groupApplicationHandled', (d) => d.groupID === group.groupID)).toEqual({
      groupID: group.groupID,
      applicant: c3.userID,
      handleAction: 'Agree',
      handler: c1.userID,
      handleMessage: '',
    });
    const listed = await c3.next('groupListChanged', (d) => d.updated.some((g) => g.groupID === group.groupID));
    expect(listed.updated[0]).toMatchObject({ memberCount: 4, selfInfo: { userID: c3.userID, role: 'Member' } });
    const tip = await tipIn(c2, group.groupID, 1, c3.userID);
    expect(tip.payload).toMatchObject({ operatorID: c3.userID, operationType: 1, userIDList: [c3.userID], groupProfile: { groupID: group.groupID } });
    expect(await c3.request('joinGroup', { groupID: group.groupID })).toEqual({ status: 'AlreadyInGroup' });
    expect(await hr.failure('handleGroupApplication', { groupID: group.groupID, applicant: c3.userID, handleAction: 'Agree' })).toBe(10024);
    expect((await hr.request('getGroupApplicationList', {})).applicationList.filter((a) => a.groupID === group.groupID)).toEqual([]);
  });

  it('tells a rejected applicant, who stays out and may apply again', async () => {
    const group = await create('Community', [c1], { joinOption: 'NeedPermission' });
    expect((await c4.request('joinGroup', { groupID: group.groupID })).status).toBe('WaitAdminApproval');
    await hr.request('handleGroupApplication', { groupID: group.groupID, applicant: c4.userID, handleAction: 'Reject', handleMessage: '名额已满' });
    expect(await c4.next('groupApplicationHandled', (d) => d.groupID === group.groupID)).toMatchObject({ handleAction: 'Reject', handleMessage: '名额已满' });
    expect(await c4.failure('getGroupProfile', { groupID: group.groupID })).toBe(10007);
    expect((await c4.request('joinGroup', { groupID: group.groupID })).status).toBe('WaitAdminApproval');
  });

  it('joins free groups at once; Meeting members see earlier messages, other types only later ones', async () => {
    for (const type of ['ChatRoom', 'Public', 'Community', 'AVChatRoom'] as const) {
      const group = await create(type, [c1], { joinOption: 'FreeAccess' });
      const before = await say(hr, group.groupID, `before ${type}`);
      const joined = await c4.request('joinGroup', { groupID: group.groupID });
      expect(joined).toMatchObject({ status: 'JoinedSuccess', group: { groupID: group.groupID, memberCount: 3, selfInfo: { role: 'Member' } } });
      const after = await say(hr, group.groupID, `after ${type}`);
      const seen = (await history(c4, group.groupID)).map((m) => m.ID);
      if (type === 'AVChatRoom')
        expect(seen).toEqual([]); // live groups keep no history
      else if (type === 'ChatRoom') expect(seen).toEqual(expect.arrayContaining([before.ID, after.ID]));
      else {
        expect(seen).toContain(after.ID);
        expect(seen).not.toContain(before.ID);
      }
    }
  });

  it('refuses applications to Work groups and to groups that take none (10007)', async () => {
    expect(await c4.failure('joinGroup', { groupID: (await create('Private', [c1])).groupID })).toBe(10007);
    expect(await c4.failure('joinGroup', { groupID: (await create('Public', [c1], { joinOption: 'DisableApply' })).groupID })).toBe(10007);
    expect(await c4.failure('joinGroup', { groupID: 'no_such_group' })).toBe(10010);
  });
});

describe('members', () => {
  it('adds members with the SDK result lists; any member adds to a Work group', async () => {
    const group = await create('Private', [c1]);
    const result = await c1.request('addGroupMember', { groupID: group.groupID, userIDList: [c2.userID, hr.userID, 'ec_999999'] });
    expect(result).toMatchObject({ successUserIDList: [c2.userID], existedUserIDList: [hr.userID], failureUserIDList: ['ec_999999'], overLimitUserIDList: [] });
    expect(result.group.memberCount).toBe(3);
    expect((await tipIn(hr, group.groupID, 1, c1.userID)).payload).toMatchObject({ operatorID: c1.userID, userIDList: [c2.userID] });
    const joined = await c2.next('groupListChanged', (d) => d.updated.some((g) => g.groupID === group.groupID));
    expect(joined.updated[0]!.selfInfo.role).toBe('Member');
    expect((await conversationOf(c2, group.groupID))?.lastMessage?.type).toBe('TIMGroupTipElem');
  });

  it('refuses to pass the member cap with the group-full code (10014)', async () => {
    const group = await create('Private', [c1]);
    const filler = Array.from({ length: 197 }, (_, i) => ({ groupId: group.groupID, userId: `ec_filler_${i}`, role: 'Member' as const }));
    await server.database.db.insertInto('chatGroupMembers').values(filler).execute();
    await hr.request('addGroupMember', { groupID: group.groupID, userIDList: [c2.userID] }); // the 200th
    expect(await hr.failure('addGroupMember', { groupID: group.groupID, userIDList: [c3.userID] })).toBe(10014);
    const meeting = await create('ChatRoom', []);
    await server.database.db
      .insertInto('chatGroupMembers')
      .values(Array.from({ length: 5999 }, (_, i) => ({ groupId: meeting.groupID, userId: `ec_filler_${i}`, role: 'Member' as const })))
      .execute();
    expect(await c3.failure('joinGroup', { groupID: meeting.groupID })).toBe(10014);
  });

  it('removes a member, who learns it, keeps a frozen conversation and can no longer read or send', async () => {
    const group = await create('Public', [c1, c2]);
    await say(c1, group.groupID, 'hello');
    expect(await hr.failure('deleteGroupMember', { groupID: group.groupID, userIDList: [c3.userID] })).toBe(2623);
    const removed = await hr.request('deleteGroupMember', { groupID: group.groupID, userIDList: [c2.userID], reason: 'bye' });
    expect(removed).toMatchObject({ userIDList: [c2.userID], group: { memberCount: 2 } });
    expect((await tipIn(c2, group.groupID, 3)).payload).toMatchObject({ operatorID: hr.userID, userIDList: [c2.userID] });
    expect(await c2.next('groupListChanged', (d) => d.removed.length > 0)).toEqual({ updated: [], removed: [{ groupID: group.groupID, reason: 'kicked' }] });
    expect(await c2.failure('getMessageList', { conversationID: `GROUP${group.groupID}`, count: 15 })).toBe(10007);
    expect(
      await c2.failure('sendMessage', {
        message: { ID: newId(), conversationType: 'GROUP', to: group.groupID, type: 'TIMTextElem', payload: { text: 'still here?' } },
      }),
    ).toBe(10007);
    // Listed under the group's name, which no group list gives them any more; 10007 says why.
    expect(await conversationOf(c2, group.groupID)).toMatchObject({ unreadCount: 0, lastMessage: null, formerGroup: { name: group.name } });
    expect((await conversationOf(c1, group.groupID))?.formerGroup).toBeUndefined();
    expect(await c2.failure('getGroupProfile', { groupID: group.groupID })).toBe(10007);
    expect((await c2.request('getGroupList', {})).groupList.map((g) => g.groupID)).not.toContain(group.groupID);
    // What the group says after that is not for them.
    const later = await say(hr, group.groupID, 'after the kick');
    await c1.next('messageReceived', (d) => d.messageList.some((m) => m.ID === later.ID));
    expect(
      c2
        .received('messageReceived')
        .flatMap((d) => d.messageList)
        .map((m) => m.ID),
    ).not.toContain(later.ID);
  });

  it('lets members quit but not the owner (10009), except of a Work group', async () => {
    const group = await create('Public', [c1, c2]);
    expect(await hr.failure('quitGroup', { groupID: group.groupID })).toBe(10009);
    expect(await c1.request('quitGroup', { groupID: group.groupID })).toEqual({ groupID: group.groupID });
    expect((await tipIn(c2, group.groupID, 2)).payload).toMatchObject({ operatorID: c1.userID, userIDList: [c1.userID] });
    expect(await c1.failure('quitGroup', { groupID: group.groupID })).toBe(10007);
    expect((await conversationOf(c1, group.groupID))?.formerGroup).toEqual({ name: group.name });
    const work = await create('Private', [c1]);
    await hr.request('quitGroup', { groupID: work.groupID });
    expect((await c1.request('getGroupProfile', { groupID: work.groupID })).group).toMatchObject({ ownerID: '', memberCount: 1 });
    await c1.request('quitGroup', { groupID: work.groupID });
    expect(await c1.failure('searchGroupByID', { groupID: work.groupID })).toBe(10010);
  });

  it('reads member profiles and searches members of the caller’s groups', async () => {
    const group = await create('Public', [c1, c2]);
    const { memberList } = await c1.request('getGroupMemberProfile', { groupID: group.groupID, userIDList: [hr.userID, c2.userID, c3.userID] });
    expect(memberList.map((m) => [m.userID, m.role])).toEqual([
      [hr.userID, 'Owner'],
      [c2.userID, 'Member'],
    ]);
    expect(await c3.failure('getGroupMemberProfile', { groupID: group.groupID, userIDList: [hr.userID] })).toBe(10007);

    const found = await c1.request('searchCloudGroupMembers', { keywordList: [c2.userID], groupIDList: [group.groupID] });
    expect(found).toEqual({
      searchResultList: [
        {
          groupInfo: { groupID: group.groupID, name: group.name, type: 'Public', avatar: '' },
          memberList: [{ userID: c2.userID, nick: expect.any(String), nameCard: '', avatar: expect.any(String) }],
        },
      ],
      totalCount: 1,
      cursor: '',
    });
    const nick = found.searchResultList[0]!.memberList[0]!.nick;
    const byNick = await c1.request('searchCloudGroupMembers', { keywordList: [nick.toUpperCase()], groupIDList: [group.groupID] });
    expect(byNick.searchResultList[0]?.memberList.map((m) => m.userID)).toContain(c2.userID);
    expect((await c3.request('searchCloudGroupMembers', { keywordList: [c2.userID], groupIDList: [group.groupID] })).totalCount).toBe(0);
    const paged = await c1.request('searchCloudGroupMembers', { keywordList: ['ec_'], groupIDList: [group.groupID], count: 2 });
    expect(paged).toMatchObject({ totalCount: 3, cursor: '2' });
    const rest = await c1.request('searchCloudGroupMembers', { keywordList: ['ec_'], groupIDList: [group.groupID], count: 2, cursor: paged.cursor });
    expect(rest.cursor).toBe('');
    expect(rest.searchResultList[0]!.memberList).toHaveLength(1);
  });
});

describe('roles and mutes', () => {
  it('makes and unmakes admins with tips, and transfers ownership', async () => {
    const group = await create('Public', [c1, c2]);
    const { member } = await hr.request('setGroupMemberRole', { groupID: group.groupID, userID: c1.userID, role: 'Admin' });
    expect(member).toMatchObject({ userID: c1.userID, role: 'Admin' });
    expect((await tipIn(c2, group.groupID, 4)).payload.userIDList).toEqual([c1.userID]);
    expect((await c1.next('groupListChanged', (d) => d.updated.some((g) => g.selfInfo.role === 'Admin'))).updated[0]!.groupID).toBe(group.groupID);
    await hr.request('setGroupMemberRole', { groupID: group.groupID, userID: c1.userID, role: 'Member' });
    await tipIn(c2, group.groupID, 5);
    expect(await hr.failure('setGroupMemberRole', { groupID: group.groupID, userID: c1.userID, role: 'Owner' })).toBe(2683);
    expect(await hr.failure('setGroupMemberRole', { groupID: group.groupID, userID: hr.userID, role: 'Member' })).toBe(2684);

    expect(await hr.failure('changeGroupOwner', { groupID: group.groupID, newOwnerID: c3.userID })).toBe(2623);
    expect(await hr.failure('changeGroupOwner', { groupID: group.groupID, newOwnerID: hr.userID })).toBe(2621);
    const { group: after } = await hr.request('changeGroupOwner', { groupID: group.groupID, newOwnerID: c2.userID });
    expect(after).toMatchObject({ ownerID: c2.userID, selfInfo: { role: 'Member' } });
    expect((await tipIn(c1, group.groupID, 6)).payload).toMatchObject({ operatorID: hr.userID, newGroupProfile: { ownerID: c2.userID } });
    expect((await c2.request('getGroupProfile', { groupID: group.groupID })).group.selfInfo.role).toBe('Owner');
    expect(await hr.failure('dismissGroup', { groupID: group.groupID })).toBe(10007);
  });

  it('mutes for 30 days and lifts it; a muted member cannot send (10017)', async () => {
    const group = await create('Public', [c1, c2]);
    const { member } = await hr.request('setGroupMemberMuteTime', { groupID: group.groupID, userID: c2.userID, muteTime: 2592000 });
    const now = Math.floor(Date.now() / 1000);
    expect(member.muteUntil).toBeGreaterThanOrEqual(now + 2592000 - 5);
    expect(member.muteUntil).toBeLessThanOrEqual(now + 2592000 + 5);
    // The member's nickname rides along, so readers see 小x被禁言, not ec_12被禁言.
    const [c2Profile] = (await c1.request('getUserProfile', { userIDList: [c2.userID] })).profileList;
    expect(c2Profile!.nick).not.toBe('');
    expect((await tipIn(c1, group.groupID, 7)).payload).toMatchObject({
      userIDList: [c2.userID],
      memberList: [{ userID: c2.userID, muteTime: 2592000, nick: c2Profile!.nick }],
    });
    expect(
      await c2.failure('sendMessage', { message: { ID: newId(), conversationType: 'GROUP', to: group.groupID, type: 'TIMTextElem', payload: { text: 'x' } } }),
    ).toBe(10017);
    const listed = await c1.request('getGroupMemberList', { groupID: group.groupID, count: 100, offset: 0 });
    expect(listed.memberList.find((m) => m.userID === c2.userID)!.muteUntil).toBe(member.muteUntil);
    await hr.request('setGroupMemberMuteTime', { groupID: group.groupID, userID: c2.userID, muteTime: 0 });
    await say(c2, group.groupID, 'free again');
    expect(await hr.failure('setGroupMemberMuteTime', { groupID: group.groupID, userID: hr.userID, muteTime: 60 })).toBe(2685);
  });

  it('mutes everyone but the owner and admins with muteAllMembers', async () => {
    const group = await create('Public', [c1, c2]);
    await hr.request('setGroupMemberRole', { groupID: group.groupID, userID: c1.userID, role: 'Admin' });
    const { group: muted } = await c1.request('updateGroupProfile', { groupID: group.groupID, muteAllMembers: true });
    expect(muted.muteAllMembers).toBe(true);
    expect((await tipIn(c2, group.groupID, 6)).payload.newGroupProfile).toEqual({ muteAllMembers: true });
    expect(
      await c2.failure('sendMessage', { message: { ID: newId(), conversationType: 'GROUP', to: group.groupID, type: 'TIMTextElem', payload: { text: 'x' } } }),
    ).toBe(10017);
    await say(c1, group.groupID, 'admins speak');
    await say(hr, group.groupID, 'owners speak');
    await hr.request('updateGroupProfile', { groupID: group.groupID, muteAllMembers: false });
    await say(c2, group.groupID, 'members speak again');
  });
});

describe('profile, dismissing, tips', () => {
  it('changes one field at a time with a tip each, and checks name and notification', async () => {
    const group = await create('Public', [c1]);
    const { group: renamed } = await hr.request('updateGroupProfile', { groupID: group.groupID, name: '新名字_2' });
    expect(renamed.name).toBe('新名字_2');
    expect((await tipIn(c1, group.groupID, 6)).payload).toMatchObject({ operatorID: hr.userID, newGroupProfile: { groupName: '新名字_2' } });
    expect((await c1.next('groupListChanged', (d) => d.updated.some((g) => g.name === '新名字_2'))).updated[0]!.groupID).toBe(group.groupID);
    await hr.request('updateGroupProfile', { groupID: group.groupID, notification: '公告'.repeat(75) });
    expect((await tipIn(c1, group.groupID, 6)).payload.newGroupProfile).toEqual({ notification: '公告'.repeat(75) });
    const tooLong = await hr.call('updateGroupProfile', { groupID: group.groupID, notification: 'x'.repeat(151) });
    expect(tooLong.error).toEqual({ code: 2000, message: 'notification: 群公告字数超出限制，最大长度为150' });
    for (const name of ['', 'a', 'has space', 'x'.repeat(21)]) expect(await hr.failure('updateGroupProfile', { groupID: group.groupID, name })).toBe(2000);
    expect((await hr.call('updateGroupProfile', { groupID: group.groupID, name: '' })).error!.message).toMatch(/群名称不能为空/);
    expect(await hr.failure('updateGroupProfile', { groupID: group.groupID })).toBe(2000);
    await hr.request('updateGroupProfile', { groupID: group.groupID, introduction: 'intro', avatar: 'https://example.com/a.png', joinOption: 'FreeAccess' });
    expect((await c1.request('getGroupProfile', { groupID: group.groupID })).group).toMatchObject({
      introduction: 'intro',
      avatar: 'https://example.com/a.png',
      joinOption: 'FreeAccess',
    });
  });

  it('dismisses: members lose the group and its messages; a new group with the same ID starts empty', async () => {
    const group = await create('Public', [c1, c2], { groupID: 'dismiss_me' });
    await say(c1, group.groupID, 'last words');
    expect(await hr.request('dismissGroup', { groupID: group.groupID })).toEqual({ groupID: group.groupID });
    for (const member of [c1, c2]) {
      expect(await member.next('groupListChanged', (d) => d.removed.length > 0)).toEqual({
        updated: [],
        removed: [{ groupID: group.groupID, reason: 'dismissed' }],
      });
    }
    expect(await c1.failure('getGroupProfile', { groupID: group.groupID })).toBe(10010);
    expect(
      await c1.failure('sendMessage', { message: { ID: newId(), conversationType: 'GROUP', to: group.groupID, type: 'TIMTextElem', payload: { text: 'x' } } }),
    ).toBe(10010);
    // The group's row is gone; its members' conversations keep its name.
    for (const member of [hr, c1, c2])
      expect(await conversationOf(member, group.groupID)).toMatchObject({ lastMessage: null, formerGroup: { name: group.name } });
    await create('ChatRoom', [c1], { groupID: 'dismiss_me' });
    // Only the new group's creation notice and invitation tip.
    expect((await history(c1, 'dismiss_me')).map((m) => m.type)).toEqual(['TIMCustomElem', 'TIMGroupTipElem']);
    expect((await conversationOf(c1, 'dismiss_me'))?.formerGroup).toBeUndefined();
  });

  it('stores tips in the conversation sequence: synced, counted unread, paged with messages', async () => {
    const group = await create('Public', [c1, c2]);
    await c2.request('setMessageRead', { conversationID: `GROUP${group.groupID}` });
    const first = await say(hr, group.groupID, 'one');
    await hr.request('updateGroupProfile', { groupID: group.groupID, notification: 'read me' });
    const tip = await tipIn(c2, group.groupID, 6);
    const last = await say(hr, group.groupID, 'two');
    expect([first.sequence + 1, first.sequence + 2]).toEqual([tip.sequence, last.sequence]);
    expect(tip.syncSeq).toBeGreaterThan(first.syncSeq);
    expect(tip).toMatchObject({ type: 'TIMGroupTipElem', from: hr.userID, to: group.groupID, conversationType: 'GROUP' });
    const synced = await c2.request('sync', { cursor: first.syncSeq, count: 200 });
    expect(synced.messageList.map((m: WireMessage) => m.ID)).toEqual([tip.ID, last.ID]);
    expect((await history(c2, group.groupID)).map((m) => m.ID).slice(-3)).toEqual([first.ID, tip.ID, last.ID]);
    expect((await conversationOf(c2, group.groupID))!.unreadCount).toBe(3);
  });
});
