import { EVENT, TYPES, type Message } from '../../packages/chat-widget/src/engine';
import type { Conversation, Group } from '../../packages/chat-widget/src/engine/entities';
import { type LiveEngine, liveEngines, nextEvent } from './live-server';

// Group administration written against the @tencentcloud/chat surface, run on the local engine
// against the real chat service: applications, tips, mentions, mutes, removal, dismissal.
type Engine = LiveEngine;
const suite = liveEngines('demo_hr', 'demo_c1', 'demo_c2');
let hr: Engine;
let c1: Engine;
let c2: Engine;
beforeAll(() => void ({ demo_hr: hr, demo_c1: c1, demo_c2: c2 } = suite.engines));

const groupListed = (engine: Engine, accept: (list: Group[]) => boolean) => nextEvent<Group[]>(engine.chat, EVENT.GROUP_LIST_UPDATED, accept);
const tip = (engine: Engine, groupID: string, operationType: number) =>
  nextEvent<Message[]>(engine.chat, EVENT.MESSAGE_RECEIVED, (list) =>
    list.some((m) => m.to === groupID && m.type === TYPES.MSG_GRP_TIP && m.payload.operationType === operationType),
  ).then((list) => list.find((m) => m.type === TYPES.MSG_GRP_TIP)!);
const text = (from: Engine, groupID: string, body: string) =>
  from.chat.sendMessage(from.chat.createTextMessage({ to: groupID, conversationType: TYPES.CONV_GROUP, payload: { text: body } }));
const conversation = async (engine: Engine, groupID: string): Promise<Conversation> =>
  (await engine.chat.getConversationProfile(`GROUP${groupID}`)).data.conversation;

