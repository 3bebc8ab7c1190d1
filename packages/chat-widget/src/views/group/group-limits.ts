/** docs/chat.md §5, §9: the group announcement holds at most 150 characters. */
export const MAX_NOTICE_LENGTH = 150;
