import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { callDataString, parseCallData } from './call-data';
import { DISCONNECT_GRACE_MS, ENDED_SHOWN_MS, callMachine } from './call.machine';
import type { CallEvent, CallSignal, InviteRequest, MeshCommand, MeshInput } from './call.types';

interface FakeTrack {
  kind: 'audio' | 'video';
  enabled: boolean;
  stopped: boolean;
  stop(): void;
}

function fakeStream(video: boolean) {
  const track = (kind: FakeTrack['kind']): FakeTrack => {
    const made: FakeTrack = { kind, enabled: true, stopped: false, stop: () => void (made.stopped = true) };
    return made;
  };
  const tracks = video ? [track('audio'), track('video')] : [track('audio')];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

const started: { stop(): void }[] = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

/** The machine with fakes for media, engine and peer connections, recording what it asked. */
function harness(me: string, { mediaError }: { mediaError?: { name: string } } = {}) {
  const log = {
    media: [] as boolean[],
    streams: [] as ReturnType<typeof fakeStream>[],
    invites: [] as InviteRequest[],
    accepts: [] as { inviteID: string; data: string }[],
    rejects: [] as { inviteID: string; data: string }[],
    cancels: [] as { inviteID: string; data: string }[],
    records: [] as InviteRequest[],
    signals: [] as { to: string; signal: CallSignal }[],
    mesh: [] as MeshCommand[],
    meshStopped: 0,
  };
  const machine = callMachine.provide({
    actors: {
      getMedia: fromPromise(async ({ input }: { input: { video: boolean } }) => {
        log.media.push(input.video);
        if (mediaError) throw mediaError;
        const stream = fakeStream(input.video);
        log.streams.push(stream);
        return stream as unknown as MediaStream;
      }),
      invite: fromPromise(async ({ input }: { input: InviteRequest }) => {
        log.invites.push(input);
        return { inviteID: 'inv-1' };
      }),
      accept: fromPromise(async ({ input }: { input: { inviteID: string; data: string } }) => {
        log.accepts.push(input);
      }),
      mesh: fromCallback<MeshCommand, MeshInput>(({ receive }) => {
        receive((command) => log.mesh.push(command));
        return () => void log.meshStopped++;
      }),
    },
    actions: {
      cancelInvitation: (_, params) => void log.cancels.push(params),
      rejectInvitation: (_, params) => void log.rejects.push(params),
      sendRecord: (_, params) => void log.records.push(params),
      sendSignal: (_, params) => void log.signals.push(params),
    },
  });
  const actor = createActor(machine, { input: { me } }).start();
  started.push(actor);
  const state = () => {
    const value = actor.getSnapshot().value;
    return typeof value === 'string' ? value : Object.keys(value)[0];
  };
  const context = () => actor.getSnapshot().context;
  const send = (event: CallEvent) => actor.send(event);
  return { actor, log, state, context, send, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

const VIDEO_ROOM = 4242;
const invited = (inviter: string, inviteeList: string[], callType: 1 | 2 = 2, groupID = '', inviteID = 'inv-1', roomID = VIDEO_ROOM): CallEvent => ({
  type: 'INVITED',
  inviteID,
  inviter,
  groupID,
  inviteeList,
  data: callDataString({ callType, roomID }),
});
const signal = (from: string, kind: CallSignal['kind'], extra: Partial<CallSignal> = {}): CallEvent => ({
  type: 'SIGNAL',
  from,
  signal: { inviteID: 'inv-1', kind, ...extra },
});

/** a calls b (one to one, video), b accepted, connected. */
async function inCallAsCaller() {
  const h = harness('a');
  h.send({ type: 'START', userIDList: ['b'], callType: 2 });
  await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
  h.send({ type: 'INVITEE_ACCEPTED', inviteID: 'inv-1', invitee: 'b' });
  h.send({ type: 'MESH.STATE', peer: 'b', state: 'connected' });
  return h;
}

describe('call machine: outgoing', () => {
  it('gets the camera and microphone first, then invites with the call data and a 30 s timeout', async () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 2 });
    expect(h.state()).toBe('calling');
    await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
    expect(h.log.media).toEqual([true]);
    expect(h.log.invites).toHaveLength(1);
    const { userIDList, groupID, data } = h.log.invites[0]!;
    expect({ userIDList, groupID }).toEqual({ userIDList: ['b'], groupID: '' });
    expect(parseCallData(data)).toEqual({ callType: 2, roomID: h.context().roomID });
    expect(h.context().inviteID).toBe('inv-1');
    expect(h.actor.getSnapshot().hasTag('outgoing')).toBe(true);
  });

  it('a voice call asks for the microphone only', async () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 1 });
    await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
    expect(h.log.media).toEqual([false]);
    expect(parseCallData(h.log.invites[0]!.data)?.callType).toBe(1);
  });

  it.each([
    ['NotAllowedError', 'permission'],
    ['NotFoundError', 'noDevice'],
    ['AbortError', 'media'],
  ])('a refused or missing device (%s) ends with %s and sends no invitation', async (name, error) => {
    const h = harness('a', { mediaError: { name } });
    h.send({ type: 'START', userIDList: ['b'], callType: 2 });
    await waitFor(h.actor, (s) => s.matches('ended'));
    expect(h.context()).toMatchObject({ endReason: 'mediaError', error });
    expect(h.log.invites).toEqual([]);
  });

  it('cancel withdraws the invitation', async () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 2 });
    await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
    h.send({ type: 'CANCEL' });
    expect(h.state()).toBe('ended');
    expect(h.log.cancels.map((c) => c.inviteID)).toEqual(['inv-1']);
    expect(h.context()).toMatchObject({ endReason: 'cancelled', endedByMe: true });
    expect(h.log.streams[0]!.tracks.every((t) => t.stopped)).toBe(true);
    expect(h.log.meshStopped).toBe(1);
  });

  it('a cancel while the invitation is being sent withdraws it once it has an ID', async () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 1 });
    await waitFor(h.actor, (s) => s.matches({ calling: 'inviting' }));
    h.send({ type: 'CANCEL' });
    await waitFor(h.actor, (s) => s.matches('ended'));
    expect(h.log.cancels.map((c) => c.inviteID)).toEqual(['inv-1']);
    expect(h.context().endReason).toBe('cancelled');
  });

  it.each([
    ['rejected', callDataString({ callType: 2, roomID: 1 })],
    ['busy', callDataString({ callType: 2, roomID: 1, lineBusy: true })],
  ])('the peer’s refusal ends it as %s', async (reason, data) => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 2 });
    await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
    h.send({ type: 'INVITEE_REJECTED', inviteID: 'other', invitee: 'b', data }); // another invitation's: no effect
    expect(h.state()).toBe('calling');
    h.send({ type: 'INVITEE_REJECTED', inviteID: 'inv-1', invitee: 'b', data });
    expect(h.context()).toMatchObject({ endReason: reason, endedByMe: false });
    expect(h.state()).toBe('ended');
  });

  it('no answer ends it as timeout', async () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 2 });
    await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
    h.send({ type: 'INVITATION_TIMEOUT', inviteID: 'inv-1', inviteeList: ['b'], isSelfTimeout: false });
    expect(h.state()).toBe('ended');
    expect(h.context().endReason).toBe('timeout');
  });

  it('more than 3 invitees (a mesh of 4) is refused before any media', () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b', 'c', 'd', 'e'], groupID: 'g', callType: 2 });
    expect(h.state()).toBe('ended');
    expect(h.context()).toMatchObject({ endReason: 'failed', error: 'tooMany' });
    expect(h.log.media).toEqual([]);
  });
});

