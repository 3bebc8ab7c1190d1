// At-mentions in group chats: the member list and the text rules behind it.
export { MentionList, MENTION_LIST_ID, mentionOptionID } from './mention-list';
export { useMentions } from './use-mentions';
