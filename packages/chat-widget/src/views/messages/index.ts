// The message list of a conversation and its bubbles.
export { MessageList } from './message-list';
