// The console as a user meets it: the built server (from the worker's server host, as `npm start`
// serves, on 127.0.0.1 and a port picked here, with a throw-away data folder) and Debian's
// Chromium. One per test file: start it in beforeAll, close it in afterAll.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTogether } from '../../contract/start-together';
import { startServer, type RunningServer } from '@employment-cloud/test-support/server/server-host';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

/** The console's base path (docs/console.md §9). */
export const CONSOLE_BASE = '/enterprise_web';
/** The password of every demo account (packages/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo1234';
/**
 * How long one step (a click, a wait for an element) may take before it fails: a deadline, not a
 * wait, so passing steps are as fast. Two suites run at once on 2 cores, each with a server and
 * Chromium; 10 s was short under that load (a lazily loaded toast region once took longer).
 */
export const STEP_TIMEOUT_MS = 20_000;

export interface ConsoleApp {
  origin: string;
  /**
   * A fresh browser context (its own storage: no session) in zh-CN, the console's default language,
   * in this machine's time zone unless one is given (an IANA name: the console's users are in
   * Asia/Shanghai while this machine is in UTC).
   */
  newPage(options?: { timezoneId?: string }): Promise<Page>;
  /** The absolute URL of a console path such as '/zhiwei/index'. */
  url(path: string): string;
  close(): Promise<void>;
}

export async function startConsoleApp(env: Record<string, string> = {}): Promise<ConsoleApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-console-e2e-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const close = async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const [started, opened] = await startTogether([startServer(port, dataDir, env), launchChromium()], async (parts) => {
    [server, browser] = parts;
    await close();
  });
  [server, browser] = [started, opened];
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${CONSOLE_BASE}${path}`,
    async newPage(options = {}) {
      // The browser's language picks the console's (src/i18n.ts); headless Chromium says en-US.
      const context = await opened.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      // Below jest's per-test time-out, so a step that never happens fails with Playwright's own account of it.
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      return context.newPage();
    },
    close,
  };
}
