// A voice or video call (issue 21): signalling through the engine's TSignaling API (invite,
// accept, reject, cancel), media through the browser's WebRTC, one peer connection per pair of
// participants (up to 4). One actor per logged-in engine, living from call to call. The effects
// (media, engine, peer connections) are named in call.setup.ts and bound to an engine in call-effects.ts.
import { assign } from 'xstate';
import { effects, fresh, ownData } from './call.base';
import { machineSetup, mediaFailed } from './call.setup';

export { DISCONNECT_GRACE_MS, ENDED_SHOWN_MS, INVITE_TIMEOUT_S } from './call.base';

const mediaHandlers = {
  SIGNAL: { guard: 'sameSignal', actions: 'takeSignal' },
  'MESH.SEND': { actions: 'sendMeshSignal' },
  'MESH.STREAM': { actions: 'keepStream' },
  TOGGLE_MIC: { actions: 'toggleMic' },
  TOGGLE_CAMERA: { actions: 'toggleCamera' },
} as const;

const live = machineSetup.createStateConfig({
  tags: ['live', 'busy'],
  always: { guard: 'alone', target: 'ended', actions: 'endAlone' },
  on: {
    ...mediaHandlers,
    INVITED: [
      { guard: 'peerHungUp', actions: 'peerHangUp' },
      { guard: 'otherCall', actions: 'rejectBusy' },
    ],
    INVITEE_ACCEPTED: { guard: 'sameInvite', actions: 'peerJoined' },
    INVITEE_REJECTED: { guard: 'sameInvite', actions: 'markRefused' },
    INVITATION_TIMEOUT: { guard: 'sameInvite', actions: 'peersTimedOut' },
    PEER_DISCONNECT_TIMEOUT: { guard: 'stillDisconnected', actions: 'peerGone' },
    HANG_UP: { target: 'ended', actions: 'hangUp' },
    SWITCH_TO_AUDIO: { guard: 'isVideo', actions: 'switchToAudio' },
  },
});

