import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createLocalChat, EVENT, type ChatEngine, type Conversation, type Message, type SignalingEvent } from '../../packages/chat-widget/src/engine';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

export interface LiveServer {
  server: TestServer;
  origin: string;
  close(): Promise<void>;
}

/** The real server with demo data, listening on a free loopback port. */
export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const server = await startTestServer(env);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** A demo user's chat credential, the way the widget gets it: POST front/v1/im/user-sig. */
export async function credentialOf(live: LiveServer, username: string) {
  const token = await tokenFor(live.server.app, username);
  const res = await call(live.server.app, { method: 'POST', url: '/front/v1/im/user-sig', token, headers: { host: new URL(live.origin).host } });
  if (res.body.code !== 200) throw new Error(`user-sig for ${username}: ${res.body.msg}`);
  return res.body.data as { userID: string; userSig: string; chatUrl: string; appId: number };
}

/** A logged-in local engine for a demo user. */
export async function engineFor(live: LiveServer, username: string): Promise<{ chat: ChatEngine; userID: string }> {
  const credential = await credentialOf(live, username);
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  return { chat, userID: credential.userID };
}

/** Resolves with the first event payload that satisfies the predicate; `cancel` stops waiting (and rejects). */
export function nextEvent<T = unknown>(
  chat: ChatEngine,
  name: string,
  accept: (data: T) => boolean = () => true,
  timeoutMs = 10_000,
  cancel?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = (error?: Error) => {
      clearTimeout(timer);
      chat.off(name as never, handler as never);
      cancel?.removeEventListener('abort', aborted);
      if (error) reject(error);
    };
    const aborted = () => stop(new Error(`stopped waiting for ${name}`));
    const timer = setTimeout(() => stop(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (event: { data: T }) => {
      if (!accept(event.data)) return;
      stop();
      resolve(event.data);
    };
    chat.on(name as never, handler as never);
    cancel?.addEventListener('abort', aborted);
  });
}

/**
 * `chat`'s conversation once it satisfies `accept`: at once if the held one does, otherwise at the
 * list update that makes it so (the list follows messages at most once a second, as the SDK's does).
 */
export async function conversationWhen(
  chat: ChatEngine,
  conversationID: string,
  accept: (c: Conversation) => boolean,
  timeoutMs = 10_000,
): Promise<Conversation> {
  const satisfied = (list: Conversation[]) => list.find((c) => c.conversationID === conversationID && accept(c));
  const stop = new AbortController();
  // Listening before the held one is read: an update in between is not missed.
  const update = nextEvent<Conversation[]>(chat, EVENT.CONVERSATION_LIST_UPDATED, (list) => satisfied(list) !== undefined, timeoutMs, stop.signal);
  try {
    const held = (await chat.getConversationProfile(conversationID)).data.conversation;
    return accept(held) ? held : satisfied(await update)!;
  } finally {
    stop.abort();
    await update.catch(() => undefined);
  }
}

export type LiveEngine = { chat: ChatEngine; userID: string };

/**
 * A live server for the suite and a logged-in engine per demo user, set up before the suite's
 * tests and logged out and closed after them; read the engines once beforeAll has run.
 */
export function liveEngines<U extends string>(...usernames: U[]): { live: () => LiveServer; engines: Record<U, LiveEngine> } {
  let live: LiveServer | undefined;
  const engines = {} as Record<U, LiveEngine>;
  beforeAll(async () => {
    live = await startLiveServer();
    for (const username of usernames) engines[username] = await engineFor(live, username);
  }, 60_000);
  afterAll(async () => {
    for (const engine of Object.values<LiveEngine>(engines)) await engine.chat.logout().catch(() => undefined);
    await live?.close();
  });
  return {
    live: () => {
      if (!live) throw new Error('the live server starts in beforeAll');
      return live;
    },
    engines,
  };
}

/** The next signalling event of this name on an engine, through addSignalingListener. */
export function nextSignal<E extends SignalingEvent['name']>(engine: { chat: ChatEngine }, name: E, timeoutMs = 10_000): Promise<SignalingEvent<E>> {
  return new Promise((resolve, reject) => {
    const handler = (event: SignalingEvent<E>) => {
      clearTimeout(timer);
      engine.chat.removeSignalingListener(name, handler);
      resolve(event);
    };
    const timer = setTimeout(() => {
      engine.chat.removeSignalingListener(name, handler);
      reject(new Error(`no ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    engine.chat.addSignalingListener(name, handler);
  });
}

/** A conversation's whole stored history, oldest first, page by page. */
export async function wholeHistory(chat: ChatEngine, conversationID: string): Promise<Message[]> {
  const history: Message[] = [];
  let nextReqMessageID: string | undefined;
  for (;;) {
    const page = (await chat.getMessageList({ conversationID, nextReqMessageID })).data;
    history.unshift(...page.messageList);
    if (page.isCompleted) return history;
    nextReqMessageID = page.nextReqMessageID;
  }
}
