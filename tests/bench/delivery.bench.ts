// Bytes on the wire (issue 20), from Chromium's own network log against the built server: the
// console's login page and the widget's script tag on a portal of another origin, each visited
// twice in one browser context. Anchor: the brotli size of the same files as the build wrote
// them; a ratio of 1.00 means the wire carried brotli and nothing more.
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { recordNetwork, staticFiles, type Fetched } from '../e2e/models/network-log';
import { startBuiltServer } from './built-server';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ROOTS: Record<string, string> = { '/enterprise_web/': 'packages/console/dist/', '/widget/': 'packages/chat-widget/dist/embed/' };

/** The file on disk behind a URL: its brotli copy's size, or its own when the build kept none. */
function brotliBytes(url: string): number {
  const path = new URL(url).pathname;
  const prefix = Object.keys(ROOTS).find((p) => path.startsWith(p))!;
  let file = `${repo}${ROOTS[prefix]}${path.slice(prefix.length)}`;
  if (!existsSync(file) || statSync(file).isDirectory() || !file.includes('.', file.lastIndexOf('/'))) file = `${repo}${ROOTS[prefix]}index.html`;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** The path under its root: 'login', 'module/employment-chat.js'. */
const shortName = (url: string) => {
  const path = new URL(url).pathname;
  return path.slice(Object.keys(ROOTS).find((p) => path.startsWith(p))!.length);
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Fetched[], key: 'wireBody' | 'decodedBody') => files.reduce((total, f) => total + f[key], 0);

async function twice(page: Page, visit: () => Promise<void>, prefix: string) {
  const log = await recordNetwork(page);
  const run = async () => {
    log.clear();
    await visit();
    await page.waitForLoadState('networkidle');
    return staticFiles(log.fetched, [prefix]);
  };
  const first = await run();
  const second = await run();
  await log.stop();
  return { first, second };
}

function report(title: string, { first, second }: { first: Fetched[]; second: Fetched[] }) {
  const wire = sum(first, 'wireBody');
  const brotli = first.reduce((total, f) => total + brotliBytes(f.url), 0);
  const encodings = [...new Set(first.map((f) => f.encoding || 'none'))].join(', ');
  console.log(
    `  ${title.padEnd(34)} first visit: ${kb(wire).padStart(9)} on the wire in ${first.length} files (${kb(sum(first, 'decodedBody'))} decoded; ${encodings})`,
  );
  console.log(`  ${''.padEnd(34)} vs brotli of the same files ${kb(brotli).padStart(9)}: ${(wire / brotli).toFixed(2)}x  (goal ≤ 1.00x)`);
  const asked = second.filter((f) => !f.fromCache);
  console.log(
    `  ${''.padEnd(34)} second visit: ${asked.length} asked (${asked.map((f) => `${f.status} ${shortName(f.url)}`).join(', ')}), ${kb(sum(second, 'wireBody'))} of bodies; ${second.length - asked.length} from the cache`,
  );
}

export async function benchDelivery(): Promise<void> {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const html = `<!doctype html><html><body><script src="${server.url}/widget/employment-chat.js" async></script>
    <script>window.EmploymentChat = window.EmploymentChat || [];</script></body></html>`;
  const portal = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  try {
    console.log('\ndelivery: bytes on the wire in Chromium (bodies, headers excluded), the built server on PGlite');
    const consolePage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    const login = await twice(
      consolePage,
      async () => {
        await consolePage.goto(`${server.url}/enterprise_web/login`);
        await consolePage.getByRole('button', { name: '登录' }).waitFor();
      },
      '/enterprise_web/',
    );
    report('console login page', login);
    const portalPage = await (await browser.newContext()).newPage();
    const portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}/jobs.html`;
    const widget = await twice(
      portalPage,
      async () => {
        await portalPage.goto(portalUrl);
        await portalPage.waitForFunction(() => typeof (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open === 'function');
      },
      '/widget/',
    );
    report('widget script tag (another origin)', widget);
  } finally {
    await browser.close();
    await new Promise((resolve) => portal.close(resolve));
    await server.stop();
  }
}
