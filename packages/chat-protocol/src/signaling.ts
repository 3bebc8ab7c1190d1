// Wire protocol, call signalling: the invitations of @tencentcloud/chat's TSignaling API carried
// over the local chat service (see protocol.ts).
import type { WireMessage } from './protocol';

/** The SDK's TSignaling event names. */
export type WireSignalingEventName =
  | 'newInvitationReceived'
  | 'ts_invitee_accepted'
  | 'ts_invitee_rejected'
  | 'ts_invitation_cancelled'
  | 'ts_invitation_timeout';

/** The SDK's TSignaling.ACTION_TYPE_*: invite, cancel, accept, reject, timeout. */
export type WireSignalingActionType = 1 | 2 | 3 | 4 | 5;

/** Each event's data, as the SDK's signalling listeners receive it. groupID is '' for one-to-one. */
export interface WireSignalingEventData {
  newInvitationReceived: { inviteID: string; inviter: string; groupID: string; inviteeList: string[]; data: string };
  ts_invitee_accepted: { inviteID: string; inviter: string; groupID: string; invitee: string; data: string };
  ts_invitee_rejected: { inviteID: string; inviter: string; groupID: string; invitee: string; data: string };
  ts_invitation_cancelled: { inviteID: string; inviter: string; groupID: string; data: string };
  /** To the inviter (isSelfTimeout false) and to each invitee who had not answered (true). */
  ts_invitation_timeout: { inviteID: string; inviter: string; groupID: string; inviteeList: string[]; isSelfTimeout: boolean };
}

export type WireSignalingEvent = { [N in WireSignalingEventName]: { name: N; data: WireSignalingEventData[N] } }[WireSignalingEventName];

/**
 * The record a signalling operation stores (unless onlineUserOnly): a TIMCustomElem whose
 * `payload.data` is this object's JSON, `description` and `extension` ''. The SDK's own format,
 * so `getSignalingInfo` reads either engine's records.
 */
export interface WireSignalingRecord {
  businessID: typeof SIGNALING_BUSINESS_ID;
  inviteID: string;
  inviter: string;
  actionType: WireSignalingActionType;
  inviteeList: string[];
  data: string;
  timeout: number;
  groupID: string;
}

export const SIGNALING_BUSINESS_ID = 1;

export const SIGNALING_LIMITS = {
  /** Seconds an invitation rings when the caller gives no timeout. */
  defaultTimeout: 30,
  /** Seconds at most (an hour). */
  maxTimeout: 3600,
  /** Invitees of one group invitation: a group call of nine. */
  maxInvitees: 8,
  /** Characters of the caller's `data` (its record must fit a message: LIMITS.messageBytes). */
  dataChars: 8 * 1024,
} as const;

/** `message`: the record stored for the caller's operation; absent with onlineUserOnly. */
export interface WireSignalingResult {
  inviteID: string;
  message?: WireMessage;
}

export interface SignalingMethods {
  /** One-to-one. timeout 0: a record only (no ringing, nothing to answer), such as a call's end. */
  invite: { params: { userID: string; data?: string; timeout?: number; onlineUserOnly?: boolean }; result: WireSignalingResult };
  /** Caller and invitees are members of the group; 1..SIGNALING_LIMITS.maxInvitees invitees. */
  inviteInGroup: {
    params: { groupID: string; inviteeList: string[]; data?: string; timeout?: number; onlineUserOnly?: boolean };
    result: WireSignalingResult;
  };
  /** The inviter only (8011); an invitation unknown or over: 8010. */
  cancel: { params: { inviteID: string; data?: string }; result: WireSignalingResult };
  /** An invitee who has not answered yet only (8011). */
  accept: { params: { inviteID: string; data?: string }; result: WireSignalingResult };
  reject: { params: { inviteID: string; data?: string }; result: WireSignalingResult };
}

/**
 * A signalling event for this user: a new invitation to the invitees; an answer to the inviter
 * and the other invitees of a group invitation; a cancel to the invitees yet to answer; a
 * time-out to the inviter and to those invitees.
 */
export interface SignalingEvents {
  signaling: WireSignalingEvent;
}
