export { ConversationSearch } from './conversation-search';
