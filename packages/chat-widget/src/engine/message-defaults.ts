// What a message holds before anything has happened to it (not revoked, deleted, modified or
// read; no mentions, no name card): the engine's factory and display-only messages (a merged
// message's contents) start from it.
import type { Message } from './message';

export type UntouchedFields = Pick<
  Message,
  | 'nameCard'
  | 'atUserList'
  | 'isRevoked'
  | 'revoker'
  | 'revokerInfo'
  | 'revokeReason'
  | 'isDeleted'
  | 'isModified'
  | 'hasRiskContent'
  | 'needReadReceipt'
  | 'isPeerRead'
  | 'readReceiptInfo'
  | 'isBroadcastMessage'
  | 'isSupportExtension'
>;

export function untouchedMessage(): UntouchedFields {
  return {
    nameCard: '',
    atUserList: [],
    isRevoked: false,
    revoker: '',
    revokerInfo: { userID: '', nick: '', avatar: '' },
    revokeReason: '',
    isDeleted: false,
    isModified: false,
    hasRiskContent: false,
    needReadReceipt: false,
    isPeerRead: false,
    readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: false },
    isBroadcastMessage: false,
    isSupportExtension: false,
  };
}
