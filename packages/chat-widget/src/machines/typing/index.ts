export { typingMachine } from './typing.machine';
export { peerTypingMachine, PEER_TYPING_TIMEOUT_MS } from './peer-typing.machine';
export { typingStatusData, typingStatusOf } from './typing-status';
export type { PeerTypingEvent } from './peer-typing.machine';
export { typingMachineFor, watchPeerTyping } from './typing.effects';
export type { TypingEngine } from './typing.effects';
