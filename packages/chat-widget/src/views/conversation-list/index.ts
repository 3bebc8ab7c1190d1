// The conversation list panel (issue 6, docs/chat.md §2).
export { ConversationListPanel } from './conversation-list-panel';
