import type { Events, WireMessage, WireSignalingRecord } from '../src/chat/protocol';
import { ChatClient, loggedIn } from './chat-client';
import { chatId } from './fixtures';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Call signalling (TSignaling) over the chat service: invitations, answers, cancels, time-outs,
// their pushes and the call records both sides keep.

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;
let c2: ChatClient;

beforeAll(async () => {
  server = await startTestServer();
  hr = await loggedIn(server, 'demo_hr');
  c1 = await loggedIn(server, 'demo_c1');
  c2 = await loggedIn(server, 'demo_c2');
});
afterEach(() => [hr, c1, c2].forEach((c) => c.drain()));
afterAll(async () => {
  await Promise.all([hr, c1, c2].map((c) => c.close()));
  await server.close();
});

type Signal = Events['signaling'];
const CALL = JSON.stringify({ businessID: 'av_call', call_type: 1, room_id: 42 });

/** The next signalling push of this name for this invitation. */
const signal = <N extends Signal['name']>(client: ChatClient, name: N, inviteID?: string) =>
  client.next('signaling', (e) => e.name === name && (inviteID === undefined || e.data.inviteID === inviteID)) as Promise<Extract<Signal, { name: N }>>;

const recordOf = (message: WireMessage): WireSignalingRecord => JSON.parse(message.payload.data as string) as WireSignalingRecord;

/** The call records of one invitation in a conversation, oldest first, as `viewer` reads them. */
async function records(viewer: ChatClient, conversationID: string, inviteID: string) {
  const { messageList } = await viewer.request('getMessageList', { conversationID, count: 15 });
  return messageList
    .filter((m) => m.type === 'TIMCustomElem' && String(m.payload.data).includes(inviteID))
    .map((m) => ({ from: m.from, ...recordOf(m), description: m.payload.description, extension: m.payload.extension }));
}

async function group(name: string, members: ChatClient[]): Promise<string> {
  const { group: created } = await hr.request('createGroup', { name, type: 'Public', memberList: members.map((m) => m.userID) });
  return created.groupID;
}

