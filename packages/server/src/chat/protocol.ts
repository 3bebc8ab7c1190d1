// The wire protocol (packages/chat-protocol, shared with the widget's local engine by name), and
// what only the server adds to it. The package has no imports, so bundling it into the server
// brings in only its constants and helpers.
export * from '@employment-cloud/chat-protocol';

/** The SDK's TYPES.MSG_AT_ALL: an atUserList entry that mentions every member. */
export const MSG_AT_ALL = '__kImSDK_MesssageAtALL__';
