// View tests against the real server: the built server as its own process (jsdom cannot host
// PGlite), as packages/chat-widget/test/dom/live-chat.ts does; the console's client pointed at it.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, kill, spawnServer } from '../../../tests/contract/server-process';
import { setApiBase } from '../src/api/client';

export interface LiveServer {
  origin: string;
  /** A demo user's token (mock login), for pages that need a session. */
  tokenOf(username: string, scope?: 'company' | 'user'): Promise<string>;
  close(): Promise<void>;
}

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-console-'));
  const child: ChildProcess = await spawnServer(port, dataDir, env);
  const origin = `http://127.0.0.1:${port}`;
  setApiBase(`${origin}/`);
  return {
    origin,
    async tokenOf(username, scope = 'company') {
      const res = await fetch(`${origin}/front/v1/common/mockLogin?username=${username}&scope=${scope}`, { method: 'POST' });
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
    async close() {
      await kill(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
