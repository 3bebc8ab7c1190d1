// How a conversation is named and pictured in the list and the header.
import type { Conversation } from '../../engine';

/** Name: remark, nick or group name, then the user/group ID, then 'anonymous'. */
export function conversationName(conversation: Conversation, anonymous: string): string {
  if (conversation.type === 'GROUP') return conversation.groupProfile?.name || conversation.groupProfile?.groupID || anonymous;
  return conversation.remark || conversation.userProfile?.nick || conversation.userProfile?.userID || anonymous;
}

export function conversationAvatar(conversation: Conversation): string {
  return (conversation.type === 'GROUP' ? conversation.groupProfile?.avatar : conversation.userProfile?.avatar) ?? '';
}

export const isMuted = (conversation: Conversation) => conversation.messageRemindType === 'AcceptNotNotify';

/** Pinned first, then by the last message's time (the SDK's order). */
export function sortConversations(list: Conversation[]): Conversation[] {
  return [...list].sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || (b.lastMessage?.lastTime ?? 0) - (a.lastMessage?.lastTime ?? 0));
}
