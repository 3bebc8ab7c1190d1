import type { Message, MessageListPage } from '../../engine';

/** What the view should do with its scroll position; `seq` changes with every new command. */
export type ScrollCommand =
  | { kind: 'bottom'; seq: number }
  | { kind: 'target'; messageID: string; seq: number }
  /** The first unread message at the top of the viewport (the end of the list if they fit). */
  | { kind: 'unread'; messageID: string; seq: number }
  /** History was prepended: the list keeps its offset (virtuoso's firstItemIndex does it). */
  | { kind: 'keep'; seq: number };

export interface MessageListInput {
  conversationID: string;
  /** Scroll to this message and blink it once loaded. */
  targetMessageID?: string | null;
}

export interface MessageListContext {
  conversationID: string;
  messages: Message[];
  nextReqMessageID: string;
  isCompleted: boolean;
  /** Virtuoso's index of the first item: lowered by the count of prepended history. */
  firstItemIndex: number;
  scroll: ScrollCommand | null;
  blinkID: string | null;
  /** A message to scroll to and blink once loaded: history is read until it is. */
  pendingTargetID: string | null;
  /** Pages of history read for the pending target (at most MAX_SEEK_PAGES). */
  seekPages: number;
  /** The viewport is more than two viewport heights above the bottom. */
  farFromBottom: boolean;
  newestVisible: boolean;
  /** Incoming messages that arrived while the scroll button showed. */
  newCount: number;
  /** The conversation's unread count when it was opened (the first page's answer). */
  unreadCount: number;
  /** The first of those unread messages: the "new messages" divider goes above it. */
  unreadDividerID: string | null;
  /** Pages of history read to find the first unread message (at most UNREAD_SEEK_PAGES). */
  unreadPages: number;
}

export type MessageListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  /** Engine pushes: new messages of any conversation (the machine keeps its own). */
  | { type: 'RECEIVED'; messages: Message[] }
  /** A message changed (sent, failed, progress, revoked, read, modified) or an own message appeared. */
  | { type: 'UPSERT'; messages: Message[] }
  | { type: 'VIEWPORT'; farFromBottom: boolean; newestVisible: boolean }
  | { type: 'SCROLL_BUTTON_CLICK' }
  /** Back to the first unread message (the divider). */
  | { type: 'JUMP_TO_UNREAD' }
  | { type: 'TARGET'; messageID: string };

/** A page of messages; the first one (no nextReqMessageID) also says how many were unread. */
export interface LoadedPage extends MessageListPage {
  unreadCount?: number;
}

export type LoadPage = (input: { conversationID: string; nextReqMessageID?: string }) => Promise<LoadedPage>;
