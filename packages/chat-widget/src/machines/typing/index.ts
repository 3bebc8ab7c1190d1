export { typingMachine } from './typing.machine';
export { peerTypingMachine, PEER_TYPING_TIMEOUT_MS } from './peer-typing.machine';
export { typingStatusData, typingStatusOf } from './typing-status';
