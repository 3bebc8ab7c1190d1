export { sessionMachine } from './machine';
export { connectSession } from './selectors';
export { NETWORK_ERROR_CODE } from './login-error';
export type { SessionError } from './login-error';
export type { SessionView } from './selectors';
export type { ChatCredential, ChatRole } from './types';
