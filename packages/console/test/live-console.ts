// Component tests against the real server (as packages/test-support/src/dom/live-chat.ts does):
// the built server from the worker's server host, demo users signed in by mock login, and the
// console's relative API calls sent to that server's origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@employment-cloud/test-support/server/server-host';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { initTestI18n } from './console-i18n';

export interface LiveConsole {
  origin: string;
  /** A demo user's token (mock login), for pages that need a session. */
  tokenOf(username: string, scope?: 'company' | 'user'): Promise<string>;
  close(): Promise<void>;
}

/** `env`: server settings for this suite. */
export async function startLiveConsole(env: Record<string, string> = {}): Promise<LiveConsole> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-console-'));
  const server = await startServer(port, dataDir, env);
  const origin = `http://127.0.0.1:${port}`;
  const nodeFetch = globalThis.fetch;
  const restoreFetch = sendPageCallsTo(origin);
  return {
    origin,
    async tokenOf(username, scope = 'company') {
      const res = await nodeFetch(`${origin}/front/v1/common/mockLogin?username=${username}&scope=${scope}`, { method: 'POST' });
      const body = (await res.json()) as { code: number; data: { token: string } };
      if (body.code !== 200) throw new Error(`mockLogin ${username}: ${body.code}`);
      return body.data.token;
    },
    async close() {
      restoreFetch();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends the page's calls to its own origin (jsdom's http://localhost/) to `origin`; returns the undo. */
export function sendPageCallsTo(origin: string): () => void {
  const nodeFetch = globalThis.fetch;
  const page = window.location.origin;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string') return nodeFetch(input, init);
    const url = new URL(input, window.location.href);
    return nodeFetch(url.origin === page ? new URL(url.pathname + url.search, origin) : url, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = nodeFetch;
  };
}

/**
 * The suite's live console: started before its tests (with the console's test i18n when the
 * suite renders pages alone), closed after them. Returns a getter.
 */
export function useLiveConsole(options: { i18n?: boolean; env?: Record<string, string> } = {}): () => LiveConsole {
  let live: LiveConsole | undefined;
  beforeAll(async () => {
    if (options.i18n) await initTestI18n();
    live = await startLiveConsole(options.env);
  }, 90_000);
  afterAll(() => live?.close());
  return () => {
    if (!live) throw new Error('the live console is not started yet');
    return live;
  };
}
