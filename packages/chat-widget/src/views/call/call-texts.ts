// Which text the call screen shows for a state: pure, so the view stays a rendering of props.
import type { CallView } from '../../machines/call/call.connect';

/** The key (in the 'call' area) of the ended screen's reason. */
export function endTextKey({ endReason, endedByMe, error, outgoing }: Pick<CallView, 'endReason' | 'endedByMe' | 'error' | 'outgoing'>): string {
  switch (endReason) {
    case 'mediaError':
      return error === 'permission' ? 'permission' : error === 'noDevice' ? 'noDevice' : 'mediaFailed';
    case 'failed':
      return error === 'tooMany' ? 'tooMany' : 'failed';
    case 'cancelled':
      return endedByMe ? 'ownCancelled' : 'peerCancelled';
    case 'rejected':
      return endedByMe ? 'ownRejected' : 'peerRejected';
    case 'busy':
      return 'busy';
    case 'timeout':
      return outgoing ? 'noAnswer' : 'missed';
    case 'peerGone':
      return 'peerGone';
    default:
      return 'ended';
  }
}

/** The line under the name, outside the ended screen (there, endTextKey). */
export function statusTextKey({ state, callType }: Pick<CallView, 'state' | 'callType'>): string | null {
  if (state === 'calling') return 'waiting';
  if (state === 'ringing') return callType === 2 ? 'invitesVideo' : 'invitesVoice';
  if (state === 'connecting') return 'connecting';
  return null;
}
