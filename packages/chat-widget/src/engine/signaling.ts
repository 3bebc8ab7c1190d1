// The engine's signalling surface (calls), with the names and shapes of @tencentcloud/chat's
// TSignaling API: invite / inviteInGroup / cancel / accept / reject / getSignalingInfo and the
// signalling listeners. The local engine carries it over the local chat service; the Tencent
// engine is the SDK itself.
import type { ChatResponse } from './chat-engine';
import type { Message } from './message';

/** TencentCloudChat.TSignaling: the signalling events and action types. */
export const TSIGNALING = {
  NEW_INVITATION_RECEIVED: 'newInvitationReceived',
  INVITEE_ACCEPTED: 'ts_invitee_accepted',
  INVITEE_REJECTED: 'ts_invitee_rejected',
  INVITATION_CANCELLED: 'ts_invitation_cancelled',
  INVITATION_TIMEOUT: 'ts_invitation_timeout',
  INVITATION_MODIFIED: 'ts_invitation_modified',
  ACTION_TYPE_UNKNOWN: 0,
  ACTION_TYPE_INVITE: 1,
  ACTION_TYPE_CANCEL_INVITE: 2,
  ACTION_TYPE_ACCEPT_INVITE: 3,
  ACTION_TYPE_REJECT_INVITE: 4,
  ACTION_TYPE_INVITE_TIMEOUT: 5,
} as const;

export type SignalingActionType = 0 | 1 | 2 | 3 | 4 | 5;

export type SignalingEventName =
  | typeof TSIGNALING.NEW_INVITATION_RECEIVED
  | typeof TSIGNALING.INVITEE_ACCEPTED
  | typeof TSIGNALING.INVITEE_REJECTED
  | typeof TSIGNALING.INVITATION_CANCELLED
  | typeof TSIGNALING.INVITATION_TIMEOUT;

/**
 * What getSignalingInfo reads from a signalling message. The message is a custom message whose
 * `payload.data` is this object's JSON plus `businessID: 1` (the kits' format).
 */
export interface Signaling {
  inviteID: string;
  /** '' for a one-to-one invitation. */
  groupID: string;
  inviter: string;
  inviteeList: string[];
  /** The caller's own data (a call's JSON, see machines/call/call-data.ts). */
  data: string;
  actionType: SignalingActionType;
  /** Seconds; 0 means the invitation never times out (a record such as a call's end). */
  timeout: number;
}

/** The `data` of each signalling event, as TSignaling delivers it (`{ name, data }`). */
export interface SignalingEventData {
  newInvitationReceived: { inviteID: string; inviter: string; groupID: string; inviteeList: string[]; data: string };
  ts_invitee_accepted: { inviteID: string; inviter: string; groupID: string; invitee: string; data: string };
  ts_invitee_rejected: { inviteID: string; inviter: string; groupID: string; invitee: string; data: string };
  ts_invitation_cancelled: { inviteID: string; inviter: string; groupID: string; data: string };
  /** To the inviter (isSelfTimeout false: these invitees did not answer) and to each invitee (true). */
  ts_invitation_timeout: { inviteID: string; inviter: string; groupID: string; inviteeList: string[]; isSelfTimeout: boolean };
}

export type SignalingEvent<E extends SignalingEventName = SignalingEventName> = E extends SignalingEventName ? { name: E; data: SignalingEventData[E] } : never;

export type SignalingHandler<E extends SignalingEventName = SignalingEventName> = (event: SignalingEvent<E>) => void;

export interface InviteOptions {
  userID: string;
  data?: string;
  /** Seconds (default 30); 0: no time-out and no ringing, a record only. */
  timeout?: number;
  /** Deliver to online users only and store no message. */
  onlineUserOnly?: boolean;
}

export interface InviteInGroupOptions {
  groupID: string;
  inviteeList: string[];
  data?: string;
  timeout?: number;
  onlineUserOnly?: boolean;
}

export interface InvitationHandleOptions {
  inviteID: string;
  data?: string;
}

/**
 * Errors: 8010 (SIGNALING_INVALID_INVITE_ID) for an invitation that is unknown or over, 8011
 * (SIGNALING_NO_PERMISSION) for cancelling another's invitation or answering one not sent to you,
 * 2000 for bad options, 20003 / 10010 / 10007 for an unknown user, group, or a non-member.
 */
export interface SignalingEngine {
  invite(options: InviteOptions): Promise<ChatResponse<{ inviteID: string }>>;
  inviteInGroup(options: InviteInGroupOptions): Promise<ChatResponse<{ inviteID: string }>>;
  cancel(options: InvitationHandleOptions): Promise<ChatResponse<{ inviteID: string }>>;
  accept(options: InvitationHandleOptions): Promise<ChatResponse<{ inviteID: string }>>;
  reject(options: InvitationHandleOptions): Promise<ChatResponse<{ inviteID: string }>>;
  /** The signalling a message carries, or null for any other message. */
  getSignalingInfo(message: Message): Signaling | null;
  addSignalingListener<E extends SignalingEventName>(eventName: E, handler: SignalingHandler<E>): void;
  removeSignalingListener<E extends SignalingEventName>(eventName: E, handler: SignalingHandler<E>): void;
}
