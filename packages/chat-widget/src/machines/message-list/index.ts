export { messageListMachine, BLINK_MS, FIRST_ITEM_INDEX, MAX_SEEK_PAGES } from './message-list.machine';
export { messageListMachineFor, selectScrollButton } from './message-list.connect';
export type { ScrollButtonProps } from './message-list.connect';
export { mergeMessages, isTypingMessage, countsAsNew, customData } from './message-list.logic';
export { messageReplyOf } from './message-reply';
export type { MessageReply } from './message-reply';
export type { MessageListContext, MessageListEvent, MessageListInput, ScrollCommand, LoadPage } from './message-list.types';
