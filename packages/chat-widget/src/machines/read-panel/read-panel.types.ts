import type { Message } from '../../engine/message';

export type ReadPanelTab = 'read' | 'unread';

/** A read-receipt member (docs/chat.md §3): userID, nick, avatar. */
export interface ReadMember {
  userID: string;
  nick: string;
  avatar: string;
}

/** One tab's list: members loaded so far, the cursor of the next page, whether all are loaded. */
export interface MemberPage {
  members: ReadMember[];
  cursor: string;
  completed: boolean;
}

export interface ReadPanelInput {
  /** An own group message that asked for read receipts. */
  message: Message;
}

export interface ReadPanelContext {
  message: Message;
  tab: ReadPanelTab;
  readCount: number;
  unreadCount: number;
  read: MemberPage;
  unread: MemberPage;
}

export type ReadPanelEvent =
  | { type: 'TAB'; tab: ReadPanelTab }
  | { type: 'LOAD_MORE' }
  /** A receipt for this message arrived (EVENT.MESSAGE_READ_RECEIPT_RECEIVED). */
  | { type: 'RECEIPT'; readCount: number; unreadCount: number }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export interface PageRequest {
  message: Message;
  tab: ReadPanelTab;
  cursor: string;
}
