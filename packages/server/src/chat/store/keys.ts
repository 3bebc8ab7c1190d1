import type { ConversationType } from '../protocol';

/**
 * The storage key of a conversation: the same for both sides of a C2C chat (the two user IDs
 * in order), the group ID for a group. '|' appears in no chat user ID or group ID.
 */
export function conversationKey(type: ConversationType, me: string, peer: string): string {
  if (type === 'GROUP') return `GROUP|${peer}`;
  return me < peer ? `C2C|${me}|${peer}` : `C2C|${peer}|${me}`;
}

/** Key for transaction-scoped advisory locks that order sync_seq assignment (pg_advisory_xact_lock). */
export const SYNC_SEQ_LOCK = 7_263_201;
