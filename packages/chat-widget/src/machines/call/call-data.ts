// The `data` of a call's signalling, in the format of Tencent's call kits (TUICallKit), so a
// record written by either side reads the same: `{ version, businessID: 'av_call', call_type,
// room_id, data: { cmd, ... } }`, plus `call_end` (seconds) on a hang-up and `line_busy` on a
// busy line's refusal.
import type { Signaling } from '../../engine/signaling';

export type CallType = 1 | 2;

export const CALL_BUSINESS_ID = 'av_call';

export interface CallData {
  callType: CallType;
  roomID: number;
  /** Seconds of a finished call: the invite that records a hang-up. */
  callEnd?: number;
  /** A refusal because the invitee was in another call. */
  lineBusy?: boolean;
}

export function callDataString({ callType, roomID, callEnd, lineBusy }: CallData): string {
  return JSON.stringify({
    version: 4,
    businessID: CALL_BUSINESS_ID,
    call_type: callType,
    room_id: roomID,
    data: { room_id: roomID, cmd: callEnd !== undefined ? 'hangup' : callType === 2 ? 'videoCall' : 'audioCall', message: lineBusy ? 'lineBusy' : '' },
    ...(callEnd !== undefined ? { call_end: callEnd } : {}),
    ...(lineBusy ? { line_busy: 'line_busy' } : {}),
  });
}

/** A call's data from a signalling `data` string; null for anything that is not a call's. */
export function parseCallData(data: string): CallData | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record.businessID !== CALL_BUSINESS_ID) return null;
  const callType: CallType = Number(record.call_type) === 2 ? 2 : 1;
  const roomID = Number(record.room_id) || 0;
  const callEnd = record.call_end === undefined ? undefined : Math.max(0, Math.floor(Number(record.call_end) || 0));
  const inner = record.data as Record<string, unknown> | undefined;
  const lineBusy = record.line_busy !== undefined || inner?.message === 'lineBusy';
  return { callType, roomID, ...(callEnd !== undefined ? { callEnd } : {}), ...(lineBusy ? { lineBusy } : {}) };
}

/** What a call record in the conversation says. */
export type CallRecordKind = 'started' | 'accepted' | 'declined' | 'busy' | 'missed' | 'cancelled' | 'ended';

export interface CallRecord {
  kind: CallRecordKind;
  callType: CallType;
  /** Seconds, for 'ended'. */
  duration?: number;
}

/** The record a signalling message shows; null when it is not a call's. */
export function callRecordOf(signaling: Signaling): CallRecord | null {
  const call = parseCallData(signaling.data);
  if (!call) return null;
  const { callType } = call;
  switch (signaling.actionType) {
    case 1:
      return call.callEnd !== undefined ? { kind: 'ended', callType, duration: call.callEnd } : { kind: 'started', callType };
    case 2:
      return { kind: 'cancelled', callType };
    case 3:
      return { kind: 'accepted', callType };
    case 4:
      return { kind: call.lineBusy ? 'busy' : 'declined', callType };
    case 5:
      return { kind: 'missed', callType };
    default:
      return null;
  }
}

/** mm:ss, or h:mm:ss past an hour. */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h > 0 ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}
