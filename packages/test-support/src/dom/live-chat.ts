// Component tests against the real chat service: the built server outside jsdom (from the
// worker's server host, as `npm start` serves; jsdom cannot host PGlite), demo users logged in
// over HTTP, real engines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer } from '../server/server-host';
import { freePort } from '../server/server-process';
import { createLocalChat, EVENT, type ChatEngine } from '../../../chat-widget/src/engine';
import type { Message } from '../../../chat-widget/src/engine/message';
import type { HostFetcher } from '../../../chat-widget/src/provider/options-context';

export interface ChatCredential {
  appId: number;
  userID: string;
  userSig: string;
  chatUrl: string;
  nick: string;
  avatar: string;
  prefix: string;
}

export interface LiveChat {
  origin: string;
  /** A demo user's platform token (mock login). */
  tokenOf(username: string): Promise<string>;
  /** POST front/v1/im/user-sig as the widget makes it. */
  credentialOf(username: string): Promise<ChatCredential>;
  /** The host's fetcher as a console would give it to <ChatProvider>: a demo user's REST API. */
  fetcherOf(username: string): HostFetcher;
  /** A logged-in local engine (Node's `ws`). */
  engineFor(username: string): Promise<{ chat: ChatEngine; userID: string }>;
  close(): Promise<void>;
}

/** `env`: server settings for this suite (CHAT_SENSITIVE_WORDS...). */
export async function startLiveChat({ env = {} }: { env?: Record<string, string> } = {}): Promise<LiveChat> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-widget-'));
  // jsdom's page is http://localhost, another origin than the server's: a portal the server allows
  // (uploads and WebSockets from the page are cross-origin, as on a portal).
  const server = await startServer(port, dataDir, { WIDGET_ALLOWED_ORIGINS: 'http://localhost', ...env });
  const origin = `http://127.0.0.1:${port}`;
  const tokens = new Map<string, string>();
  const engines: ChatEngine[] = [];

  const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const res = await fetch(`${origin}/${path}`, {
      ...init,
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers ?? {}) },
    });
    const body = (await res.json()) as { code: number; msg: string; data: unknown };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };

  const tokenOf = async (username: string) => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const scope = /^(demo_c|platform_)/.test(username) ? 'user' : 'company';
    const { token } = (await api(`front/v1/common/mockLogin?username=${username}&scope=${scope}`, { method: 'POST' })) as { token: string };
    tokens.set(username, token);
    return token;
  };
  const credentialOf = async (username: string) => (await api('front/v1/im/user-sig', { method: 'POST', token: await tokenOf(username) })) as ChatCredential;

  return {
    origin,
    tokenOf,
    credentialOf,
    fetcherOf(username) {
      return (async (path: string, init: { method?: string; body?: unknown } = {}) =>
        api(path, {
          method: init.method ?? 'GET',
          token: await tokenOf(username),
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
        })) as HostFetcher;
    },
    async engineFor(username) {
      const credential = await credentialOf(username);
      const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
      await chat.login({ userID: credential.userID, userSig: credential.userSig });
      engines.push(chat);
      return { chat, userID: credential.userID };
    },
    async close() {
      await Promise.all(engines.map((engine) => engine.destroy().catch(() => undefined)));
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The next message `chat` receives that matches (a promise made before the action that sends it). */
export function nextMessage(chat: ChatEngine, match: (message: Message) => boolean): Promise<Message> {
  return new Promise((resolve) => {
    const handler = ({ data }: { data: Message[] }) => {
      const found = data.find(match);
      if (!found) return;
      chat.off(EVENT.MESSAGE_RECEIVED, handler);
      resolve(found);
    };
    chat.on(EVENT.MESSAGE_RECEIVED, handler);
  });
}
