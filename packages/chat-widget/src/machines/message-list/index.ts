export { messageListMachineFor, selectScrollButton } from './message-list.connect';
export type { ScrollButtonProps } from './message-list.connect';
export { customData } from './message-list.logic';
export { messageReplyOf } from './message-reply';
export type { MessageReply } from './message-reply';
export type { ScrollCommand } from './message-list.types';
