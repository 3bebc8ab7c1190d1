// How the front ends reach Chromium (issue 20), read from Chromium's own network log: the console's
// login page and the widget's script tag on a portal of another origin come brotli-compressed;
// content-hashed files are cached for a year, so a second visit asks the server for the page (or
// the loader and its module entry) alone, answered 304.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { CONSOLE_BASE, startConsoleApp, type ConsoleApp } from './models/console-app';
import { LoginPage } from './models/login-page';
import { recordNetwork, staticFiles, type Fetched, type NetworkLog } from './models/network-log';

let app: ConsoleApp;
beforeAll(async () => {
  app = await startConsoleApp();
}, 120_000);
afterAll(() => app?.close());

const name = (f: Fetched) => new URL(f.url).pathname;
/** Over 1 KB: the build keeps no compressed copy of a file that would not shrink. */
const worthCompressing = (f: Fetched) => f.decodedBody > 1024;
const asked = (files: readonly Fetched[]) => files.filter((f) => !f.fromCache).map((f) => `${f.status} ${name(f)}`);

async function visitTwice(page: Page, log: NetworkLog, visit: () => Promise<void>, prefixes: string[]) {
  await visit();
  await page.waitForLoadState('networkidle');
  const first = staticFiles(log.fetched, prefixes);
  log.clear();
  await visit();
  await page.waitForLoadState('networkidle');
  return { first, second: staticFiles(log.fetched, prefixes) };
}

describe("the console's login page", () => {
  let first: Fetched[];
  let second: Fetched[];
  beforeAll(async () => {
    const page = await app.newPage();
    const log = await recordNetwork(page);
    ({ first, second } = await visitTwice(
      page,
      log,
      async () => {
        await page.goto(app.url('/login'));
        await new LoginPage(page).ready();
      },
      [`${CONSOLE_BASE}/`],
    ));
  }, 60_000);

  it('comes brotli-compressed, the scripts cached for a year and the page revalidated', () => {
    const scripts = first.filter((f) => f.type === 'Script');
    expect(scripts.length).toBeGreaterThan(2);
    expect(
      first
        .filter(worthCompressing)
        .filter((f) => f.encoding !== 'br')
        .map(name),
    ).toEqual([]);
    expect(scripts.filter((f) => !f.cacheControl.includes('immutable')).map(name)).toEqual([]);
    const document = first.find((f) => f.type === 'Document')!;
    expect([document.status, document.cacheControl]).toEqual([200, 'no-cache']);
    // The bytes that came are the compressed ones, a fraction of the scripts' size.
    const wire = scripts.reduce((sum, f) => sum + f.wireBody, 0);
    const decoded = scripts.reduce((sum, f) => sum + f.decodedBody, 0);
    expect(wire).toBeLessThan(decoded / 2.5);
  });

  it('asks for nothing but the page on a second visit, and gets a 304', () => {
    expect(asked(second)).toEqual([`304 ${CONSOLE_BASE}/login`]);
    expect(second.filter((f) => f.type === 'Script').length).toBeGreaterThan(2);
  });
});

describe("the widget's script tag on a portal of another origin", () => {
  let first: Fetched[];
  let second: Fetched[];
  let portal: Server;
  afterAll(() => new Promise((resolve) => portal?.close(resolve)));
  beforeAll(async () => {
    const page = await app.newPage();
    // The portal: a page of its own origin (another loopback port), as a portal embeds the widget.
    // Not fulfilled by Playwright: intercepting requests turns Chromium's cache off.
    const html = `<!doctype html><html><body><script src="${app.origin}/widget/employment-chat.js" async></script>
      <script>window.EmploymentChat = window.EmploymentChat || [];</script></body></html>`;
    portal = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    const portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}/jobs.html`;
    const log = await recordNetwork(page);
    ({ first, second } = await visitTwice(
      page,
      log,
      async () => {
        await page.goto(portalUrl);
        await page.waitForFunction(() => typeof (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open === 'function');
      },
      ['/widget/'],
    ));
  }, 60_000);

  it('comes brotli-compressed; the chunks cached for a year, the loader and module entry revalidated', () => {
    const names = first.map(name);
    expect(names).toEqual(expect.arrayContaining(['/widget/employment-chat.js', '/widget/module/employment-chat.js']));
    expect(first.length).toBeGreaterThan(3);
    expect(
      first
        .filter(worthCompressing)
        .filter((f) => f.encoding !== 'br')
        .map(name),
    ).toEqual([]);
    const revalidated = first
      .filter((f) => f.cacheControl === 'no-cache')
      .map(name)
      .sort();
    expect(revalidated).toEqual(['/widget/employment-chat.js', '/widget/module/employment-chat.js']);
    expect(first.filter((f) => f.cacheControl !== 'no-cache' && !f.cacheControl.includes('immutable')).map(name)).toEqual([]);
  });

  it('asks again only for the loader and the module entry on a second visit, each a 304', () => {
    expect(asked(second).sort()).toEqual(['304 /widget/employment-chat.js', '304 /widget/module/employment-chat.js']);
    expect(second.length).toBe(first.length);
  });
});
