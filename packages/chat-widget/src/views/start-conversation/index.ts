export { StartConversationButton } from './start-conversation-button';