describe('call machine: connecting and in call', () => {
  it('accepted: connects to the peer (the smaller userID offers); connected: in call with a timer', async () => {
    const h = harness('a');
    h.send({ type: 'START', userIDList: ['b'], callType: 2 });
    await waitFor(h.actor, (s) => s.matches({ calling: 'waiting' }));
    h.send({ type: 'INVITEE_ACCEPTED', inviteID: 'inv-1', invitee: 'b' });
    expect(h.state()).toBe('connecting');
    expect(h.log.mesh).toEqual([{ type: 'connect', peer: 'b', offer: true }]);
    expect(h.context().connectedAt).toBeNull();
    h.send({ type: 'MESH.STATE', peer: 'b', state: 'connecting' });
    expect(h.state()).toBe('connecting');
    h.send({ type: 'MESH.STATE', peer: 'b', state: 'connected' });
    expect(h.state()).toBe('inCall');
    expect(h.context().connectedAt).toEqual(expect.any(Number));
    expect(h.context().peers[0]).toMatchObject({ userID: 'b', status: 'joined', connection: 'connected' });
  });

  it('passes the peer’s SDP and candidates to its connection, and sends its own with the invitation’s ID', async () => {
    const h = await inCallAsCaller();
    h.send(signal('b', 'answer', { sdp: 'v=0' }));
    h.send(signal('b', 'candidate', { candidate: { candidate: 'c1' } }));
    h.send({ type: 'SIGNAL', from: 'mallory', signal: { inviteID: 'inv-1', kind: 'offer', sdp: 'x' } }); // not in the call
    h.send({ type: 'SIGNAL', from: 'b', signal: { inviteID: 'old', kind: 'offer', sdp: 'x' } }); // another call
    expect(h.log.mesh.slice(1)).toEqual([
      { type: 'signal', from: 'b', kind: 'answer', sdp: 'v=0', candidate: undefined },
      { type: 'signal', from: 'b', kind: 'candidate', sdp: undefined, candidate: { candidate: 'c1' } },
    ]);
    h.send({ type: 'MESH.SEND', to: 'b', kind: 'candidate', candidate: { candidate: 'mine' } });
    expect(h.log.signals).toEqual([{ to: 'b', signal: { inviteID: 'inv-1', kind: 'candidate', candidate: { candidate: 'mine' } } }]);
  });

  it('hang-up sends the record (invite, timeout 0 by the effects, call_end in seconds), stops the tracks, shows the end, then idles', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const h = await inCallAsCaller();
      jest.setSystemTime(1_000_000 + 65_000);
      h.send({ type: 'HANG_UP' });
      expect(h.state()).toBe('ended');
      expect(h.log.records).toHaveLength(1);
      expect(h.log.records[0]).toMatchObject({ userIDList: ['b'], groupID: '' });
      expect(parseCallData(h.log.records[0]!.data)).toEqual({ callType: 2, roomID: h.context().roomID, callEnd: 65 });
      expect(h.context()).toMatchObject({ endReason: 'hungUp', endedByMe: true, localStream: null });
      expect(h.log.streams[0]!.tracks.every((t) => t.stopped)).toBe(true);
      expect(h.log.meshStopped).toBe(1);
      jest.advanceTimersByTime(ENDED_SHOWN_MS);
      expect(h.state()).toBe('idle');
    } finally {
      jest.useRealTimers();
    }
  });

  it('the peer’s hang-up record (an invitation with call_end for this room) ends it without a record of its own', async () => {
    const h = await inCallAsCaller();
    const roomID = h.context().roomID;
    h.send({
      type: 'INVITED',
      inviteID: 'rec',
      inviter: 'b',
      groupID: '',
      inviteeList: ['a'],
      data: callDataString({ callType: 2, roomID: roomID + 1, callEnd: 3 }),
    });
    expect(h.state()).toBe('inCall'); // another room's record
    h.send({ type: 'INVITED', inviteID: 'rec', inviter: 'b', groupID: '', inviteeList: ['a'], data: callDataString({ callType: 2, roomID, callEnd: 12 }) });
    expect(h.state()).toBe('ended');
    expect(h.context()).toMatchObject({ endReason: 'hungUp', endedByMe: false });
    expect(h.log.records).toEqual([]);
    expect(h.log.rejects).toEqual([]);
  });

  it('a failed connection is a gone peer; the inviter records the end', async () => {
    const h = await inCallAsCaller();
    h.send({ type: 'MESH.STATE', peer: 'b', state: 'failed' });
    expect(h.state()).toBe('ended');
    expect(h.context().endReason).toBe('peerGone');
    expect(h.log.records).toHaveLength(1);
  });

  it('disconnected for more than the grace time is a gone peer; reconnecting in time is not', async () => {
    jest.useFakeTimers();
    try {
      const h = await inCallAsCaller();
      h.send({ type: 'MESH.STATE', peer: 'b', state: 'disconnected' });
      jest.advanceTimersByTime(DISCONNECT_GRACE_MS - 1000);
      h.send({ type: 'MESH.STATE', peer: 'b', state: 'connected' });
      jest.advanceTimersByTime(DISCONNECT_GRACE_MS);
      expect(h.state()).toBe('inCall');
      h.send({ type: 'MESH.STATE', peer: 'b', state: 'disconnected' });
      jest.advanceTimersByTime(DISCONNECT_GRACE_MS - 1);
      expect(h.state()).toBe('inCall');
      jest.advanceTimersByTime(1);
      expect(h.state()).toBe('ended');
      expect(h.context().endReason).toBe('peerGone');
    } finally {
      jest.useRealTimers();
    }
  });

  it('mute and camera off disable the local tracks; switch to voice stops the video and tells the peer', async () => {
    const h = await inCallAsCaller();
    const [audio, video] = h.log.streams[0]!.tracks;
    h.send({ type: 'TOGGLE_MIC' });
    h.send({ type: 'TOGGLE_CAMERA' });
    expect([audio!.enabled, video!.enabled]).toEqual([false, false]);
    expect(h.context()).toMatchObject({ muted: true, cameraOff: true });
    h.send({ type: 'TOGGLE_MIC' });
    expect(audio!.enabled).toBe(true);
    h.send({ type: 'SWITCH_TO_AUDIO' });
    expect(video!.stopped).toBe(true);
    expect(audio!.stopped).toBe(false);
    expect(h.context().callType).toBe(1);
    expect(h.log.signals).toEqual([{ to: 'b', signal: { inviteID: 'inv-1', kind: 'switch-to-audio' } }]);
  });

  it('the peer’s switch to voice stops own video too', async () => {
    const h = await inCallAsCaller();
    h.send(signal('b', 'switch-to-audio'));
    expect(h.context().callType).toBe(1);
    expect(h.log.streams[0]!.tracks.find((t) => t.kind === 'video')!.stopped).toBe(true);
  });

  it('an invitation to another call while in one is refused as busy, and the call goes on', async () => {
    const h = await inCallAsCaller();
    h.send(invited('z', ['a'], 1, '', 'inv-2', 77));
    expect(h.state()).toBe('inCall');
    expect(h.log.rejects).toHaveLength(1);
    expect(h.log.rejects[0]!.inviteID).toBe('inv-2');
    expect(parseCallData(h.log.rejects[0]!.data)).toEqual({ callType: 1, roomID: 77, lineBusy: true });
  });
});

