// Component tests against the real chat service: the built server as its own process (as
// `npm start` runs it; jsdom cannot host PGlite), demo users logged in over HTTP, real engines.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { freePort, kill, spawnServer } from '../../../../tests/contract/server-process';
import { createLocalChat, type ChatEngine } from '../../src/engine';

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
  /** A logged-in local engine (Node's `ws`). */
  engineFor(username: string): Promise<{ chat: ChatEngine; userID: string }>;
  close(): Promise<void>;
}

export async function startLiveChat(): Promise<LiveChat> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-widget-'));
  const child: ChildProcess = await spawnServer(port, dataDir);
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
  const credentialOf = async (username: string) =>
    (await api('front/v1/im/user-sig', { method: 'POST', token: await tokenOf(username) })) as ChatCredential;

  return {
    origin,
    tokenOf,
    credentialOf,
    async engineFor(username) {
      const credential = await credentialOf(username);
      const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
      await chat.login({ userID: credential.userID, userSig: credential.userSig });
      engines.push(chat);
      return { chat, userID: credential.userID };
    },
    async close() {
      await Promise.all(engines.map((engine) => engine.destroy().catch(() => undefined)));
      await kill(child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
