// The message list of a conversation and its bubbles.
export { MessageList } from './message-list';
export type { MessageListProps } from './message-list';
export { useMessageListSink } from './message-list-sink';
export type { MessageListSink } from './message-list-sink';