describe('call machine: incoming', () => {
  it('rings on an invitation; accept gets media, then accepts, then connects (the larger userID waits for the offer)', async () => {
    const h = harness('b');
    h.send(invited('a', ['b']));
    expect(h.state()).toBe('ringing');
    expect(h.actor.getSnapshot().hasTag('incoming')).toBe(true);
    expect(h.context()).toMatchObject({ inviteID: 'inv-1', inviter: 'a', callType: 2, roomID: VIDEO_ROOM });
    h.send({ type: 'ACCEPT' });
    await waitFor(h.actor, (s) => s.matches('connecting'));
    expect(h.log.media).toEqual([true]);
    expect(h.log.accepts.map((a) => a.inviteID)).toEqual(['inv-1']);
    expect(h.log.mesh).toEqual([{ type: 'connect', peer: 'a', offer: false }]);
    h.send(signal('a', 'offer', { sdp: 'o' }));
    expect(h.log.mesh[1]).toMatchObject({ type: 'signal', from: 'a', kind: 'offer', sdp: 'o' });
  });

  it('a record of a finished call (call_end) does not ring, nor an own invitation', () => {
    const h = harness('b');
    h.send({ ...invited('a', ['b']), data: callDataString({ callType: 2, roomID: 1, callEnd: 30 }) } as CallEvent);
    h.send(invited('b', ['c']));
    h.send({ ...invited('a', ['b']), data: '{"businessID":"interview"}' } as CallEvent);
    expect(h.state()).toBe('idle');
  });

  it('decline rejects the invitation', () => {
    const h = harness('b');
    h.send(invited('a', ['b']));
    h.send({ type: 'REJECT' });
    expect(h.state()).toBe('ended');
    expect(h.log.rejects.map((r) => r.inviteID)).toEqual(['inv-1']);
    expect(parseCallData(h.log.rejects[0]!.data)?.lineBusy).toBeUndefined();
    expect(h.context()).toMatchObject({ endReason: 'rejected', endedByMe: true });
  });

  it('ends when the caller cancels, or when this side did not answer in time', () => {
    const cancelled = harness('b');
    cancelled.send(invited('a', ['b']));
    cancelled.send({ type: 'INVITATION_CANCELLED', inviteID: 'inv-1' });
    expect(cancelled.context()).toMatchObject({ endReason: 'cancelled', endedByMe: false });
    const late = harness('b');
    late.send(invited('a', ['b']));
    late.send({ type: 'INVITATION_TIMEOUT', inviteID: 'inv-1', inviteeList: ['b'], isSelfTimeout: true });
    expect(late.state()).toBe('ended');
    expect(late.context().endReason).toBe('timeout');
  });

  it('a second invitation while ringing is refused as busy', () => {
    const h = harness('b');
    h.send(invited('a', ['b']));
    h.send(invited('c', ['b'], 1, '', 'inv-2'));
    expect(h.state()).toBe('ringing');
    expect(h.log.rejects.map((r) => [r.inviteID, parseCallData(r.data)?.lineBusy])).toEqual([['inv-2', true]]);
  });

  it('no microphone on accept: the invitation is rejected and the screen says why', async () => {
    const h = harness('b', { mediaError: { name: 'NotFoundError' } });
    h.send(invited('a', ['b'], 1));
    h.send({ type: 'ACCEPT' });
    await waitFor(h.actor, (s) => s.matches('ended'));
    expect(h.context()).toMatchObject({ endReason: 'mediaError', error: 'noDevice' });
    expect(h.log.accepts).toEqual([]);
    expect(h.log.rejects.map((r) => r.inviteID)).toEqual(['inv-1']);
  });

  it('the caller’s hang-up ends it for the callee', async () => {
    const h = harness('b');
    h.send(invited('a', ['b']));
    h.send({ type: 'ACCEPT' });
    await waitFor(h.actor, (s) => s.matches('connecting'));
    h.send({ type: 'MESH.STATE', peer: 'a', state: 'connected' });
    expect(h.state()).toBe('inCall');
    h.send({
      type: 'INVITED',
      inviteID: 'r',
      inviter: 'a',
      groupID: '',
      inviteeList: ['b'],
      data: callDataString({ callType: 2, roomID: VIDEO_ROOM, callEnd: 9 }),
    });
    expect(h.context()).toMatchObject({ endReason: 'hungUp', endedByMe: false });
    expect(h.log.records).toEqual([]); // the peer that hung up wrote it
  });
});