describe('one-to-one invitations', () => {
  it('rings the invitee, tells the inviter of the acceptance, and records both in both histories', async () => {
    const ringing = signal(c1, 'newInvitationReceived');
    const { inviteID, message } = await hr.request('invite', { userID: c1.userID, data: CALL, timeout: 30 });
    expect(inviteID).toMatch(/^[0-9a-f-]{36}$/);
    expect(message).toMatchObject({ from: hr.userID, to: c1.userID, type: 'TIMCustomElem', sequence: expect.any(Number) });
    expect((await ringing).data).toEqual({ inviteID, inviter: hr.userID, groupID: '', inviteeList: [c1.userID], data: CALL });

    const accepted = signal(hr, 'ts_invitee_accepted', inviteID);
    const answer = await c1.request('accept', { inviteID, data: CALL });
    expect(answer.message).toMatchObject({ from: c1.userID, to: hr.userID });
    expect((await accepted).data).toEqual({ inviteID, inviter: hr.userID, groupID: '', invitee: c1.userID, data: CALL });
    // Records arrive like any message, on both sides.
    await c1.next('messageReceived', (d) => d.messageList[0]!.ID === message!.ID);
    await hr.next('messageReceived', (d) => d.messageList[0]!.ID === answer.message!.ID);

    const expected = [
      {
        from: hr.userID,
        businessID: 1,
        inviteID,
        inviter: hr.userID,
        actionType: 1,
        inviteeList: [c1.userID],
        data: CALL,
        timeout: 30,
        groupID: '',
        description: '',
        extension: '',
      },
      {
        from: c1.userID,
        businessID: 1,
        inviteID,
        inviter: hr.userID,
        actionType: 3,
        inviteeList: [c1.userID],
        data: CALL,
        timeout: 30,
        groupID: '',
        description: '',
        extension: '',
      },
    ];
    expect(await records(hr, `C2C${c1.userID}`, inviteID)).toEqual(expected);
    expect(await records(c1, `C2C${hr.userID}`, inviteID)).toEqual(expected);
    // Answered by its only invitee: over.
    expect(await c1.failure('reject', { inviteID })).toBe(8010);
    expect(await hr.failure('cancel', { inviteID })).toBe(8010);
  });

  it('rejects (a busy line says so in data) and cancels', async () => {
    const busy = JSON.stringify({ businessID: 'av_call', line_busy: 'line_busy' });
    const first = await hr.request('invite', { userID: c1.userID, data: CALL });
    const rejected = signal(hr, 'ts_invitee_rejected', first.inviteID);
    await c1.request('reject', { inviteID: first.inviteID, data: busy });
    expect((await rejected).data).toMatchObject({ invitee: c1.userID, data: busy });
    expect((await records(hr, `C2C${c1.userID}`, first.inviteID)).map((r) => [r.from, r.actionType, r.data])).toEqual([
      [hr.userID, 1, CALL],
      [c1.userID, 4, busy],
    ]);

    const second = await hr.request('invite', { userID: c1.userID, data: CALL });
    const cancelled = signal(c1, 'ts_invitation_cancelled', second.inviteID);
    await hr.request('cancel', { inviteID: second.inviteID, data: CALL });
    expect((await cancelled).data).toEqual({ inviteID: second.inviteID, inviter: hr.userID, groupID: '', data: CALL });
    expect((await records(c1, `C2C${hr.userID}`, second.inviteID)).map((r) => [r.from, r.actionType])).toEqual([
      [hr.userID, 1],
      [hr.userID, 2],
    ]);
    expect(await c1.failure('accept', { inviteID: second.inviteID })).toBe(8010);
  });

  it('lets only the inviter cancel and only the invitee answer (8011); unknown invitations are 8010', async () => {
    const { inviteID } = await hr.request('invite', { userID: c1.userID, data: CALL });
    expect(await c1.failure('cancel', { inviteID })).toBe(8011);
    expect(await c2.failure('accept', { inviteID })).toBe(8011);
    expect(await c2.failure('reject', { inviteID })).toBe(8011);
    expect(await hr.failure('accept', { inviteID })).toBe(8011);
    expect(await c1.failure('accept', { inviteID: 'no-such-invitation' })).toBe(8010);
    // Still pending after all that.
    await c1.request('accept', { inviteID });
    expect(await c1.failure('accept', { inviteID })).toBe(8010);
  });

  it('refuses bad invitations: oneself or bad options (2000), an unknown user (20003), a blacklisting peer (20007)', async () => {
    expect(await hr.failure('invite', { userID: hr.userID })).toBe(2000);
    expect(await hr.failure('invite', { userID: c1.userID, timeout: -1 })).toBe(2000);
    expect(await hr.failure('invite', { userID: c1.userID, data: 'x'.repeat(8 * 1024 + 1) })).toBe(2000);
    expect(await hr.failure('invite', { userID: `${server.config.chatUserPrefix}999999` })).toBe(20003);
    await c2.request('addToBlacklist', { userIDList: [hr.userID] });
    try {
      expect(await hr.failure('invite', { userID: c2.userID })).toBe(20007);
    } finally {
      await c2.request('removeFromBlacklist', { userIDList: [hr.userID] });
    }
  });

  it('times out: the invitee (isSelfTimeout) and the inviter hear it, and a missed-call record is kept', async () => {
    const { inviteID } = await hr.request('invite', { userID: c1.userID, data: CALL, timeout: 1 });
    const [mine, theirs] = await Promise.all([signal(hr, 'ts_invitation_timeout', inviteID), signal(c1, 'ts_invitation_timeout', inviteID)]);
    expect(mine.data).toEqual({ inviteID, inviter: hr.userID, groupID: '', inviteeList: [c1.userID], isSelfTimeout: false });
    expect(theirs.data).toEqual({ inviteID, inviter: hr.userID, groupID: '', inviteeList: [c1.userID], isSelfTimeout: true });
    expect(await c1.failure('accept', { inviteID })).toBe(8010);
    expect((await records(c1, `C2C${hr.userID}`, inviteID)).map((r) => [r.from, r.actionType, r.inviteeList, r.data])).toEqual([
      [hr.userID, 1, [c1.userID], CALL],
      [hr.userID, 5, [c1.userID], CALL],
    ]);
  });

  it('stores the invitation for an offline invitee, and still times out', async () => {
    const offline = await chatId(server, 'demo_c4');
    const { inviteID, message } = await hr.request('invite', { userID: offline, data: CALL, timeout: 1 });
    expect(message!.sequence).toBeGreaterThan(0);
    expect((await signal(hr, 'ts_invitation_timeout', inviteID)).data.inviteeList).toEqual([offline]);
    const late = await loggedIn(server, 'demo_c4');
    try {
      expect((await records(late, `C2C${hr.userID}`, inviteID)).map((r) => r.actionType)).toEqual([1, 5]);
    } finally {
      await late.close();
    }
  });

  it('with onlineUserOnly stores nothing; with timeout 0 stores a record, tells the invitee, and leaves nothing to answer', async () => {
    const quiet = await hr.request('invite', { userID: c1.userID, data: CALL, onlineUserOnly: true });
    expect(quiet.message).toBeUndefined();
    await signal(c1, 'newInvitationReceived', quiet.inviteID);
    await c1.request('accept', { inviteID: quiet.inviteID });
    expect(await records(hr, `C2C${c1.userID}`, quiet.inviteID)).toEqual([]);

    const ended = JSON.stringify({ businessID: 'av_call', call_type: 1, room_id: 42, call_end: 65 });
    const record = await hr.request('invite', { userID: c1.userID, data: ended, timeout: 0 });
    await c1.next('messageReceived', (d) => d.messageList[0]!.ID === record.message!.ID);
    // As the SDK delivers a call kit's hang-up: an invitation the peer's call reads as its end.
    expect((await signal(c1, 'newInvitationReceived', record.inviteID)).data).toEqual({
      inviteID: record.inviteID,
      inviter: hr.userID,
      groupID: '',
      inviteeList: [c1.userID],
      data: ended,
    });
    expect(await c1.failure('accept', { inviteID: record.inviteID })).toBe(8010);
    expect((await records(c1, `C2C${hr.userID}`, record.inviteID)).map((r) => [r.actionType, r.timeout, r.data])).toEqual([[1, 0, ended]]);
  });

  it("cancels a pending invitation when the inviter's last connection closes", async () => {
    const caller = await loggedIn(server, 'demo_c3');
    const { inviteID } = await caller.request('invite', { userID: c1.userID, data: CALL });
    await signal(c1, 'newInvitationReceived', inviteID);
    await caller.close();
    // With the call's own data: the record reads as that call's cancellation.
    expect((await signal(c1, 'ts_invitation_cancelled', inviteID)).data).toEqual({ inviteID, inviter: caller.userID, groupID: '', data: CALL });
    expect((await records(c1, `C2C${caller.userID}`, inviteID)).map((r) => [r.from, r.actionType, r.data])).toEqual([
      [caller.userID, 1, CALL],
      [caller.userID, 2, CALL],
    ]);
    expect(await c1.failure('accept', { inviteID })).toBe(8010);
  });
});

