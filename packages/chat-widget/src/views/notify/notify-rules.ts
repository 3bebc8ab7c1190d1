// When a new message makes a sound and shows a browser notification (framework-free): an incoming,
// stored message (no typing notice, call signal or system notice) of a conversation that is not
// muted, while the chat is closed or the page hidden, each only as the host allows.
import type { Message } from '../../engine';
import { isTransientMessage } from '../../machines/message-list/message-list.logic';

export interface NotifyState {
  /** The chat area is on screen (the modal open, or an inline <Chat/>). */
  chatShown: boolean;
  /** document.hidden: another tab, a minimised window. */
  pageHidden: boolean;
  /** The conversation's remind type is AcceptNotNotify (or Discard). */
  muted: boolean;
}

/** Whether the message calls for the user's attention at all. */
export function notifies(message: Message, state: NotifyState): boolean {
  if (message.flow !== 'in' || message.sequence <= 0 || message.isRevoked || message.isDeleted) return false;
  if (message.type === 'TIMGroupTipElem' || isTransientMessage(message) || message.conversationID.startsWith('@TIM#SYSTEM')) return false;
  if (state.muted) return false;
  return !state.chatShown || state.pageHidden;
}

/** The notification's title: the sender as the chat shows them. */
export const senderName = (message: Message) => message.nameCard || message.nick || message.from;
