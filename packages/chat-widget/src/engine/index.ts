// @employment-cloud/chat-widget/engine: the React-free chat engine. No DOM or Node API is touched
// at import time, so this entry loads in browsers, workers and Node alike.
export { createLocalChat } from './local/create-local-chat';
export type { LocalChatOptions } from './local/create-local-chat';
export type { UploadFile, UploadRequest, UploadResult, MediaKind } from './local/upload';
export type { WebSocketConstructor, WebSocketLike } from './local/rpc-socket';
export type { BackoffOptions } from './local/backoff';
export type { HeartbeatOptions } from './local/heartbeat';
export type { NetworkWatch } from './local/network-watch';
export { EVENT, TYPES, READ_RECEIPT_FILTER } from './constants';
export { TSIGNALING } from './signaling';
export { ERROR_CODES, LIMITS, UPLOAD_CANCELLED } from './limits';
export { ChatError } from './chat-error';
export type * from './types';
