export { typingMachine } from './typing.machine';
export { peerTypingMachine, PEER_TYPING_TIMEOUT_MS } from './peer-typing.machine';
export { typingStatusData, typingStatusOf, isTypingMessage, TYPING_BUSINESS_ID } from './typing-status';
export type { TypingContext, TypingEvent, TypingInput, TypingStatusData } from './typing.types';