describe('group invitations', () => {
  it('rings every invitee; each answer reaches the inviter and the other invitees; over when all answered', async () => {
    const groupID = await group('通话群', [c1, c2]);
    const rings = [signal(c1, 'newInvitationReceived'), signal(c2, 'newInvitationReceived')];
    const { inviteID } = await hr.request('inviteInGroup', { groupID, inviteeList: [c1.userID, c2.userID], data: CALL });
    for (const ring of await Promise.all(rings))
      expect(ring.data).toEqual({ inviteID, inviter: hr.userID, groupID, inviteeList: [c1.userID, c2.userID], data: CALL });

    const acceptHeard = [signal(hr, 'ts_invitee_accepted', inviteID), signal(c2, 'ts_invitee_accepted', inviteID)];
    await c1.request('accept', { inviteID, data: CALL });
    for (const heard of await Promise.all(acceptHeard)) expect(heard.data).toEqual({ inviteID, inviter: hr.userID, groupID, invitee: c1.userID, data: CALL });
    expect(await c1.failure('reject', { inviteID })).toBe(8011); // answered already

    const rejectHeard = [signal(hr, 'ts_invitee_rejected', inviteID), signal(c1, 'ts_invitee_rejected', inviteID)];
    await c2.request('reject', { inviteID, data: CALL });
    for (const heard of await Promise.all(rejectHeard)) expect(heard.data).toMatchObject({ invitee: c2.userID, groupID });
    expect(await hr.failure('cancel', { inviteID })).toBe(8010);

    const expected = [
      [hr.userID, 1, [c1.userID, c2.userID]],
      [c1.userID, 3, [c1.userID]],
      [c2.userID, 4, [c2.userID]],
    ];
    for (const viewer of [hr, c1, c2]) {
      expect((await records(viewer, `GROUP${groupID}`, inviteID)).map((r) => [r.from, r.actionType, r.inviteeList])).toEqual(expected);
    }
  });

  it('times out for those who did not answer, and cancels to those still ringing', async () => {
    const groupID = await group('超时群', [c1, c2]);
    const first = await hr.request('inviteInGroup', { groupID, inviteeList: [c1.userID, c2.userID], data: CALL, timeout: 1 });
    await c1.request('accept', { inviteID: first.inviteID });
    const [mine, theirs] = await Promise.all([signal(hr, 'ts_invitation_timeout', first.inviteID), signal(c2, 'ts_invitation_timeout', first.inviteID)]);
    expect(mine.data).toMatchObject({ inviteeList: [c2.userID], isSelfTimeout: false });
    expect(theirs.data).toMatchObject({ inviteeList: [c2.userID], isSelfTimeout: true });
    expect(c1.received('signaling').filter((e) => e.name === 'ts_invitation_timeout')).toEqual([]);
    expect((await records(c2, `GROUP${groupID}`, first.inviteID)).map((r) => [r.actionType, r.inviteeList])).toEqual([
      [1, [c1.userID, c2.userID]],
      [3, [c1.userID]],
      [5, [c2.userID]],
    ]);

    const second = await hr.request('inviteInGroup', { groupID, inviteeList: [c1.userID, c2.userID], data: CALL });
    await c2.request('reject', { inviteID: second.inviteID });
    const cancelled = signal(c1, 'ts_invitation_cancelled', second.inviteID);
    await hr.request('cancel', { inviteID: second.inviteID, data: CALL });
    await cancelled;
    await hr.request('getConversationList', {}); // a round trip: any push for c2 has been sent by now
    expect(c2.received('signaling').filter((e) => e.name === 'ts_invitation_cancelled')).toEqual([]);
  });

  it('needs the caller and every invitee in the group, and 1 to 8 distinct invitees', async () => {
    const groupID = await group('成员群', [c1]);
    expect(await hr.failure('inviteInGroup', { groupID, inviteeList: [] })).toBe(2000);
    expect(await hr.failure('inviteInGroup', { groupID, inviteeList: [c1.userID, c1.userID] })).toBe(2000);
    expect(await hr.failure('inviteInGroup', { groupID, inviteeList: Array.from({ length: 9 }, (_, i) => `user_${i}`) })).toBe(2000);
    expect(await hr.failure('inviteInGroup', { groupID, inviteeList: [hr.userID] })).toBe(2000);
    expect(await hr.failure('inviteInGroup', { groupID, inviteeList: [c2.userID] })).toBe(10007);
    expect(await c2.failure('inviteInGroup', { groupID, inviteeList: [c1.userID] })).toBe(10007);
    expect(await hr.failure('inviteInGroup', { groupID: 'no_such_group', inviteeList: [c1.userID] })).toBe(10010);
  });
});
