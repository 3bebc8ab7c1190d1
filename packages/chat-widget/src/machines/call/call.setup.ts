// The call machine's setup (issue 21): the base setup (call.base.ts) extended with the actions
// and guards its states use (call.machine.ts).
import { assign, type ErrorActorEvent } from 'xstate';
import { callOf, effects, fresh, joinedIDs, mediaErrorOf, newRoomID, ownData } from './call.base';
import { callDataString, parseCallData } from './call-data';
import { isPeer, makesOffer, newPeer, patchPeer, peersWith, secondsSince, withStatus } from './call-peers';
import type { CallContext, CallError, CallEvent, CallSignal, EndReason, MeshCommand } from './call.types';

/** A peer out of the call: `lastDrop` is the call's reason if it was the last one. */
const dropped = (context: CallContext, peer: string, reason: EndReason): Partial<CallContext> => ({
  peers: withStatus(context.peers, [peer], 'left'),
  lastDrop: reason,
  lastPeer: peer,
});
/**
 * Of the last two in a group call, the smaller user ID writes the call's record: at its hang-up,
 * or when the other's 'bye' leaves it alone. So two leaving at once write it once, not twice or
 * never. A peer that is gone (no 'bye') wrote nothing: the one left writes it.
 */
const writesGroupRecord = (me: string, other: string) => me < other;
/** getUserMedia failed: what the screen tells (permission refused, no device). */
export const mediaFailed = assign<CallContext, ErrorActorEvent, undefined, CallEvent, never>({
  endReason: 'mediaError',
  endedByMe: false,
  error: ({ event }) => mediaErrorOf(event.error),
});
const closeMesh = (peer: string): MeshCommand => ({ type: 'close', peer });