export const callMachine = machineSetup.createMachine({
  id: 'call',
  context: ({ input }) => fresh(input.me),
  invoke: { id: 'signaling', src: 'signaling' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: [
          { guard: 'tooMany', target: 'ended', actions: { type: 'endBy', params: { reason: 'failed', mine: false, error: 'tooMany' } } },
          { target: 'calling', actions: 'prepareOutgoing' },
        ],
        INVITED: { guard: 'newCall', target: 'ringing', actions: 'prepareIncoming' },
      },
    },

    calling: {
      tags: ['outgoing', 'busy'],
      initial: 'media',
      on: {
        ...mediaHandlers,
        INVITED: { guard: 'otherCall', actions: 'rejectBusy' },
        // An invitee's connection may come up before its acceptance arrives.
        'MESH.STATE': [{ guard: 'connected', target: 'inCall', actions: ['markConnection', 'startTimer'] }, { actions: 'markConnection' }],
      },
      states: {
        media: {
          invoke: {
            src: 'getMedia',
            input: ({ context }) => ({ video: context.callType === 2 }),
            onDone: { target: 'inviting', actions: [assign({ localStream: ({ event }) => event.output }), 'startMesh'] },
            onError: { target: '#call.ended', actions: mediaFailed },
          },
          on: { CANCEL: { target: '#call.ended', actions: { type: 'endBy', params: { reason: 'cancelled', mine: true } } } },
        },
        inviting: {
          invoke: {
            src: 'invite',
            input: ({ context }) => ({ userIDList: context.peers.map((peer) => peer.userID), groupID: context.groupID, data: ownData(context) }),
            onDone: [
              {
                // Cancelled while it was being sent: withdraw it now that it has an ID.
                guard: ({ context }) => context.cancelRequested,
                target: '#call.ended',
                actions: [
                  { type: 'cancelInvitation', params: ({ context, event }) => ({ inviteID: event.output.inviteID, data: ownData(context) }) },
                  { type: 'endBy', params: { reason: 'cancelled', mine: true } },
                ],
              },
              { target: 'waiting', actions: assign({ inviteID: ({ event }) => event.output.inviteID }) },
            ],
            onError: { target: '#call.ended', actions: { type: 'endBy', params: { reason: 'failed', mine: false, error: 'signaling' } } },
          },
          on: { CANCEL: { actions: effects.assign({ cancelRequested: true }) } },
        },
        waiting: {
          // Everyone refused or did not answer.
          always: { guard: 'alone', target: '#call.ended', actions: effects.assign({ endReason: ({ context }) => context.lastDrop }) },
          on: {
            CANCEL: {
              target: '#call.ended',
              actions: [
                { type: 'cancelInvitation', params: ({ context }) => ({ inviteID: context.inviteID!, data: ownData(context) }) },
                { type: 'endBy', params: { reason: 'cancelled', mine: true } },
              ],
            },
            INVITEE_ACCEPTED: { guard: 'sameInvite', target: '#call.connecting', actions: 'peerJoined' },
            INVITEE_REJECTED: { guard: 'sameInvite', actions: 'markRefused' },
            INVITATION_TIMEOUT: { guard: 'sameInvite', actions: 'peersTimedOut' },
          },
        },
      },
    },

    ringing: {
      tags: ['incoming', 'busy'],
      initial: 'alert',
      on: {
        INVITED: [
          { guard: 'peerHungUp', target: 'ended', actions: { type: 'endBy', params: { reason: 'hungUp', mine: false } } },
          { guard: 'otherCall', actions: 'rejectBusy' },
        ],
        INVITATION_CANCELLED: { guard: 'sameInvite', target: 'ended', actions: { type: 'endBy', params: { reason: 'cancelled', mine: false } } },
        INVITATION_TIMEOUT: [
          { guard: 'mySelfTimedOut', target: 'ended', actions: { type: 'endBy', params: { reason: 'timeout', mine: false } } },
          { guard: 'sameInvite', actions: 'peersTimedOut' },
        ],
        // The others of a group invitation: who is in when this side joins.
        INVITEE_ACCEPTED: { guard: 'sameInvite', actions: 'markJoined' },
        INVITEE_REJECTED: { guard: 'sameInvite', actions: 'markRefused' },
      },
      states: {
        alert: {
          on: {
            ACCEPT: 'answering',
            REJECT: {
              target: '#call.ended',
              actions: [
                { type: 'rejectInvitation', params: ({ context }) => ({ inviteID: context.inviteID!, data: ownData(context) }) },
                { type: 'endBy', params: { reason: 'rejected', mine: true } },
              ],
            },
          },
        },
        answering: {
          initial: 'media',
          on: { ...mediaHandlers, 'MESH.STATE': { actions: 'markConnection' } },
          states: {
            media: {
              invoke: {
                src: 'getMedia',
                input: ({ context }) => ({ video: context.callType === 2 }),
                onDone: { target: 'accepting', actions: [assign({ localStream: ({ event }) => event.output }), 'startMesh'] },
                onError: {
                  target: '#call.ended',
                  // The caller hears at once rather than ringing on.
                  actions: [{ type: 'rejectInvitation', params: ({ context }) => ({ inviteID: context.inviteID!, data: ownData(context) }) }, mediaFailed],
                },
              },
            },
            accepting: {
              invoke: {
                src: 'accept',
                input: ({ context }) => ({ inviteID: context.inviteID!, data: ownData(context) }),
                onDone: { target: '#call.connecting', actions: 'connectToJoined' },
                onError: { target: '#call.ended', actions: { type: 'endBy', params: { reason: 'failed', mine: false, error: 'signaling' } } },
              },
            },
          },
        },
      },
    },

    connecting: {
      ...live,
      after: { connectTimeout: { target: 'ended', actions: { type: 'endBy', params: { reason: 'failed', mine: false } } } },
      on: {
        ...live.on,
        'MESH.STATE': [{ guard: 'connected', target: 'inCall', actions: ['markConnection', 'startTimer'] }, { actions: 'markConnection' }],
      },
    },

    inCall: {
      ...live,
      on: { ...live.on, 'MESH.STATE': { actions: 'markConnection' } },
    },

    ended: {
      tags: ['ended'],
      entry: [{ type: 'releaseMedia', params: ({ context }) => context.localStream }, effects.stopChild('mesh'), effects.assign({ localStream: null })],
      after: { endedShown: 'idle' },
      on: {
        START: [
          { guard: 'tooMany', target: 'ended', reenter: true, actions: { type: 'endBy', params: { reason: 'failed', mine: false, error: 'tooMany' } } },
          { target: 'calling', actions: 'prepareOutgoing' },
        ],
        INVITED: { guard: 'newCall', target: 'ringing', actions: 'prepareIncoming' },
      },
    },
  },
});

export type CallMachine = typeof callMachine;
