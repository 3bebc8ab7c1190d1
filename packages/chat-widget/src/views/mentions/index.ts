// At-mentions in group chats: the member list and the text rules behind it.
export { MentionList, MENTION_LIST_ID, mentionOptionID } from './mention-list';
export type { MentionListProps } from './mention-list';
export { useMentions } from './use-mentions';
export type { Mentions } from './use-mentions';
export { AT_ALL, atUserListOf, insertMention, typedAt } from './mention-text';
export type { Mentionable } from './mention-text';
