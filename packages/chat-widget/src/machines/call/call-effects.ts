// The call machine's effects bound to a chat engine and the browser: getUserMedia, the engine's
// signalling (invite, accept, reject, cancel, the records), the WebRTC signals as online-only
// custom messages, and the peer connections (rtc-mesh.ts).
import { fromCallback, fromPromise } from 'xstate';
import type { ChatEngine } from '../../engine/chat-engine';
import type { Message } from '../../engine/message';
import { TSIGNALING, type SignalingEngine, type SignalingEvent, type SignalingEventName, type SignalingHandler } from '../../engine/signaling';
import { callSignalData, callSignalOf } from './call-signal';
import { INVITE_TIMEOUT_S } from './call.machine';
import type { CallEvent, CallSignal, InviteRequest, MediaRequest, MeshCommand, MeshInput } from './call.types';
import { RtcMesh } from './rtc-mesh';

export type CallEngine = Pick<ChatEngine, 'getLoginUser' | 'on' | 'off' | 'sendMessage' | 'createCustomMessage'> & SignalingEngine;

export interface CallEffectsOptions {
  iceServers?: RTCIceServer[];
}

/** A TSignaling event as the call machine's event. */
export function toCallEvent(event: SignalingEvent): CallEvent {
  switch (event.name) {
    case TSIGNALING.NEW_INVITATION_RECEIVED:
      return { type: 'INVITED', ...event.data };
    case TSIGNALING.INVITEE_ACCEPTED:
      return { type: 'INVITEE_ACCEPTED', inviteID: event.data.inviteID, invitee: event.data.invitee };
    case TSIGNALING.INVITEE_REJECTED:
      return { type: 'INVITEE_REJECTED', inviteID: event.data.inviteID, invitee: event.data.invitee, data: event.data.data };
    case TSIGNALING.INVITATION_CANCELLED:
      return { type: 'INVITATION_CANCELLED', inviteID: event.data.inviteID };
    case TSIGNALING.INVITATION_TIMEOUT:
      return { type: 'INVITATION_TIMEOUT', inviteID: event.data.inviteID, inviteeList: event.data.inviteeList, isSelfTimeout: event.data.isSelfTimeout };
  }
}

export const SIGNALING_EVENTS: SignalingEventName[] = [
  TSIGNALING.NEW_INVITATION_RECEIVED,
  TSIGNALING.INVITEE_ACCEPTED,
  TSIGNALING.INVITEE_REJECTED,
  TSIGNALING.INVITATION_CANCELLED,
  TSIGNALING.INVITATION_TIMEOUT,
];

async function getMedia({ video }: MediaRequest, signal: AbortSignal): Promise<MediaStream> {
  const devices = globalThis.navigator?.mediaDevices;
  // No mediaDevices: a page over plain HTTP (not localhost), or a browser without WebRTC.
  if (!devices?.getUserMedia) throw Object.assign(new Error('getUserMedia is not available'), { name: 'NotSupportedError' });
  const stream = await devices.getUserMedia({ audio: true, video: video ? { width: { ideal: 640 }, height: { ideal: 480 } } : false });
  if (signal.aborted) {
    // The call was cancelled meanwhile: the camera must not stay on.
    for (const track of stream.getTracks()) track.stop();
    throw new Error('call: media no longer wanted');
  }
  return stream;
}

const warn = (what: string) => (error: unknown) => console.warn(`call: ${what} failed`, error);

/** The implementations the call machine is provided with, for one engine. */
export function callEffects(engine: CallEngine, { iceServers = [] }: CallEffectsOptions = {}) {
  const invite = ({ userIDList, groupID, data }: InviteRequest, timeout: number) =>
    groupID ? engine.inviteInGroup({ groupID, inviteeList: userIDList, data, timeout }) : engine.invite({ userID: userIDList[0] ?? '', data, timeout });
  const sendSignal = (to: string, signal: CallSignal) =>
    engine
      .sendMessage(engine.createCustomMessage({ to, conversationType: 'C2C', payload: { data: callSignalData(signal), description: '', extension: '' } }), {
        onlineUserOnly: true,
      })
      .catch(warn(`signal ${signal.kind}`));

  return {
    actors: {
      getMedia: fromPromise<MediaStream, MediaRequest>(({ input, signal }) => getMedia(input, signal)),
      invite: fromPromise<{ inviteID: string }, InviteRequest>(async ({ input }) => (await invite(input, INVITE_TIMEOUT_S)).data),
      accept: fromPromise<void, { inviteID: string; data: string }>(async ({ input }) => {
        await engine.accept(input);
      }),
      signaling: fromCallback<CallEvent>(({ sendBack }) => {
        const me = engine.getLoginUser();
        const onSignaling: SignalingHandler = (event) => sendBack(toCallEvent(event));
        const onMessages = ({ data }: { data: Message[] }) => {
          for (const message of data) {
            const signal = message.conversationType === 'C2C' && message.from !== me ? callSignalOf(message) : null;
            if (signal) sendBack({ type: 'SIGNAL', from: message.from, signal });
          }
        };
        for (const name of SIGNALING_EVENTS) engine.addSignalingListener(name, onSignaling);
        engine.on('onMessageReceived', onMessages);
        return () => {
          for (const name of SIGNALING_EVENTS) engine.removeSignalingListener(name, onSignaling);
          engine.off('onMessageReceived', onMessages);
        };
      }),
      mesh: fromCallback<MeshCommand, MeshInput>(({ input, sendBack, receive }) => {
        const mesh = new RtcMesh({
          localStream: input.localStream,
          iceServers,
          onSignal: (to, kind, payload) => sendBack({ type: 'MESH.SEND', to, kind, ...payload }),
          onState: (peer, state) => sendBack({ type: 'MESH.STATE', peer, state }),
          onStream: (peer, stream) => sendBack({ type: 'MESH.STREAM', peer, stream }),
        });
        receive((command) => {
          if (command.type === 'connect') mesh.connect(command.peer, command.offer);
          else if (command.type === 'signal') mesh.signal(command.from, command.kind, { sdp: command.sdp, candidate: command.candidate });
          else mesh.close(command.peer);
        });
        return () => mesh.closeAll();
      }),
    },
    actions: {
      cancelInvitation: (_: unknown, params: { inviteID: string; data: string }) => void engine.cancel(params).catch(warn('cancel')),
      rejectInvitation: (_: unknown, params: { inviteID: string; data: string }) => void engine.reject(params).catch(warn('reject')),
      sendRecord: (_: unknown, params: InviteRequest) => void invite(params, 0).catch(warn('record')),
      sendSignal: (_: unknown, { to, signal }: { to: string; signal: CallSignal }) => void sendSignal(to, signal),
    },
  };
}
