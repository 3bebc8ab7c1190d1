// How a conversation is named and pictured in the list and the header.
import type { Conversation } from '../../engine';
import { TYPES } from '../../engine/constants';

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

/**
 * What the conversation's unread mentions say before its summary (Tencent's kits' [有人@我],
 * [@所有人]): 'atAll' and/or 'atMe', in that order; none once read (the engine empties
 * groupAtInfoList when the conversation is read).
 */
export function mentionMarks(conversation: Conversation): ('atMe' | 'atAll')[] {
  const types = new Set(conversation.groupAtInfoList.flatMap((at) => at.atTypeArray));
  const all = types.has(TYPES.CONV_AT_ALL) || types.has(TYPES.CONV_AT_ALL_AT_ME);
  const me = types.has(TYPES.CONV_AT_ME) || types.has(TYPES.CONV_AT_ALL_AT_ME);
  return [...(all ? (['atAll'] as const) : []), ...(me ? (['atMe'] as const) : [])];
}
