export { peerTypingMachine, PEER_TYPING_TIMEOUT_MS } from './peer-typing.machine';
export { typingStatusData } from './typing-status';
export { typingMachineFor, watchPeerTyping } from './typing.effects';
