export { sessionMachine, retryDelay, isOpenableConversation, PROFILE_UPDATE_DELAY, RETRY_MAX_DELAY } from './machine';
export { connectSession, selectEngine, selectNetState, selectPrefix, selectStatus } from './selectors';
export type { SessionView, SessionSnapshot, SessionStatus } from './selectors';
export type { ChatCredential, SessionContext, SessionEvent, SessionInput, SessionEmitted, DebugEntry } from './types';