describe('group administration through the engine', () => {
  it('applies to a Public group, is approved by the owner, and joins with a tip', async () => {
    const { group } = (await hr.chat.createGroup({ name: '招聘交流群', type: TYPES.GRP_PUBLIC, memberList: [{ userID: c1.userID }] })).data;
    const found = (await c2.chat.searchGroupByID(group.groupID)).data.group;
    expect(found).toMatchObject({ groupID: group.groupID, name: '招聘交流群', joinOption: TYPES.JOIN_OPTIONS_NEED_PERMISSION, selfInfo: { userID: '' } });

    const ownerHears = groupListed(hr, () => true);
    expect((await c2.chat.joinGroup({ groupID: group.groupID, applyMessage: '请通过' })).data).toEqual({ status: TYPES.JOIN_STATUS_WAIT_APPROVAL });
    await ownerHears;
    const { applicationList } = (await hr.chat.getGroupApplicationList()).data;
    const application = applicationList.find((a) => a.groupID === group.groupID)!;
    expect(application).toMatchObject({ applicant: c2.userID, groupName: '招聘交流群', note: '请通过', applicationType: 0 });

    const joined = groupListed(c2, (list) => list.some((g) => g.groupID === group.groupID));
    const joinTip = tip(c1, group.groupID, TYPES.GRP_TIP_MBR_JOIN);
    const { group: after } = (await hr.chat.handleGroupApplication({ handleAction: 'Agree', application })).data;
    expect(after.memberCount).toBe(3);
    expect((await joined).find((g) => g.groupID === group.groupID)).toMatchObject({ selfInfo: { role: TYPES.GRP_MBR_ROLE_MEMBER }, memberCount: 3 });
    expect((await joinTip).payload).toMatchObject({ operatorID: c2.userID, userIDList: [c2.userID] });
    expect((await c2.chat.joinGroup({ groupID: group.groupID })).data.status).toBe(TYPES.JOIN_STATUS_ALREADY_IN_GROUP);
  });

  it('fills groupAtInfoList for @mentions and clears it when read', async () => {
    const { group } = (await hr.chat.createGroup({ name: '提及', type: TYPES.GRP_WORK, memberList: [{ userID: c1.userID }, { userID: c2.userID }] })).data;
    const arrived = nextEvent<Message[]>(c2.chat, EVENT.MESSAGE_RECEIVED, (list) => list.some((m) => m.to === group.groupID && m.type === TYPES.MSG_TEXT));
    const at = c1.chat.createTextAtMessage({ to: group.groupID, conversationType: TYPES.CONV_GROUP, payload: { text: '@c2 看一下', atUserList: [c2.userID] } });
    await c1.chat.sendMessage(at);
    await arrived;
    const mentioned = await conversation(c2, group.groupID);
    expect(mentioned.groupAtInfoList).toEqual([{ groupID: group.groupID, from: c1.userID, messageSequence: at.sequence, atTypeArray: [TYPES.CONV_AT_ME] }]);
    expect((await conversation(hr, group.groupID)).groupAtInfoList).toEqual([]);
    await c2.chat.setMessageRead({ conversationID: `GROUP${group.groupID}` });
    expect((await conversation(c2, group.groupID)).groupAtInfoList).toEqual([]);
  });

  it('mutes a member for 30 days (10017 on send) and lifts it', async () => {
    const { group } = (await hr.chat.createGroup({ name: '禁言', type: TYPES.GRP_PUBLIC, memberList: [{ userID: c1.userID }, { userID: c2.userID }] })).data;
    const muteTip = tip(c2, group.groupID, TYPES.GRP_TIP_MBR_PROFILE_UPDATED);
    const { member } = (await hr.chat.setGroupMemberMuteTime({ groupID: group.groupID, userID: c2.userID, muteTime: 2592000 })).data;
    expect(member.muteUntil).toBeGreaterThan(hr.chat.getServerTime() + 2592000 - 60);
    expect((await muteTip).payload).toMatchObject({ memberList: [{ userID: c2.userID, muteTime: 2592000 }] });
    await expect(text(c2, group.groupID, '我被禁言了吗')).rejects.toMatchObject({ code: 10017 });
    await hr.chat.setGroupMemberMuteTime({ groupID: group.groupID, userID: c2.userID, muteTime: 0 });
    await text(c2, group.groupID, '解除了');
    await expect(c1.chat.setGroupMemberMuteTime({ groupID: group.groupID, userID: c2.userID, muteTime: 60 })).rejects.toMatchObject({ code: 10007 });
  });

  it('removes a member: the group leaves their list, the conversation stays frozen, sending fails (10007)', async () => {
    const listed = groupListed(c2, (list) => list.some((g) => g.name === '移除'));
    const { group } = (await hr.chat.createGroup({ name: '移除', type: TYPES.GRP_PUBLIC, memberList: [{ userID: c1.userID }, { userID: c2.userID }] })).data;
    await listed; // the new member hears of the group
    await text(hr, group.groupID, '欢迎');
    await expect(hr.chat.deleteGroupMember({ groupID: group.groupID, userIDList: ['ec_999999'] })).rejects.toMatchObject({ code: 2623 });
    const gone = groupListed(c2, (list) => !list.some((g) => g.groupID === group.groupID));
    const kickTip = tip(c2, group.groupID, TYPES.GRP_TIP_MBR_KICKED_OUT);
    const { userIDList } = (await hr.chat.deleteGroupMember({ groupID: group.groupID, userIDList: [c2.userID], reason: '' })).data;
    expect(userIDList).toEqual([c2.userID]);
    await gone;
    expect((await kickTip).payload.userIDList).toEqual([c2.userID]);
    const frozen = await conversation(c2, group.groupID);
    expect(frozen).toMatchObject({ unreadCount: 0, groupAtInfoList: [] });
    expect(frozen.lastMessage?.type).toBe(TYPES.MSG_GRP_TIP);
    await expect(text(c2, group.groupID, '还在吗')).rejects.toMatchObject({ code: 10007 });
    expect((await c2.chat.getGroupList()).data.groupList.map((g) => g.groupID)).not.toContain(group.groupID);
  });

  it('changes the profile with a tip, transfers ownership, and dismisses', async () => {
    const { group } = (await hr.chat.createGroup({ name: '资料', type: TYPES.GRP_MEETING, memberList: [{ userID: c1.userID }] })).data;
    const renamed = groupListed(c1, (list) => list.some((g) => g.name === '新资料'));
    const nameTip = tip(c1, group.groupID, TYPES.GRP_TIP_GRP_PROFILE_UPDATED);
    expect((await hr.chat.updateGroupProfile({ groupID: group.groupID, name: '新资料' })).data.group.name).toBe('新资料');
    await renamed;
    expect((await nameTip).payload.newGroupProfile).toEqual({ groupName: '新资料' });
    await expect(hr.chat.updateGroupProfile({ groupID: group.groupID, notification: '长'.repeat(151) })).rejects.toMatchObject({ code: 2000 });
    await expect(hr.chat.quitGroup(group.groupID)).rejects.toMatchObject({ code: 10009 });

    const owned = groupListed(c1, (list) => list.some((g) => g.groupID === group.groupID && g.selfInfo.role === TYPES.GRP_MBR_ROLE_OWNER));
    expect((await hr.chat.changeGroupOwner({ groupID: group.groupID, newOwnerID: c1.userID })).data.group).toMatchObject({
      ownerID: c1.userID,
      selfInfo: { role: 'Member' },
    });
    await owned;
    const dismissed = groupListed(hr, (list) => !list.some((g) => g.groupID === group.groupID));
    await expect(hr.chat.dismissGroup(group.groupID)).rejects.toMatchObject({ code: 10007 });
    expect((await c1.chat.dismissGroup(group.groupID)).data).toEqual({ groupID: group.groupID });
    await dismissed;
    await expect(hr.chat.getGroupProfile({ groupID: group.groupID })).rejects.toMatchObject({ code: 10010 });
  });
});
