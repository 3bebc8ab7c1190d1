import { EVENT, TSIGNALING, type Message, type SignalingEvent } from '../../packages/chat-widget/src/engine';
import { type LiveEngine, liveEngines, nextEvent, nextSignal } from './live-server';

// Call signalling written against @tencentcloud/chat's TSignaling surface, run on the local engine
// against the real chat service: a one-to-one call rung, answered and recorded on both sides.
const suite = liveEngines('demo_hr', 'demo_c1');
let hr: LiveEngine;
let c1: LiveEngine;
beforeAll(() => void ({ demo_hr: hr, demo_c1: c1 } = suite.engines));

const CALL = JSON.stringify({ version: 4, businessID: 'av_call', call_type: 1, room_id: 7, data: { room_id: 7, cmd: 'audioCall', message: '' } });

/** The action types of an invitation's records in a conversation, oldest first. */
async function actions(engine: LiveEngine, conversationID: string, inviteID: string) {
  const { messageList } = (await engine.chat.getMessageList({ conversationID })).data;
  return messageList
    .map((m) => [m, engine.chat.getSignalingInfo(m)] as const)
    .filter(([, info]) => info?.inviteID === inviteID)
    .map(([m, info]) => ({ from: m.from, actionType: info!.actionType, inviteeList: info!.inviteeList, data: info!.data }));
}

describe('call signalling through the engine', () => {
  it('A invites B, B accepts, both hear it and both histories hold the records', async () => {
    const ringing = nextSignal(c1, TSIGNALING.NEW_INVITATION_RECEIVED);
    const recordArrives = nextEvent<Message[]>(c1.chat, EVENT.MESSAGE_RECEIVED, (list) => list.some((m) => c1.chat.getSignalingInfo(m) !== null));
    const ownRecord = nextEvent<Message[]>(hr.chat, EVENT.MESSAGE_RECEIVED, (list) =>
      list.some((m) => hr.chat.getSignalingInfo(m)?.actionType === TSIGNALING.ACTION_TYPE_INVITE),
    );
    const { inviteID } = (await hr.chat.invite({ userID: c1.userID, data: CALL, timeout: 30 })).data;
    const ring = await ringing;
    expect(ring).toEqual({ name: 'newInvitationReceived', data: { inviteID, inviter: hr.userID, groupID: '', inviteeList: [c1.userID], data: CALL } });
    const arrived = (await recordArrives).find((m) => c1.chat.getSignalingInfo(m))!;
    expect(c1.chat.getSignalingInfo(arrived)).toMatchObject({ inviteID, actionType: TSIGNALING.ACTION_TYPE_INVITE });

    const accepted = nextSignal(hr, TSIGNALING.INVITEE_ACCEPTED);
    expect((await c1.chat.accept({ inviteID, data: CALL })).data).toEqual({ inviteID });
    expect((await accepted).data).toEqual({ inviteID, inviter: hr.userID, groupID: '', invitee: c1.userID, data: CALL });

    const expected = [
      { from: hr.userID, actionType: TSIGNALING.ACTION_TYPE_INVITE, inviteeList: [c1.userID], data: CALL },
      { from: c1.userID, actionType: TSIGNALING.ACTION_TYPE_ACCEPT_INVITE, inviteeList: [c1.userID], data: CALL },
    ];
    expect(await actions(hr, `C2C${c1.userID}`, inviteID)).toEqual(expected);
    expect(await actions(c1, `C2C${hr.userID}`, inviteID)).toEqual(expected);
    // The inviter's own record came in with the invite's answer, as a received message does.
    const own = (await ownRecord).find((m) => hr.chat.getSignalingInfo(m)?.inviteID === inviteID)!;
    expect(own).toMatchObject({ from: hr.userID, flow: 'out', conversationID: `C2C${c1.userID}` });
    expect(hr.chat.findMessage(own.ID)).toBe(own);
  });

  it('cancels, refuses what is not one’s to do (8011) or over (8010), and stops telling removed listeners', async () => {
    const { inviteID } = (await hr.chat.invite({ userID: c1.userID, data: CALL })).data;
    await expect(c1.chat.cancel({ inviteID })).rejects.toMatchObject({ code: 8011 });
    const heard: string[] = [];
    const listener = (event: SignalingEvent) => heard.push(event.name);
    c1.chat.addSignalingListener(TSIGNALING.INVITATION_CANCELLED, listener);
    c1.chat.removeSignalingListener(TSIGNALING.INVITATION_CANCELLED, listener);
    const cancelled = nextSignal(c1, TSIGNALING.INVITATION_CANCELLED);
    await hr.chat.cancel({ inviteID, data: CALL });
    expect((await cancelled).data).toEqual({ inviteID, inviter: hr.userID, groupID: '', data: CALL });
    expect(heard).toEqual([]);
    await expect(c1.chat.accept({ inviteID })).rejects.toMatchObject({ code: 8010 });
    expect((await actions(c1, `C2C${hr.userID}`, inviteID)).map((r) => r.actionType)).toEqual([
      TSIGNALING.ACTION_TYPE_INVITE,
      TSIGNALING.ACTION_TYPE_CANCEL_INVITE,
    ]);
  });

  it('times out on both sides with a missed-call record', async () => {
    const timedOut = [nextSignal(hr, TSIGNALING.INVITATION_TIMEOUT), nextSignal(c1, TSIGNALING.INVITATION_TIMEOUT)] as const;
    const { inviteID } = (await hr.chat.invite({ userID: c1.userID, data: CALL, timeout: 1 })).data;
    const [mine, theirs] = await Promise.all(timedOut);
    expect(mine.data).toEqual({ inviteID, inviter: hr.userID, groupID: '', inviteeList: [c1.userID], isSelfTimeout: false });
    expect(theirs.data).toMatchObject({ inviteID, isSelfTimeout: true });
    expect((await actions(hr, `C2C${c1.userID}`, inviteID)).map((r) => r.actionType)).toEqual([
      TSIGNALING.ACTION_TYPE_INVITE,
      TSIGNALING.ACTION_TYPE_INVITE_TIMEOUT,
    ]);
  });
});
