// The wire protocol is owned by the client engine (packages/chat-widget/src/engine/local/protocol.ts),
// the one module both sides import. It has no imports of its own, so bundling it into the server
// brings in only these constants and helpers, never widget code.
export type * from '../../../chat-widget/src/engine/local/protocol';
export {
  conversationIDOf,
  ERROR_CODES,
  LIMITS,
  MAX_FRAME_BYTES,
  parseConversationID,
  PROTOCOL_VERSION,
  UPLOAD_PATH,
} from '../../../chat-widget/src/engine/local/protocol';

/** Codes the server answers that the protocol does not list (the SDK's values). */
export const SERVER_ERROR_CODES = {
  /** createGroup with a group ID that is taken (the SDK's 10021). */
  GROUP_ID_IN_USE: 10021,
} as const;

/** The SDK's TYPES.MSG_AT_ALL: an atUserList entry that mentions every member. */
export const MSG_AT_ALL = '__kImSDK_MesssageAtALL__';
