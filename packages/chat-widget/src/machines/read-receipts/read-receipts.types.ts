import type { GroupType, Message } from '../../engine';

export interface ReadReceiptsInput {
  conversationID: string;
  /** The group's type; null for one-to-one chats. */
  groupType: GroupType | null;
}

export interface ReadReceiptsContext extends ReadReceiptsInput {
  /** Messages already reported read (once per message). */
  reported: string[];
  /** The newest message for which the conversation was marked read. */
  markedNewestID: string | null;
}

export type ReadReceiptsEvent =
  /** The view's IntersectionObserver: how much of a bubble is visible. */
  { type: 'VISIBLE'; message: Message; ratio: number; isNewest: boolean } | { type: 'GROUP_TYPE'; groupType: GroupType | null };

export type ReadLabel =
  | { kind: 'read' }
  | { kind: 'unread' }
  | { kind: 'allRead' }
  /** 'N read': clickable, opens the reader panel. */
  | { kind: 'count'; count: number };
