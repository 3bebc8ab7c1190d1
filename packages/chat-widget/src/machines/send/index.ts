export { sendMachine } from './send.machine';
export { sendErrorKey } from './send.connect';
export type { SendRequest } from './send.types';
export { SendRegistry, sendRegistryOf } from './send-registry';
export type { SendActor } from './send-registry';
