// The call machine's base setup (issue 21): its constants, its fresh context, and the effects it
// names (bound to an engine in call-effects.ts), with the actions and guards they need;
// call.setup.ts extends it with the actions its states use (call.machine.ts).
import { fromCallback, fromPromise, setup } from 'xstate';
import { callDataString, parseCallData } from './call-data';
import { isAlone, isPeer, MAX_PARTICIPANTS, peersWith } from './call-peers';
import type { CallContext, CallError, CallEvent, CallInput, CallSignal, InviteRequest, MediaRequest, MeshCommand, MeshInput } from './call.types';

/** Seconds an invitation rings before it times out. */
export const INVITE_TIMEOUT_S = 30;
/** A connection 'disconnected' this long is taken for gone (WebRTC often recovers sooner). */
export const DISCONNECT_GRACE_MS = 8000;
/** How long the ended screen shows its reason. */
export const ENDED_SHOWN_MS = 2000;
/** Accepted, but no connection came up in this time: give up. */
export const CONNECT_TIMEOUT_MS = 30_000;

/** getUserMedia's refusal as the screen tells it. */
export function mediaErrorOf(error: unknown): CallError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  return 'media';
}

export const fresh = (me: string): CallContext => ({
  me,
  callType: 1,
  roomID: 0,
  inviteID: null,
  groupID: '',
  inviter: '',
  peers: [],
  localStream: null,
  muted: false,
  cameraOff: false,
  connectedAt: null,
  endReason: null,
  endedByMe: false,
  error: null,
  lastDrop: 'hungUp',
  lastPeer: '',
  cancelRequested: false,
});

export const newRoomID = () => 1 + Math.floor(Math.random() * 2_147_483_646);
export const callOf = (event: CallEvent) => (event.type === 'INVITED' ? parseCallData(event.data) : null);
export const ownData = (context: CallContext) => callDataString({ callType: context.callType, roomID: context.roomID });
export const joinedIDs = (context: CallContext) => peersWith(context.peers, 'joined').map((peer) => peer.userID);

export const effects = setup({
  types: { context: {} as CallContext, events: {} as CallEvent, input: {} as CallInput },
  actors: {
    /** getUserMedia: audio, and video for a video call. */
    getMedia: fromPromise<MediaStream, MediaRequest>(async () => {
      throw new Error('call machine: provide getMedia');
    }),
    /** engine.invite (one-to-one) or engine.inviteInGroup, ringing INVITE_TIMEOUT_S. */
    invite: fromPromise<{ inviteID: string }, InviteRequest>(async () => {
      throw new Error('call machine: provide invite');
    }),
    /** engine.accept. */
    accept: fromPromise<void, { inviteID: string; data: string }>(async () => {
      throw new Error('call machine: provide accept');
    }),
    /** The engine's signalling events and the peers' WebRTC messages, sent in as CallEvents. */
    signaling: fromCallback<CallEvent>(() => () => {}),
    /** The peer connections: takes MeshCommands, reports MESH.* events. */
    mesh: fromCallback<MeshCommand, MeshInput>(() => () => {}),
  },
  actions: {
    cancelInvitation: (_, _params: { inviteID: string; data: string }) => {},
    rejectInvitation: (_, _params: { inviteID: string; data: string }) => {},
    /** The call's record (a hang-up): invite / inviteInGroup with timeout 0. */
    sendRecord: (_, _params: InviteRequest) => {},
    /** A WebRTC signal to a peer: an online-only custom message (call-signal.ts). */
    sendSignal: (_, _params: { to: string; signal: CallSignal }) => {},
    /** Mute and camera off: the local tracks' `enabled`. */
    applyTracks: (_, { stream, muted, cameraOff }: { stream: MediaStream | null; muted: boolean; cameraOff: boolean }) => {
      for (const track of stream?.getAudioTracks() ?? []) track.enabled = !muted;
      for (const track of stream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    },
    stopVideo: (_, stream: MediaStream | null) => {
      for (const track of stream?.getVideoTracks() ?? []) track.stop();
    },
    releaseMedia: (_, stream: MediaStream | null) => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
  },
  guards: {
    sameInvite: ({ context, event }) => 'inviteID' in event && event.inviteID === context.inviteID,
    /** A WebRTC signal of this call from one of its participants. */
    sameSignal: ({ context, event }) => event.type === 'SIGNAL' && event.signal.inviteID === context.inviteID && isPeer(context, event.from),
    tooMany: ({ event }) => event.type === 'START' && (event.userIDList.length === 0 || event.userIDList.length > MAX_PARTICIPANTS - 1),
    /** An invitation to a call; a record of an ended one (call_end) is not. */
    newCall: ({ context, event }) => event.type === 'INVITED' && event.inviter !== context.me && callOf(event)?.callEnd === undefined && !!callOf(event),
    /** An invitation to another call while this one goes on. */
    otherCall: ({ context, event }) =>
      event.type === 'INVITED' &&
      event.inviter !== context.me &&
      event.inviteID !== context.inviteID &&
      !!callOf(event) &&
      callOf(event)?.callEnd === undefined,
    /** A peer's hang-up record for this call's room. */
    peerHungUp: ({ context, event }) =>
      event.type === 'INVITED' && isPeer(context, event.inviter) && callOf(event)?.callEnd !== undefined && callOf(event)?.roomID === context.roomID,
    alone: ({ context }) => isAlone(context.peers),
    mySelfTimedOut: ({ context, event }) =>
      event.type === 'INVITATION_TIMEOUT' && event.inviteID === context.inviteID && (event.isSelfTimeout || event.inviteeList.includes(context.me)),
    isVideo: ({ context }) => context.callType === 2,
    connected: ({ event }) => event.type === 'MESH.STATE' && event.state === 'connected',
    stillDisconnected: ({ context, event }) =>
      event.type === 'PEER_DISCONNECT_TIMEOUT' && context.peers.some((peer) => peer.userID === event.peer && peer.connection === 'disconnected'),
  },
  delays: { disconnectGrace: DISCONNECT_GRACE_MS, endedShown: ENDED_SHOWN_MS, connectTimeout: CONNECT_TIMEOUT_MS },
});