describe('call machine: a group of three (a invites b and c in group g)', () => {
  const accepted = (invitee: string): CallEvent => ({ type: 'INVITEE_ACCEPTED', inviteID: 'inv-1', invitee });

  it('each pair connects once both are in, and the smaller userID offers', async () => {
    // a, the inviter
    const a = harness('a');
    a.send({ type: 'START', userIDList: ['b', 'c'], groupID: 'g', callType: 2 });
    await waitFor(a.actor, (s) => s.matches({ calling: 'waiting' }));
    expect(a.log.invites[0]).toMatchObject({ userIDList: ['b', 'c'], groupID: 'g' });
    // b accepts first; c later.
    const b = harness('b');
    b.send(invited('a', ['b', 'c'], 2, 'g'));
    b.send({ type: 'ACCEPT' });
    await waitFor(b.actor, (s) => s.matches('connecting'));
    a.send(accepted('b'));
    const c = harness('c');
    c.send(invited('a', ['b', 'c'], 2, 'g'));
    c.send(accepted('b')); // heard while ringing
    expect(c.log.mesh).toEqual([]); // not in yet: no connections
    c.send({ type: 'ACCEPT' });
    await waitFor(c.actor, (s) => s.matches('connecting'));
    a.send(accepted('c'));
    b.send(accepted('c'));

    expect(a.log.mesh).toEqual([
      { type: 'connect', peer: 'b', offer: true },
      { type: 'connect', peer: 'c', offer: true },
    ]);
    expect(b.log.mesh).toEqual([
      { type: 'connect', peer: 'a', offer: false },
      { type: 'connect', peer: 'c', offer: true },
    ]);
    expect(c.log.mesh).toEqual([
      { type: 'connect', peer: 'a', offer: false },
      { type: 'connect', peer: 'b', offer: false },
    ]);
  });

  it('leavers say bye; the call goes on between those left; the last one writes the group record', async () => {
    const a = harness('a');
    a.send({ type: 'START', userIDList: ['b', 'c'], groupID: 'g', callType: 2 });
    await waitFor(a.actor, (s) => s.matches({ calling: 'waiting' }));
    a.send(accepted('b'));
    a.send(accepted('c'));
    a.send({ type: 'MESH.STATE', peer: 'b', state: 'connected' });
    a.send({ type: 'MESH.STATE', peer: 'c', state: 'connected' });
    expect(a.state()).toBe('inCall');

    const c = harness('c');
    c.send(invited('a', ['b', 'c'], 2, 'g'));
    c.send(accepted('b'));
    c.send({ type: 'ACCEPT' });
    await waitFor(c.actor, (s) => s.matches('connecting'));
    c.send({ type: 'HANG_UP' });
    expect(c.log.signals.map((s) => [s.to, s.signal.kind])).toEqual([
      ['a', 'bye'],
      ['b', 'bye'],
    ]);
    expect(c.log.records).toEqual([]); // others are still in

    a.send(signal('c', 'bye'));
    expect(a.state()).toBe('inCall');
    expect(a.log.mesh).toContainEqual({ type: 'close', peer: 'c' });
    expect(a.context().peers.map((p) => p.status)).toEqual(['joined', 'left']);
    a.send(signal('b', 'bye'));
    expect(a.state()).toBe('ended');
    expect(a.context().endReason).toBe('hungUp');
    expect(a.log.records).toHaveLength(1);
    expect(a.log.records[0]).toMatchObject({ groupID: 'g', userIDList: ['b', 'c'] });
    expect(parseCallData(a.log.records[0]!.data)?.callEnd).toEqual(expect.any(Number));
  });

  it('of the last two, the smaller user ID writes the record: once when both leave at once, once whoever leaves first', async () => {
    // a and b in a call (c declined): both hang up at the same moment.
    const declined: CallEvent = { type: 'INVITEE_REJECTED', inviteID: 'inv-1', invitee: 'c', data: '' };
    const inCallWithA = async (me: string) => {
      const side = harness(me);
      side.send(invited('a', ['b', 'c'], 2, 'g'));
      side.send({ type: 'ACCEPT' });
      await waitFor(side.actor, (s) => s.matches('connecting'));
      side.send(declined);
      side.send({ type: 'MESH.STATE', peer: 'a', state: 'connected' });
      return side;
    };
    const a = harness('a');
    a.send({ type: 'START', userIDList: ['b', 'c'], groupID: 'g', callType: 2 });
    await waitFor(a.actor, (s) => s.matches({ calling: 'waiting' }));
    a.send(accepted('b'));
    a.send(declined);
    a.send({ type: 'MESH.STATE', peer: 'b', state: 'connected' });
    const b = await inCallWithA('b');
    expect([a.state(), b.state()]).toEqual(['inCall', 'inCall']);
    a.send({ type: 'HANG_UP' });
    b.send({ type: 'HANG_UP' });
    a.send(signal('b', 'bye'));
    b.send(signal('a', 'bye'));
    expect([a.log.records.length, b.log.records.length]).toEqual([1, 0]);

    // b leaves first: a, left alone, writes it; a leaves first: a writes it at its hang-up, b none.
    const b2 = await inCallWithA('b');
    b2.send({ type: 'HANG_UP' });
    expect(b2.log.records).toEqual([]);
    const b3 = await inCallWithA('b');
    b3.send(signal('a', 'bye'));
    expect(b3.state()).toBe('ended');
    expect(b3.log.records).toEqual([]);
  });

  it('one invitee refusing leaves the call waiting for the other', async () => {
    const a = harness('a');
    a.send({ type: 'START', userIDList: ['b', 'c'], groupID: 'g', callType: 1 });
    await waitFor(a.actor, (s) => s.matches({ calling: 'waiting' }));
    a.send({ type: 'INVITEE_REJECTED', inviteID: 'inv-1', invitee: 'b', data: '' });
    expect(a.state()).toBe('calling');
    a.send({ type: 'INVITATION_TIMEOUT', inviteID: 'inv-1', inviteeList: ['c'], isSelfTimeout: false });
    expect(a.state()).toBe('ended');
    expect(a.context().endReason).toBe('timeout');
  });
});
