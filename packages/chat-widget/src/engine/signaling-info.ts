// getSignalingInfo for any engine's messages: a signalling record is a custom message whose
// `payload.data` is JSON with `businessID: 1` (the SDK's own format, which the local chat service
// writes too), so a record stored by either engine reads the same.
import type { Message } from './message';
import type { Signaling, SignalingActionType } from './signaling';

const ACTION_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 3, 4, 5]);

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The signalling a message records, or null for any other message. */
export function signalingInfoOf(message: Pick<Message, 'type' | 'payload'>): Signaling | null {
  if (message.type !== 'TIMCustomElem') return null;
  const raw = (message.payload as { data?: unknown }).data;
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  // The SDK writes the number; a string '1' is the same businessID to its parser.
  if (Number(record.businessID) !== 1 || typeof record.inviteID !== 'string' || !record.inviteID) return null;
  const actionType = Number(record.actionType);
  if (!ACTION_TYPES.has(actionType)) return null;
  return {
    inviteID: record.inviteID,
    groupID: typeof record.groupID === 'string' ? record.groupID : '',
    inviter: typeof record.inviter === 'string' ? record.inviter : '',
    inviteeList: strings(record.inviteeList) ? [...record.inviteeList] : [],
    data: typeof record.data === 'string' ? record.data : '',
    actionType: actionType as SignalingActionType,
    timeout: Math.max(0, Number(record.timeout) || 0),
  };
}
