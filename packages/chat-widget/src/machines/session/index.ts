export { sessionMachine, retryDelay, isOpenableConversation, PROFILE_UPDATE_DELAY, RETRY_MAX_DELAY } from './machine';
export { connectSession, selectEngine, selectError, selectNetState, selectPrefix, selectRole, selectStatus } from './selectors';
export { NETWORK_ERROR_CODE, toSessionError } from './login-error';
export type { SessionError } from './login-error';
export type { SessionView, SessionSnapshot, SessionStatus } from './selectors';
export type { ChatCredential, ChatRole, SessionContext, SessionEvent, SessionInput, SessionEmitted, DebugEntry } from './types';
