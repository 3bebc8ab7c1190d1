// The wire protocol is owned by the client engine (packages/chat-widget/src/engine/local/protocol.ts)
// and the server imports its types only, so the server build never bundles widget code. The few
// values the server needs are restated here: the compiler checks the error codes against the
// protocol's, and protocol.test.ts checks the rest.
import type { ConversationType, ERROR_CODES as ProtocolErrorCodes } from '../../../chat-widget/src/engine/local/protocol';

export type * from '../../../chat-widget/src/engine/local/protocol';

export const PROTOCOL_VERSION = 1;

export const MAX_FRAME_BYTES = 64 * 1024;

export const ERROR_CODES = {
  LOCAL_BLOCKED_WORDS: 3123,
  INVALID_IMAGE: 4004,
  BANNED_FILE: 4005,
  FILE_MISSING: 7004,
  FILE_TOO_LARGE: 7005,
  MESSAGE_TOO_LONG: 8001,
  REVOKE_TIME_LIMIT: 20016,
  SENSITIVE_TEXT: 80001,
  SENSITIVE_IMAGE: 80004,
  USERSIG_EXPIRED: 70001,
  USERSIG_INVALID: 70003,
  USERSIG_USER_MISMATCH: 70013,
  SDKAPPID_MISMATCH: 70020,
  NOT_LOGGED_IN: 2024,
  NETWORK: 2800,
  INVALID_PARAMS: 2000,
  MUTED: 10017,
  NOT_GROUP_MEMBER: 10007,
  GROUP_NOT_FOUND: 10010,
  USER_NOT_FOUND: 20003,
  MESSAGE_NOT_FOUND: 20001,
  RATE_LIMITED: 20004,
  FEATURE_NOT_ENABLED: 2902,
} as const satisfies typeof ProtocolErrorCodes;

/** Codes the server answers that the protocol does not list (the SDK's values). */
export const SERVER_ERROR_CODES = {
  /** createGroup with a group ID that is taken (the SDK's 10021). */
  GROUP_ID_IN_USE: 10021,
} as const;

export const LIMITS = {
  messageBytes: 12 * 1024,
  fileBytes: 100 * 1024 * 1024,
  messagePageSize: 15,
  readMemberPageSize: 100,
  revokeSeconds: 120,
} as const;

export const UPLOAD_PATH = '/chat/files';

/** The SDK's TYPES.MSG_AT_ALL: an atUserList entry that mentions every member. */
export const MSG_AT_ALL = '__kImSDK_MesssageAtALL__';

export function conversationIDOf(type: ConversationType, peer: string): string {
  return `${type}${peer}`;
}

export function parseConversationID(conversationID: string): { type: ConversationType; peer: string } | undefined {
  if (conversationID.startsWith('C2C') && conversationID.length > 3) return { type: 'C2C', peer: conversationID.slice(3) };
  if (conversationID.startsWith('GROUP') && conversationID.length > 5) return { type: 'GROUP', peer: conversationID.slice(5) };
  return undefined;
}
