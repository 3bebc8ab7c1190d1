export { GlobalSearch } from './global-search';
export type { GlobalSearchProps } from './global-search';
export { ConversationSearch } from './conversation-search';
export type { ConversationSearchProps } from './conversation-search';
