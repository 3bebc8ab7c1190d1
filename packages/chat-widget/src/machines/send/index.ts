export { sendMachine } from './send.machine';
export type { SendMachine } from './send.machine';
export { connectSend, sendErrorKey, KNOWN_SEND_ERRORS } from './send.connect';
export type { SendView } from './send.connect';
export type { SendContext, SendError, SendEvent, SendInput, SendRequest } from './send.types';
export { SendRegistry, sendRegistryOf } from './send-registry';
export type { SendActor } from './send-registry';
