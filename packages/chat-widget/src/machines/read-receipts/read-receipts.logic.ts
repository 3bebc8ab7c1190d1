// Which messages get a read receipt, and the label under an own message (docs/chat.md §4).
import type { GroupType, Message } from '../../engine';
import { customData } from '../message-list/message-list.logic';
import type { ReadLabel } from './read-receipts.types';

export const VISIBLE_RATIO = 0.7;

/** A box's vertical extent (a message row, the list's viewport), both in the same coordinates. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * How much of a message counts as seen, from 0 to 1: the visible share of the message, or the
 * share of the list's viewport it fills, whichever is more. A message taller than the viewport
 * can never be 70 % visible, but filling 70 % of the viewport it has been seen.
 */
export function visibleShare(row: Span, viewport: Span): number {
  const visible = Math.min(row.bottom, viewport.bottom) - Math.max(row.top, viewport.top);
  if (visible <= 0) return 0;
  const ofRow = row.bottom > row.top ? visible / (row.bottom - row.top) : 0;
  const ofViewport = viewport.bottom > viewport.top ? visible / (viewport.bottom - viewport.top) : 0;
  return Math.min(1, Math.max(ofRow, ofViewport));
}

/** Live and community groups have no read receipts. */
export const receiptsSupported = (groupType: GroupType | null) => groupType !== 'AVChatRoom' && groupType !== 'Community';

/** An incoming message whose reading is reported: every one-to-one message, group ones that ask. */
export function needsReceipt(message: Message): boolean {
  if (message.flow !== 'in' || message.isRevoked || message.isDeleted || message.status !== 'success') return false;
  return message.conversationType === 'C2C' || message.needReadReceipt;
}

/**
 * Whether an own message asks for read receipts, as Tencent's kits send with the receipt setting
 * on: group messages do (their 'N read' label needs it); one-to-one reads come from setMessageRead.
 */
export const asksForReceipt = (conversationType: 'C2C' | 'GROUP', enabled: boolean) => enabled && conversationType === 'GROUP';

/** Call signalling travels as a custom message; it has no read state. */
function isSignaling(message: Message): boolean {
  const data = customData(message);
  if (!data) return false;
  return data.businessID === 'av_call' || data.businessID === 'room_invite' || typeof data.inviteID === 'string' || typeof data.actionType === 'number';
}

export interface ReadLabelOptions {
  /** The user's or the app's read-receipt setting. */
  enabled: boolean;
  groupType: GroupType | null;
}

export function readLabel(message: Message, { enabled, groupType }: ReadLabelOptions): ReadLabel | null {
  if (!enabled || message.hasRiskContent || !receiptsSupported(groupType) || isSignaling(message)) return null;
  if (message.flow !== 'out' || message.status !== 'success' || message.isRevoked) return null;
  if (message.conversationType === 'C2C') return message.isPeerRead || message.readReceiptInfo?.isPeerRead ? { kind: 'read' } : { kind: 'unread' };
  if (!message.needReadReceipt) return null;
  const { readCount = 0, unreadCount = 0 } = message.readReceiptInfo ?? {};
  if (readCount === 0) return { kind: 'unread' };
  if (unreadCount === 0) return { kind: 'allRead' };
  return { kind: 'count', count: readCount };
}
