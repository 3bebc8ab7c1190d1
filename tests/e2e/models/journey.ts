// Both sides of one conversation as `npm start` runs them (issue 18): the built server on a free
// port with a fresh database and demo data, the example candidate portal as its own process on
// another port (its own origin, the one WIDGET_ALLOWED_ORIGINS lists), and one Chromium. The
// recruiter works in the console, the candidate on the portal, each in a browser context of
// their own. The server comes from the jest worker's server host; a journey that kills it and
// starts it again on the same port and data asks for a process of its own (`killable`).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '@employment-cloud/test-support/server/server-host';
import { freePort, kill, spawnServer } from '@employment-cloud/test-support/server/server-process';
import { startTogether } from '../../contract/start-together';
import { startCluster, type Cluster } from '../../cluster/cluster';
import { spawnTracked } from '@employment-cloud/test-support/server/test-children';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { CandidatePortal } from './candidate-portal';
import { chatCredentialOf, portalJobOf } from './api';
import { CONSOLE_BASE, STEP_TIMEOUT_MS, type ConsoleApp } from './console-app';

const PORTAL_ENTRY = join(__dirname, '..', '..', '..', 'examples', 'candidate-portal', 'serve.mjs');

export interface PageOptions {
  width?: number;
  height?: number;
  /** The browser's language (the console follows it). */
  locale?: string;
  /** The browser's time zone (an IANA name); this machine's by default. */
  timezoneId?: string;
}

export interface Journey extends ConsoleApp {
  /** The portal's origin, e.g. http://127.0.0.1:<port>. */
  portal: string;
  browser: Browser;
  /** A fresh console page (its own context). */
  newPage(options?: PageOptions): Promise<Page>;
  /** The portal's job list in a fresh context, signed out. */
  openPortal(options?: PageOptions): Promise<CandidatePortal>;
  /** Kills the server (as a crash or a redeploy would); the portal and the pages stay. A `killable` journey's only. */
  stopServer(): Promise<void>;
  /** Starts it again on the same port and data folder. A `killable` journey's only. */
  startServer(): Promise<void>;
  /** With `nodes`: the nodes on one PostgreSQL behind nginx, whose address `origin` is (tests/cluster/cluster.ts). */
  cluster?: Cluster;
}

/** The example portal (examples/candidate-portal/serve.mjs) as `npm start` runs it; resolves once it answers. */
async function spawnPortal(port: number, apiBase: string): Promise<ChildProcess> {
  const child = spawnTracked(process.execPath, [PORTAL_ENTRY], {
    env: { PATH: process.env.PATH, PORTAL_PORT: String(port), PORTAL_HOST: '127.0.0.1', API_BASE: apiBase },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${port}/config.js`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the portal did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `killable`: the server is a process of its own, which stopServer kills; otherwise it is the worker's server host's. */
export async function startJourney(
  env: Record<string, string> = {},
  { killable = false, nodes }: { killable?: boolean /** Several nodes behind a balancer (needs TEST_DATABASE_URL). */; nodes?: number } = {},
): Promise<Journey> {
  const [port, portalPort] = await Promise.all([freePort(), freePort()]);
  const portal = `http://127.0.0.1:${portalPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-journey-e2e-'));
  const serverEnv = { WIDGET_ALLOWED_ORIGINS: portal, ...env };
  const cluster = nodes ? await startCluster({ nodes, env: serverEnv }) : undefined;
  const origin = cluster?.url ?? `http://127.0.0.1:${port}`;
  const start = async (): Promise<RunningServer> => {
    if (cluster) return { stop: () => cluster.stop() };
    if (!killable) return startServer(port, dataDir, serverEnv);
    const child = await spawnServer(port, dataDir, serverEnv);
    return { stop: () => kill(child) };
  };
  let server: RunningServer | undefined;
  let portalProcess: ChildProcess | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const close = async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    if (portalProcess) await kill(portalProcess);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const [started, portalStarted, opened] = await startTogether([start(), spawnPortal(portalPort, origin), launchChromium()], async (parts) => {
    [server, portalProcess, browser] = parts;
    await close();
  });
  [server, portalProcess, browser] = [started, portalStarted, opened];
  const newContext = async ({ width = 1280, height = 900, locale = 'zh-CN', timezoneId }: PageOptions = {}) => {
    const context = await opened.newContext({ locale, timezoneId, viewport: { width, height }, hasTouch: width < 600, isMobile: width < 600 });
    contexts.push(context);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  return {
    origin,
    portal,
    ...(cluster ? { cluster } : {}),
    browser: opened,
    url: (path) => `${origin}${CONSOLE_BASE}${path}`,
    newPage: async (options) => (await newContext(options)).newPage(),
    async openPortal(options) {
      const page = await (await newContext(options)).newPage();
      await page.goto(`${portal}/`);
      return new CandidatePortal(page, portal);
    },
    async stopServer() {
      if (!killable) throw new Error('only a killable journey (startJourney(env, { killable: true })) stops its server');
      await server?.stop();
      server = undefined;
    },
    async startServer() {
      if (!killable) throw new Error('only a killable journey (startJourney(env, { killable: true })) starts its server again');
      server = await start();
    },
    close,
  };
}

/**
 * The journeys' common start: `username` signs in on the portal, finds one of demo_hr's published
 * jobs by searching its title, opens it and, by 和招聘者聊聊, writes `text` to its recruiter.
 */
export async function candidateWrites(journey: Journey, username: string, text: string, page: PageOptions = {}) {
  const hrID = (await chatCredentialOf(journey.origin, 'demo_hr')).userID;
  const job = await portalJobOf(journey.origin, hrID);
  const candidate = await journey.openPortal(page);
  await candidate.signIn(username);
  await candidate.search(job.title);
  await candidate.openJob(job.title);
  await (await candidate.chatWithRecruiter()).send(text);
  return { candidate, hrID, job };
}
