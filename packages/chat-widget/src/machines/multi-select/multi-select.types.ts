import type { Message } from '../../engine/message';

export interface MultiSelectContext {
  /** The conversation being selected in; null while idle. */
  conversationID: string | null;
  /** In the order they were ticked; forwardOrder sorts them as the list shows them. */
  selected: Message[];
}

export type MultiSelectEvent =
  /** 多选 in a message's menu: select in its conversation, starting with it. */
  | { type: 'START'; message: Message }
  | { type: 'TOGGLE'; message: Message }
  /** 取消, leaving the conversation, or done (forwarded, deleted). */
  | { type: 'CANCEL' };
