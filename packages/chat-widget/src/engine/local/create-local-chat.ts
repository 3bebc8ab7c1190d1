// createLocalChat: the chat engine over the local chat service (packages/server/src/chat).
import type { ChatEngine } from '../chat-engine';
import type { Message } from '../message';
import { contactMethods } from './api/contacts';
import { conversationMethods } from './api/conversations';
import { factoryMethods } from './api/factories';
import { groupAdminMethods } from './api/group-admin';
import { groupMethods } from './api/groups';
import { messageMethods } from './api/messages';
import { profileMethods } from './api/profiles';
import { reactionMethods } from './api/reactions';
import { receiptMethods } from './api/receipts';
import { searchMethods } from './api/search';
import { sessionMethods } from './api/session';
import { signalingMethods } from './api/signaling';
import { DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { catchUp } from './catch-up';
import { Core } from './core';
import { DEFAULT_HEARTBEAT, type HeartbeatOptions } from './heartbeat';
import type { FactoryContext, PendingMedia } from './message-factory';
import { browserNetwork, type NetworkWatch } from './network-watch';
import { handlePush } from './pushes';
import type { WebSocketConstructor } from './rpc-socket';
import { defaultUploader, type UploadFile } from './upload';

export interface LocalChatOptions {
  /** The chat service: `ws(s)://host/chat` (an http(s) URL is taken to mean the same host). */
  url: string;
  /** Defaults to the global WebSocket (browsers, Node 22+); pass `ws`'s in Node 20. */
  WebSocket?: WebSocketConstructor;
  /** For uploads where there is no XMLHttpRequest (defaults to the global fetch). */
  fetch?: typeof fetch;
  /** Replaces the media uploader (tests, custom storage). */
  uploadFile?: UploadFile;
  /** Text containing any of these (case-insensitive) is refused with 3123 before sending. */
  blockedWords?: string[];
  /** Per request, ms (default 15 s). */
  requestTimeout?: number;
  /** Opening a socket, ms (default 10 s). */
  connectTimeout?: number;
  /** How long a message may wait for the connection before it fails with 2800, ms (default 60 s). */
  sendTimeout?: number;
  /** Reconnect delays, ms: exponential from initialDelay by factor up to maxDelay, with jitter. */
  reconnect?: Partial<BackoffOptions>;
  /** A `ping` every `interval` ms, answered within `timeout` ms (default 2000 / 1000); false: none. */
  heartbeat?: Partial<HeartbeatOptions> | false;
  /** How long a connection that went silent may take to come back before waiting sends fail, ms (default 2 s). */
  networkGrace?: number;
  /** The device's online state (default: the browser's `online`/`offline` events where there are any); null: none. */
  network?: NetworkWatch | null;
}

/** ws:// or wss:// for the socket, whichever scheme the URL was given in. */
function socketURL(url: string): string {
  return url.replace(/^http(s?):\/\//i, (_match, secure: string) => `ws${secure}://`);
}

export function createLocalChat(options: LocalChatOptions): ChatEngine {
  const url = socketURL(options.url);
  const core = new Core(
    {
      url,
      WebSocket: options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket,
      backoff: { ...DEFAULT_BACKOFF, ...options.reconnect },
      connectTimeout: options.connectTimeout ?? 10_000,
      requestTimeout: options.requestTimeout ?? 15_000,
      sendTimeout: options.sendTimeout ?? 60_000,
      heartbeat: options.heartbeat === false ? null : { ...DEFAULT_HEARTBEAT, ...options.heartbeat },
      networkGrace: options.networkGrace ?? 2000,
      network: options.network === null ? undefined : (options.network ?? browserNetwork()),
    },
    { catchUp, push: handlePush },
  );
  const factory: FactoryContext = {
    me: () => core.me,
    profile: () => core.myProfile,
    serverTime: () => core.serverTime(),
    media: new WeakMap<Message, PendingMedia>(),
  };
  return {
    ...sessionMethods(core),
    ...profileMethods(core),
    ...conversationMethods(core),
    ...factoryMethods(factory),
    ...messageMethods(core, {
      factory,
      chatURL: url,
      uploadFile: options.uploadFile ?? defaultUploader(options.fetch),
      blockedWords: options.blockedWords ?? [],
    }),
    ...receiptMethods(core),
    ...reactionMethods(core),
    ...groupMethods(core),
    ...contactMethods(core),
    ...groupAdminMethods(core),
    ...searchMethods(core),
    ...signalingMethods(core),
  };
}
