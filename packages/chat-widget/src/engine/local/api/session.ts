// Login, logout and events.
import { ChatError, ok } from '../../chat-error';
import type { ChatEngine } from '../../chat-engine';
import { EVENT } from '../../constants';
import type { Core } from '../core';
import { loadConversations } from '../conversation-sync';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';

type Methods = Pick<ChatEngine, 'login' | 'logout' | 'destroy' | 'isReady' | 'getLoginUser' | 'getServerTime' | 'on' | 'off'>;

async function connectAndLoad(core: Core, userID: string, userSig: string): Promise<void> {
  await core.connect(userID, userSig);
  try {
    const conversations = await loadConversations(core);
    // Everything up to the newest message listed is history, read through getMessageList.
    core.cursor = Math.max(0, ...conversations.map((c) => c.lastMessage?.syncSeq ?? 0));
  } catch (error) {
    core.end(error instanceof ChatError ? error : new ChatError(ERROR_CODES.NETWORK, String(error)));
    throw error;
  }
  core.ready = true;
  core.emitter.emit(EVENT.SDK_READY, undefined);
  core.publishConversations(true);
  core.resume(); // pushes that came in meanwhile, after SDK_READY
}

export function sessionMethods(core: Core): Methods {
  let destroyed = false;
  let loggingIn: { userID: string; done: Promise<void> } | undefined;
  return {
    async login({ userID, userSig }) {
      if (destroyed) throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'this chat engine was destroyed');
      if (!userID || !userSig) throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'login needs userID and userSig');
      if (loggingIn?.userID === userID) {
        await loggingIn.done;
        return ok({ repeatLogin: true });
      }
      if (core.isLoggedIn()) {
        if (core.me === userID) return ok({ repeatLogin: true });
        await core.logout();
      }
      const done = connectAndLoad(core, userID, userSig);
      loggingIn = { userID, done };
      try {
        await done;
      } finally {
        if (loggingIn?.done === done) loggingIn = undefined;
      }
      return ok({ repeatLogin: false });
    },
    async logout() {
      if (core.isLoggedIn()) await core.logout();
      return ok({});
    },
    async destroy() {
      destroyed = true;
      if (core.isLoggedIn()) await core.logout();
      core.emitter.clear();
      core.signaling.clear();
    },
    isReady: () => core.ready,
    getLoginUser: () => core.me,
    getServerTime: () => core.serverTime(),
    on: (event, handler) => core.emitter.on(event, handler),
    off: (event, handler) => core.emitter.off(event, handler),
  };
}
