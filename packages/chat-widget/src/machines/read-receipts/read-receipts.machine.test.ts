import { createActor } from 'xstate';
import type { GroupType, Message } from '../../engine';
import { asksForReceipt, readLabel } from './read-receipts.logic';
import { readReceiptsMachine } from './read-receipts.machine';

function msg(over: Record<string, unknown> = {}): Message {
  return {
    ID: 'm1',
    conversationID: 'C2Cbob',
    conversationType: 'C2C',
    to: 'me',
    from: 'bob',
    flow: 'in',
    time: 1,
    status: 'success',
    progress: 0,
    priority: 'Normal',
    nick: '',
    avatar: '',
    nameCard: '',
    atUserList: [],
    cloudCustomData: '',
    isRevoked: false,
    revoker: '',
    revokerInfo: { userID: '', nick: '', avatar: '' },
    revokeReason: '',
    isDeleted: false,
    isModified: false,
    hasRiskContent: false,
    needReadReceipt: false,
    isPeerRead: false,
    readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: false },
    isBroadcastMessage: false,
    isSupportExtension: false,
    sequence: 1,
    type: 'TIMTextElem',
    payload: { text: 'hi' },
    ...over,
  } as Message;
}

function start(conversationID: string, groupType: GroupType | null) {
  const sent: string[] = [];
  const marked: string[] = [];
  const machine = readReceiptsMachine.provide({
    actions: {
      sendReceipt: (_, { message }) => void sent.push(message.ID),
      markConversationRead: (_, { conversationID: id }) => void marked.push(id),
    },
  });
  const actor = createActor(machine, { input: { conversationID, groupType } }).start();
  return { actor, sent, marked };
}

describe('read receipts machine', () => {
  it('reports an incoming message once it is at least 70% visible, once', () => {
    const { actor, sent } = start('C2Cbob', null);
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'VISIBLE', message: msg(), ratio: 0.69, isNewest: false });
    expect(sent).toEqual([]);
    actor.send({ type: 'VISIBLE', message: msg(), ratio: 0.7, isNewest: false });
    actor.send({ type: 'VISIBLE', message: msg(), ratio: 1, isNewest: false });
    expect(sent).toEqual(['m1']);
  });

  it('skips own, failed, revoked messages and group messages that ask for no receipt', () => {
    const { actor, sent } = start('GROUPg', 'Public');
    const group = { conversationID: 'GROUPg', conversationType: 'GROUP' } as Partial<Message>;
    actor.send({ type: 'VISIBLE', message: msg({ ...group, ID: 'a' }), ratio: 1, isNewest: false });
    actor.send({ type: 'VISIBLE', message: msg({ ...group, ID: 'b', flow: 'out', needReadReceipt: true }), ratio: 1, isNewest: false });
    actor.send({ type: 'VISIBLE', message: msg({ ...group, ID: 'c', isRevoked: true, needReadReceipt: true }), ratio: 1, isNewest: false });
    actor.send({ type: 'VISIBLE', message: msg({ ...group, ID: 'd', needReadReceipt: true }), ratio: 1, isNewest: false });
    expect(sent).toEqual(['d']);
  });

  it('marks the conversation read when the newest message is seen, once per newest', () => {
    const { actor, marked } = start('C2Cbob', null);
    actor.send({ type: 'VISIBLE', message: msg(), ratio: 0.5, isNewest: true });
    expect(marked).toEqual([]);
    actor.send({ type: 'VISIBLE', message: msg(), ratio: 0.9, isNewest: true });
    actor.send({ type: 'VISIBLE', message: msg(), ratio: 0.9, isNewest: true });
    actor.send({ type: 'VISIBLE', message: msg({ ID: 'm2' }), ratio: 0.9, isNewest: true });
    expect(marked).toEqual(['C2Cbob', 'C2Cbob']);
  });

  it.each(['AVChatRoom', 'Community'] as const)('sends no receipts in %s groups but still marks read', (groupType) => {
    const { actor, sent, marked } = start('GROUPlive', groupType);
    expect(actor.getSnapshot().value).toBe('unsupported');
    actor.send({ type: 'VISIBLE', message: msg({ conversationType: 'GROUP', needReadReceipt: true }), ratio: 1, isNewest: true });
    expect(sent).toEqual([]);
    expect(marked).toEqual(['GROUPlive']);
  });

  it('waits for the group type, and re-routes when it becomes known', () => {
    const { actor, sent } = start('GROUPx', null);
    expect(actor.getSnapshot().value).toBe('unsupported');
    actor.send({ type: 'VISIBLE', message: msg({ conversationID: 'GROUPx', conversationType: 'GROUP', needReadReceipt: true }), ratio: 1, isNewest: false });
    expect(sent).toEqual([]);
    actor.send({ type: 'GROUP_TYPE', groupType: 'Public' });
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'GROUP_TYPE', groupType: 'Community' });
    expect(actor.getSnapshot().value).toBe('unsupported');
    actor.send({ type: 'GROUP_TYPE', groupType: 'Private' });
    expect(actor.getSnapshot().value).toBe('active');
  });
});

describe('readLabel', () => {
  const on = { enabled: true, groupType: null };
  const out = { flow: 'out', from: 'me' } as Partial<Message>;
  it('one-to-one: Read or Unread', () => {
    expect(readLabel(msg(out), on)).toEqual({ kind: 'unread' });
    expect(readLabel(msg({ ...out, isPeerRead: true }), on)).toEqual({ kind: 'read' });
  });
  it('groups only with needReadReceipt: Unread, All read, N read', () => {
    const g = { ...out, conversationType: 'GROUP', conversationID: 'GROUPg' } as Partial<Message>;
    const opts = { enabled: true, groupType: 'Public' as const };
    expect(readLabel(msg(g), opts)).toBeNull();
    const info = (readCount: number, unreadCount: number) => ({ readReceiptInfo: { readCount, unreadCount, isPeerRead: false }, needReadReceipt: true });
    expect(readLabel(msg({ ...g, ...info(0, 3) }), opts)).toEqual({ kind: 'unread' });
    expect(readLabel(msg({ ...g, ...info(3, 0) }), opts)).toEqual({ kind: 'allRead' });
    expect(readLabel(msg({ ...g, ...info(2, 1) }), opts)).toEqual({ kind: 'count', count: 2 });
    expect(readLabel(msg({ ...g, ...info(2, 1) }), { enabled: true, groupType: 'AVChatRoom' })).toBeNull();
    expect(readLabel(msg({ ...g, ...info(2, 1) }), { enabled: true, groupType: 'Community' })).toBeNull();
  });
  it('hidden when disabled, risky, signalling, incoming or not sent', () => {
    expect(readLabel(msg(out), { enabled: false, groupType: null })).toBeNull();
    expect(readLabel(msg({ ...out, hasRiskContent: true }), on)).toBeNull();
    expect(readLabel(msg(), on)).toBeNull();
    expect(readLabel(msg({ ...out, status: 'unSend' }), on)).toBeNull();
    expect(readLabel(msg({ ...out, status: 'fail' }), on)).toBeNull();
    const call = {
      type: 'TIMCustomElem',
      payload: { data: JSON.stringify({ businessID: 'av_call', inviteID: 'x' }), description: '', extension: '' },
    } as Partial<Message>;
    expect(readLabel(msg({ ...out, ...call }), on)).toBeNull();
  });
});

it('own group messages ask for receipts while the setting is on; one-to-one ones never need to', () => {
  expect(asksForReceipt('GROUP', true)).toBe(true);
  expect(asksForReceipt('GROUP', false)).toBe(false);
  expect(asksForReceipt('C2C', true)).toBe(false);
});