export const machineSetup = effects.extend({
  actions: {
    prepareOutgoing: effects.assign(({ context, event }) => {
      if (event.type !== 'START') return {};
      return {
        ...fresh(context.me),
        callType: event.callType,
        roomID: newRoomID(),
        groupID: event.groupID ?? '',
        inviter: context.me,
        peers: event.userIDList.filter((id) => id !== context.me).map((id) => newPeer(id, 'invited')),
      };
    }),
    prepareIncoming: effects.assign(({ context, event }) => {
      const call = callOf(event);
      if (event.type !== 'INVITED' || !call) return {};
      const others = event.inviteeList.filter((id) => id !== context.me && id !== event.inviter);
      return {
        ...fresh(context.me),
        callType: call.callType,
        roomID: call.roomID,
        inviteID: event.inviteID,
        groupID: event.groupID,
        inviter: event.inviter,
        // The inviter is in the call from the start.
        peers: [newPeer(event.inviter, 'joined'), ...others.map((id) => newPeer(id, 'invited'))],
      };
    }),
    /** Already in a call: the new invitation is refused as a busy line. */
    rejectBusy: effects.enqueueActions(({ event, enqueue }) => {
      const call = callOf(event);
      if (event.type !== 'INVITED' || !call) return;
      enqueue({
        type: 'rejectInvitation',
        params: { inviteID: event.inviteID, data: callDataString({ callType: call.callType, roomID: call.roomID, lineBusy: true }) },
      });
    }),
    /** The local media is in (context.localStream): the peer connections can be made. */
    startMesh: effects.enqueueActions(({ context, enqueue }) => {
      if (!context.localStream) return;
      enqueue({ type: 'applyTracks', params: { stream: context.localStream, muted: context.muted, cameraOff: context.cameraOff } });
      enqueue.spawnChild('mesh', { id: 'mesh', input: { localStream: context.localStream } });
    }),
    endBy: assign((_, params: { reason: EndReason; mine: boolean; error?: CallError }) => ({
      endReason: params.reason,
      endedByMe: params.mine,
      ...(params.error ? { error: params.error } : {}),
    })),
    markJoined: effects.assign(({ context, event }) =>
      event.type === 'INVITEE_ACCEPTED' ? { peers: withStatus(context.peers, [event.invitee], 'joined') } : {},
    ),
    /** A joined peer while this side is in the call: connect to it. */
    peerJoined: effects.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'INVITEE_ACCEPTED' || !isPeer(context, event.invitee) || event.invitee === context.me) return;
      const known = context.peers.find((peer) => peer.userID === event.invitee);
      if (known?.status === 'left') return;
      enqueue.assign({ peers: withStatus(context.peers, [event.invitee], 'joined') });
      enqueue.sendTo('mesh', { type: 'connect', peer: event.invitee, offer: makesOffer(context.me, event.invitee) } satisfies MeshCommand);
    }),
    markRefused: effects.assign(({ context, event }) => {
      if (event.type !== 'INVITEE_REJECTED') return {};
      return {
        peers: withStatus(context.peers, [event.invitee], 'left'),
        lastDrop: parseCallData(event.data)?.lineBusy ? ('busy' as const) : ('rejected' as const),
      };
    }),
    peersTimedOut: effects.assign(({ context, event }) => {
      if (event.type !== 'INVITATION_TIMEOUT') return {};
      const unanswered = context.peers.filter((peer) => peer.status === 'invited' && event.inviteeList.includes(peer.userID)).map((peer) => peer.userID);
      return { peers: withStatus(context.peers, unanswered, 'left'), lastDrop: 'timeout' as const };
    }),
    connectToJoined: effects.enqueueActions(({ context, enqueue }) => {
      for (const peer of joinedIDs(context)) enqueue.sendTo('mesh', { type: 'connect', peer, offer: makesOffer(context.me, peer) } satisfies MeshCommand);
    }),
    /** A peer's signal: SDP and candidates go to its connection; 'bye' and 'switch-to-audio' are the call's. */
    takeSignal: effects.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SIGNAL') return;
      const { from, signal } = event;
      if (signal.kind === 'bye') {
        enqueue.assign(dropped(context, from, 'hungUp'));
        if (context.localStream) enqueue.sendTo('mesh', closeMesh(from));
      } else if (signal.kind === 'switch-to-audio') {
        if (context.callType === 2) {
          enqueue({ type: 'stopVideo', params: context.localStream });
          enqueue.assign({ callType: 1, cameraOff: true });
        }
      } else if (context.localStream) {
        enqueue.sendTo('mesh', { type: 'signal', from, kind: signal.kind, sdp: signal.sdp, candidate: signal.candidate } satisfies MeshCommand);
      }
    }),
    sendMeshSignal: effects.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'MESH.SEND' || !context.inviteID) return;
      const signal: CallSignal = {
        inviteID: context.inviteID,
        kind: event.kind,
        ...(event.sdp ? { sdp: event.sdp } : {}),
        ...(event.candidate ? { candidate: event.candidate } : {}),
      };
      enqueue({ type: 'sendSignal', params: { to: event.to, signal } });
    }),
    keepStream: effects.assign(({ context, event }) =>
      event.type === 'MESH.STREAM' ? { peers: patchPeer(context.peers, event.peer, { stream: event.stream }) } : {},
    ),
    /** A connection's state; 'disconnected' for DISCONNECT_GRACE_MS or 'failed': the peer is gone. */
    markConnection: effects.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'MESH.STATE') return;
      const { peer, state } = event;
      const known = context.peers.find((p) => p.userID === peer);
      if (!known || known.status === 'left') return;
      // A connection up means the peer is in, even before its acceptance arrives.
      enqueue.assign({ peers: patchPeer(context.peers, peer, { connection: state, ...(state === 'connected' ? { status: 'joined' as const } : {}) }) });
      const timer = `gone:${peer}`;
      if (state === 'disconnected') enqueue.raise({ type: 'PEER_DISCONNECT_TIMEOUT', peer }, { id: timer, delay: 'disconnectGrace' });
      else enqueue.cancel(timer);
      if (state === 'failed') {
        enqueue.assign(dropped(context, peer, 'peerGone'));
        enqueue.sendTo('mesh', closeMesh(peer));
      }
    }),
    startTimer: effects.assign(({ context }) => (context.connectedAt === null ? { connectedAt: Date.now() } : {})),
    peerGone: effects.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PEER_DISCONNECT_TIMEOUT') return;
      enqueue.assign(dropped(context, event.peer, 'peerGone'));
      enqueue.sendTo('mesh', closeMesh(event.peer));
    }),
    /** A one-to-one peer's hang-up record. */
    peerHangUp: effects.enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'INVITED') return;
      enqueue.assign(dropped(context, event.inviter, 'hungUp'));
      if (context.localStream) enqueue.sendTo('mesh', closeMesh(event.inviter));
    }),
    /**
     * Nobody else is left. In a group this side is the last one: it writes the call's record. One
     * to one, the peer's hang-up wrote it; a lost peer's call is recorded by its inviter.
     */
    endAlone: effects.enqueueActions(({ context, enqueue }) => {
      const record = { data: callDataString({ callType: context.callType, roomID: context.roomID, callEnd: secondsSince(context.connectedAt, Date.now()) }) };
      const groupRecord = context.connectedAt !== null && (context.lastDrop === 'peerGone' || writesGroupRecord(context.me, context.lastPeer));
      if (context.groupID) {
        if (groupRecord) enqueue({ type: 'sendRecord', params: { ...record, groupID: context.groupID, userIDList: context.peers.map((p) => p.userID) } });
      } else if (context.lastDrop === 'peerGone' && context.inviter === context.me)
        enqueue({ type: 'sendRecord', params: { ...record, groupID: '', userIDList: context.peers.map((p) => p.userID) } });
      enqueue.assign({ endReason: context.lastDrop, endedByMe: false });
    }),
    hangUp: effects.enqueueActions(({ context, enqueue }) => {
      const record = { data: callDataString({ callType: context.callType, roomID: context.roomID, callEnd: secondsSince(context.connectedAt, Date.now()) }) };
      const joined = joinedIDs(context);
      if (!context.groupID) {
        enqueue({ type: 'sendRecord', params: { ...record, groupID: '', userIDList: context.peers.map((p) => p.userID) } });
      } else {
        for (const peer of joined) enqueue({ type: 'sendSignal', params: { to: peer, signal: { inviteID: context.inviteID!, kind: 'bye' } } });
        // The last two: this leaving ends the call for both.
        if (joined.length === 1 && writesGroupRecord(context.me, joined[0]!)) {
          enqueue({ type: 'sendRecord', params: { ...record, groupID: context.groupID, userIDList: context.peers.map((p) => p.userID) } });
        }
        if (joined.length === 0) {
          // Nobody joined yet: the invitation itself is withdrawn, then the record is written.
          if (context.inviter === context.me && peersWith(context.peers, 'invited').length > 0)
            enqueue({ type: 'cancelInvitation', params: { inviteID: context.inviteID!, data: ownData(context) } });
          enqueue({ type: 'sendRecord', params: { ...record, groupID: context.groupID, userIDList: context.peers.map((p) => p.userID) } });
        }
      }
      enqueue.assign({ endReason: 'hungUp', endedByMe: true });
    }),
    toggleMic: effects.enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ muted: !context.muted });
      enqueue({ type: 'applyTracks', params: { stream: context.localStream, muted: !context.muted, cameraOff: context.cameraOff } });
    }),
    toggleCamera: effects.enqueueActions(({ context, enqueue }) => {
      if (context.callType !== 2) return;
      enqueue.assign({ cameraOff: !context.cameraOff });
      enqueue({ type: 'applyTracks', params: { stream: context.localStream, muted: context.muted, cameraOff: !context.cameraOff } });
    }),
    /** Video off for good, on both sides: the peers are told, and show the voice screen too. */
    switchToAudio: effects.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'stopVideo', params: context.localStream });
      for (const peer of joinedIDs(context))
        enqueue({ type: 'sendSignal', params: { to: peer, signal: { inviteID: context.inviteID!, kind: 'switch-to-audio' } } });
      enqueue.assign({ callType: 1, cameraOff: true });
    }),
  },
});

/** What every state with a live call (or one being set up) does with its peers' news. */
