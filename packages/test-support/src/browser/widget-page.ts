// The script-tag widget in headless Chromium (Debian's /usr/bin/chromium; never a downloaded
// browser), on a page of the real server's origin, logged in as a demo user.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The page is fulfilled by Playwright, which Chromium's local-network checks would treat as public. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=LocalNetworkAccessChecks',
  // Calls (calls.test.ts): a fake camera and microphone, and their permission granted without a
  // prompt. Pages that never ask for media are unaffected.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // V8's optimising compilers (Maglev, TurboFan) off: a test page lives seconds, too short for
  // their work on the second core to pay back. The same pages then take about 15 % less time
  // (docs/development.md, "Where the time goes"); the benches keep V8's defaults.
  '--js-flags=--max-opt=1',
];

/**
 * Debian's headless shell (package chromium-headless-shell: the same Blink and V8 without the
 * browser's UI layer) when installed, else Debian's Chromium; CHROMIUM_PATH overrides both. The
 * shell draws the same pages for about a third less CPU (docs/development.md, "Where the time goes").
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}

/**
 * A page at `origin` that embeds /widget/employment-chat.js and inits it with `token`;
 * `beforeLoad` runs on the fresh page first (e.g. to route its WebSocket).
 */
export async function widgetPage(browser: Browser, origin: string, token: string, beforeLoad?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await beforeLoad?.(page);
  const html = `<!doctype html><html><body><script src="${origin}/widget/employment-chat.js"></script>
    <script>EmploymentChat.init({ apiBase: ${JSON.stringify(origin)}, token: ${JSON.stringify(token)}, locale: 'zh-CN' });</script></body></html>`;
  await page.route(`${origin}/e2e.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${origin}/e2e.html`);
  await page.waitForFunction(() => typeof (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open === 'function');
  return page;
}
