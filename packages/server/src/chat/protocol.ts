// The wire protocol (packages/chat-protocol, shared with the widget's local engine by name), and
// what only the server adds to it. The package has no imports, so bundling it into the server
// brings in only its constants and helpers.
export * from '@employment-cloud/chat-protocol';

/** Codes the server answers that the protocol does not list (the SDK's values). */
export const SERVER_ERROR_CODES = {
  /** createGroup with a group ID that is taken (the SDK's 10021). */
  GROUP_ID_IN_USE: 10021,
} as const;

/** The SDK's TYPES.MSG_AT_ALL: an atUserList entry that mentions every member. */
export const MSG_AT_ALL = '__kImSDK_MesssageAtALL__';
