// Which conversations the forward panel offers (docs/chat.md §5 "Forward": system conversations
// excluded), in the list's order, and where a message to one goes.
import type { Conversation } from '../../engine';
import type { ConversationType } from '../../engine/message';
import { isOpenableConversation } from '../../machines/session/machine';
import { sortConversations } from '../conversation-list/conversation-display';

export function forwardTargets(conversations: readonly Conversation[]): Conversation[] {
  return sortConversations(conversations.filter((conversation) => isOpenableConversation(conversation.conversationID)));
}

export function destinationOf(conversationID: string): { to: string; conversationType: ConversationType } {
  return conversationID.startsWith('GROUP')
    ? { to: conversationID.slice('GROUP'.length), conversationType: 'GROUP' }
    : { to: conversationID.slice('C2C'.length), conversationType: 'C2C' };
}
