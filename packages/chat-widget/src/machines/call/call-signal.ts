// The WebRTC signals of a call (SDP offers and answers, trickled ICE candidates, 'bye',
// 'switch-to-audio'): online-only one-to-one custom messages, never stored nor shown as bubbles
// (message-list.logic.ts drops them as it drops typing notices).
import type { Message } from '../../engine/message';
import type { CallSignal, SignalKind } from './call.types';

export const CALL_SIGNAL_BUSINESS_ID = 'webrtc_signal';

const KINDS: ReadonlySet<string> = new Set<SignalKind>(['offer', 'answer', 'candidate', 'bye', 'switch-to-audio']);

/** The custom payload's `data` of a signal. */
export function callSignalData(signal: CallSignal): string {
  return JSON.stringify({ businessID: CALL_SIGNAL_BUSINESS_ID, ...signal });
}

/** The signal a message carries, or null for any other message. */
export function callSignalOf(message: Message): CallSignal | null {
  if (message.type !== 'TIMCustomElem') return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(message.payload.data) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!value || value.businessID !== CALL_SIGNAL_BUSINESS_ID || typeof value.inviteID !== 'string' || !KINDS.has(String(value.kind))) return null;
  return {
    inviteID: value.inviteID,
    kind: value.kind as SignalKind,
    ...(typeof value.sdp === 'string' ? { sdp: value.sdp } : {}),
    ...(value.candidate && typeof value.candidate === 'object' ? { candidate: value.candidate } : {}),
  };
}
