import { EVENT, TYPES } from '../constants';
import type { Conversation } from '../entities';
import { dataOf, Harness, waitFor, type Recorded } from '../../../test/harness';

const text = (to: string, body: string, type: 'C2C' | 'GROUP' = 'C2C') => ({
  conversationType: type,
  to,
  type: 'TIMTextElem' as const,
  payload: { text: body },
});
const lastList = (events: Recorded[]) => dataOf(events, EVENT.CONVERSATION_LIST_UPDATED).at(-1) ?? [];
const find = (list: Conversation[], id: string) => list.find((c) => c.conversationID === id);

describe('conversations and unread counts', () => {
  let h: Harness;
  beforeEach(async () => (h = await Harness.start()));
  afterEach(() => h.stop());

  it('loads the list at login with profiles, unread counts and the total', async () => {
    h.server.post('bob', text('alice', 'hi'));
    h.server.post('bob', text('alice', 'there'));
    h.server.post('carol', text('alice', 'yo'));
    h.server.post('alice', text('dave', 'sent by me'));
    const { chat, events } = await h.login('alice');
    const { data } = await chat.getConversationList();
    expect(data.isSyncCompleted).toBe(true);
    expect(data.conversationList.map((c) => [c.conversationID, c.unreadCount])).toEqual([
      ['C2Cdave', 0],
      ['C2Ccarol', 1],
      ['C2Cbob', 2],
    ]);
    expect(find(data.conversationList, 'C2Cbob')).toMatchObject({
      type: 'C2C',
      userProfile: { userID: 'bob', nick: 'Nick bob', avatar: 'https://avatars/bob.png' },
      lastMessage: { messageForShow: 'there', fromAccount: 'bob', type: TYPES.MSG_TEXT, lastSequence: 2 },
      messageRemindType: 'AcceptAndNotify',
      isPinned: false,
    });
    expect(chat.getTotalUnreadMessageCount()).toBe(3);
    expect(dataOf(events, EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED)).toEqual([3]);
  });

  it('counts a new message once although the server also pushes its conversation', async () => {
    const { chat, events } = await h.login('alice');
    const m = h.server.post('bob', text('alice', 'new'));
    await waitFor(() => dataOf(events, EVENT.MESSAGE_RECEIVED).length === 1);
    await waitFor(() => dataOf(events, EVENT.CONVERSATION_LIST_UPDATED).length >= 3); // login, message, server push
    h.server.post('bob', text('alice', 'newer'));
    await waitFor(() => dataOf(events, EVENT.MESSAGE_RECEIVED).length === 2);
    await waitFor(() => find(lastList(events), 'C2Cbob')?.lastMessage?.messageForShow === 'newer');
    expect(chat.getTotalUnreadMessageCount()).toBe(2);
    expect(dataOf(events, EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED)).toEqual([0, 1, 2]);
    expect(dataOf(events, EVENT.MESSAGE_RECEIVED)[0]).toEqual([expect.objectContaining({ ID: m.ID, flow: 'in', conversationID: 'C2Cbob', status: 'success' })]);
    expect(find(lastList(events), 'C2Cbob')?.userProfile.nick).toBe('Nick bob'); // a new peer's profile is fetched
  });

  it('deleting the last message shows the one before it in the list; deleting them all, none', async () => {
    h.server.post('bob', text('alice', 'one'));
    h.server.post('bob', text('alice', 'two'));
    const { chat, events } = await h.login('alice');
    const { data } = await chat.getMessageList({ conversationID: 'C2Cbob' });
    const [one, two] = data.messageList;
    await chat.deleteMessage([two!]);
    expect(find(lastList(events), 'C2Cbob')?.lastMessage).toMatchObject({ messageForShow: 'one', lastSequence: one!.sequence });
    await chat.deleteMessage([one!]);
    expect(find(lastList(events), 'C2Cbob')?.lastMessage).toBeNull();
    expect(find((await chat.getConversationList()).data.conversationList, 'C2Cbob')?.lastMessage).toBeNull();
  });

  it('setMessageRead clears the count, and the peer hears MESSAGE_READ_BY_PEER', async () => {
    const alice = await h.login('alice');
    const bob = await h.login('bob');
    const message = bob.chat.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: 'read me' }, needReadReceipt: true });
    await bob.chat.sendMessage(message);
    await waitFor(() => alice.chat.getTotalUnreadMessageCount() === 1);
    await expect(alice.chat.setMessageRead({ conversationID: 'C2Cbob' })).resolves.toEqual({ code: 0, data: {} });
    expect(alice.chat.getTotalUnreadMessageCount()).toBe(0);
    expect(dataOf(alice.events, EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED).at(-1)).toBe(0);
    await waitFor(() => dataOf(bob.events, EVENT.MESSAGE_READ_BY_PEER).length === 1);
    expect(dataOf(bob.events, EVENT.MESSAGE_READ_BY_PEER)[0]).toEqual([message]);
    expect(message).toMatchObject({ isPeerRead: true, readReceiptInfo: { isPeerRead: true } });
    expect(dataOf(bob.events, EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { conversationID: 'C2Calice', messageID: message.ID, userID: 'alice', isPeerRead: true },
    ]);
  });

  it('muted conversations keep their count but leave the total', async () => {
    h.server.post('bob', text('alice', 'a'));
    h.server.post('carol', text('alice', 'b'));
    const { chat, events } = await h.login('alice');
    const result = await chat.setMessageRemindType({ userIDList: ['bob'], messageRemindType: TYPES.MSG_REMIND_ACPT_NOT_NOTE });
    expect(result).toEqual({ code: 0, data: { successUserIDList: [{ userID: 'bob' }], failureUserIDList: [] } });
    expect(find(lastList(events), 'C2Cbob')).toMatchObject({ unreadCount: 1, messageRemindType: 'AcceptNotNotify' });
    expect(chat.getTotalUnreadMessageCount()).toBe(1);
    expect(dataOf(events, EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED)).toEqual([2, 1]);
  });

  it('pins to the top, deletes, and opens a conversation with someone new', async () => {
    h.server.post('bob', text('alice', 'older'));
    h.server.post('carol', text('alice', 'newer'));
    const { chat, events } = await h.login('alice');
    expect(lastList(events).map((c) => c.conversationID)).toEqual(['C2Ccarol', 'C2Cbob']);
    await expect(chat.pinConversation({ conversationID: 'C2Cbob', isPinned: true })).resolves.toEqual({ code: 0, data: { conversationID: 'C2Cbob' } });
    expect(lastList(events).map((c) => [c.conversationID, c.isPinned])).toEqual([
      ['C2Cbob', true],
      ['C2Ccarol', false],
    ]);
    await expect(chat.deleteConversation('C2Ccarol')).resolves.toEqual({ code: 0, data: { conversationID: 'C2Ccarol', conversationIDList: ['C2Ccarol'] } });
    expect(lastList(events).map((c) => c.conversationID)).toEqual(['C2Cbob']);
    expect(chat.getTotalUnreadMessageCount()).toBe(1);
    const { data } = await chat.getConversationProfile('C2Cerin');
    expect(data.conversation).toMatchObject({ conversationID: 'C2Cerin', type: 'C2C', unreadCount: 0, lastMessage: null, userProfile: { nick: 'Nick erin' } });
    expect(lastList(events).map((c) => c.conversationID)).toContain('C2Cerin');
    await expect(chat.getConversationProfile('nonsense')).rejects.toMatchObject({ code: 2000 });
  });

  it('group conversations: created group, @-mentions in groupAtInfoList, receipts', async () => {
    const alice = await h.login('alice');
    const bob = await h.login('bob');
    const { data } = await alice.chat.createGroup({ name: 'Team', type: TYPES.GRP_WORK, memberList: [{ userID: 'bob' }, { userID: 'carol' }] });
    expect(data.group).toMatchObject({ name: 'Team', type: 'Private', ownerID: 'alice', memberCount: 3, selfInfo: { userID: 'alice', role: 'Owner' } });
    const groupID = data.group.groupID;
    const mention = alice.chat.createTextAtMessage({
      to: groupID,
      conversationType: TYPES.CONV_GROUP,
      payload: { text: '@bob read this', atUserList: ['bob'] },
      needReadReceipt: true,
    });
    await alice.chat.sendMessage(mention);
    await waitFor(() => find(lastList(bob.events), `GROUP${groupID}`)?.groupProfile.name === 'Team');
    const conversation = find(lastList(bob.events), `GROUP${groupID}`)!;
    expect(conversation).toMatchObject({ type: 'GROUP', unreadCount: 1, groupProfile: { groupID, name: 'Team' } });
    expect(conversation.groupAtInfoList).toEqual([{ groupID, from: 'alice', messageSequence: 1, atTypeArray: [TYPES.CONV_AT_ME] }]);
    expect(mention.readReceiptInfo).toEqual({ readCount: 0, unreadCount: 2, isPeerRead: false });

    await bob.chat.sendMessageReadReceipt(dataOf(bob.events, EVENT.MESSAGE_RECEIVED).flat());
    expect(h.server.calls('sendMessageReadReceipt')).toEqual([{ IDs: [mention.ID] }]);
    h.server.push('alice', 'messageReadReceiptReceived', { receipts: [{ ID: mention.ID, conversationID: `GROUP${groupID}`, readCount: 1, unreadCount: 1 }] });
    await waitFor(() => dataOf(alice.events, EVENT.MESSAGE_READ_RECEIPT_RECEIVED).length === 1);
    expect(dataOf(alice.events, EVENT.MESSAGE_READ_RECEIPT_RECEIVED)[0]).toEqual([
      { conversationID: `GROUP${groupID}`, groupID, messageID: mention.ID, readCount: 1, unreadCount: 1 },
    ]);
    expect(mention.readReceiptInfo).toMatchObject({ readCount: 1, unreadCount: 1 });

    const readers = await alice.chat.getGroupMessageReadMemberList({ message: mention, filter: 0, cursor: '', count: 100 });
    expect(readers.data).toMatchObject({
      messageID: mention.ID,
      isCompleted: true,
      readUserIDList: ['bob'],
      readUserInfoList: [{ userID: 'bob', nick: 'Nick bob', avatar: 'https://avatars/bob.png' }],
    });
    const members = await alice.chat.getGroupMemberList({ groupID, count: 2, offset: 0 });
    expect(members.data.memberList.map((m) => [m.userID, m.role])).toEqual([
      ['alice', 'Owner'],
      ['bob', 'Member'],
    ]);
    expect(members.data.offset).toBe(2);
    expect((await alice.chat.getGroupList()).data.groupList.map((g) => g.groupID)).toEqual([groupID]);
    expect((await alice.chat.getGroupProfile({ groupID })).data.group.name).toBe('Team');
  });

  it('profiles and status: PROFILE_UPDATED and USER_STATUS_UPDATED', async () => {
    const alice = await h.login('alice');
    await expect(alice.chat.updateMyProfile({ nick: 'Alice' })).resolves.toMatchObject({ code: 0, data: { userID: 'alice', nick: 'Alice' } });
    expect(dataOf(alice.events, EVENT.PROFILE_UPDATED)[0]).toEqual([expect.objectContaining({ userID: 'alice', nick: 'Alice' })]);
    expect(h.server.calls('updateMyProfile')).toEqual([{ nick: 'Alice' }]);
    expect((await alice.chat.getMyProfile()).data.nick).toBe('Alice');
    const users = await alice.chat.getUserProfile({ userIDList: ['bob', 'carol'] });
    expect(users.data.map((p) => p.nick)).toEqual(['Nick bob', 'Nick carol']);

    h.server.push('alice', 'userStatusUpdated', {
      statusList: [
        { userID: 'bob', statusType: 1 },
        { userID: 'carol', statusType: 0 },
      ],
    });
    await waitFor(() => dataOf(alice.events, EVENT.USER_STATUS_UPDATED).length === 1);
    expect(dataOf(alice.events, EVENT.USER_STATUS_UPDATED)[0]).toEqual([
      { userID: 'bob', statusType: TYPES.USER_STATUS_ONLINE, customStatus: '' },
      { userID: 'carol', statusType: TYPES.USER_STATUS_OFFLINE, customStatus: '' },
    ]);
    const status = await alice.chat.getUserStatus({ userIDList: ['alice', 'zed'] });
    expect(status.data.successUserList.map((s) => s.statusType)).toEqual([1, 2]);
  });

  it('translation and voice to text', async () => {
    const { chat } = await h.login('alice');
    await expect(chat.translateText({ sourceTextList: ['你好'], sourceLanguage: 'auto', targetLanguage: 'en' })).resolves.toEqual({
      code: 0,
      data: { translatedTextList: ['[en] 你好'] },
    });
    expect(h.server.calls('translateText')).toEqual([{ sourceTextList: ['你好'], source: 'auto', target: 'en' }]);
    const audio = chat.createAudioMessage({
      to: 'bob',
      conversationType: 'C2C',
      payload: { file: { name: 'a.mp3', type: 'audio/mpeg', data: new Uint8Array(3) } },
    });
    await expect(chat.convertVoiceToText({ message: audio })).rejects.toMatchObject({ code: 2000 }); // not uploaded yet
    audio.payload.url = 'https://files/a.mp3';
    await expect(chat.convertVoiceToText({ message: audio })).resolves.toEqual({ code: 0, data: { result: 'text of https://files/a.mp3' } });
  });
});
