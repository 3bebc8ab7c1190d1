// Call signalling (the SDK's TSignaling API) over the local chat service: the server keeps the
// invitations and their time-outs; this engine sends the operations, turns the `signaling` push
// into signalling events (pushes.ts), and takes its own call records in like received messages.
import { ChatError, ok } from '../../chat-error';
import type { ChatResponse } from '../../chat-engine';
import type { SignalingEngine } from '../../signaling';
import { signalingInfoOf } from '../../signaling-info';
import type { Core } from '../core';
import { deliver } from '../delivery';
import { ERROR_CODES, type WireSignalingResult } from '@employment-cloud/chat-protocol';

/** Only the options given: the server fills in the SDK's defaults (timeout 30 s, data ''). */
function defined<T extends object>(options: T): T {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;
}

export function signalingMethods(core: Core): SignalingEngine {
  /** The caller's own record comes in the answer (the server pushes it to their other connections only). */
  const settle = ({ inviteID, message }: WireSignalingResult): ChatResponse<{ inviteID: string }> => {
    if (message) deliver(core, [message], false);
    return ok({ inviteID });
  };
  const needID = (inviteID: string | undefined) => {
    if (!inviteID) throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'inviteID is required');
  };
  return {
    async invite({ userID, data, timeout, onlineUserOnly }) {
      if (!userID) throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'userID is required');
      return settle(await core.call('invite', defined({ userID, data, timeout, onlineUserOnly })));
    },
    async inviteInGroup({ groupID, inviteeList, data, timeout, onlineUserOnly }) {
      if (!groupID || !Array.isArray(inviteeList) || inviteeList.length === 0) {
        throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'groupID and a non-empty inviteeList are required');
      }
      return settle(await core.call('inviteInGroup', defined({ groupID, inviteeList, data, timeout, onlineUserOnly })));
    },
    async cancel({ inviteID, data }) {
      needID(inviteID);
      return settle(await core.call('cancel', defined({ inviteID, data })));
    },
    async accept({ inviteID, data }) {
      needID(inviteID);
      return settle(await core.call('accept', defined({ inviteID, data })));
    },
    async reject({ inviteID, data }) {
      needID(inviteID);
      return settle(await core.call('reject', defined({ inviteID, data })));
    },
    getSignalingInfo: (message) => signalingInfoOf(message),
    addSignalingListener: (eventName, handler) => core.signaling.add(eventName, handler),
    removeSignalingListener: (eventName, handler) => core.signaling.remove(eventName, handler),
  };
}
