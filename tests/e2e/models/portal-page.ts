// A third-party portal page embedding the script-tag widget, as portals do: the page on its own
// origin (fulfilled by the test), the widget and the API on the server's. `policy` adds a
// Content-Security-Policy header to the page; `init` extra options for EmploymentChat.init.
import type { Browser, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './console-app';

export interface PortalOptions {
  /** The portal's origin, e.g. http://127.0.0.1:<another port>. */
  portal: string;
  /** The server: widget files and API. */
  server: string;
  token: string;
  width?: number;
  /** A phone: touch, a coarse pointer, the mobile viewport. */
  touch?: boolean;
  policy?: string;
  init?: Record<string, unknown>;
  /** Runs on the fresh page before it loads (e.g. to watch CSP violations). */
  beforeLoad?: (page: Page) => Promise<unknown>;
}

export async function portalPage(browser: Browser, options: PortalOptions): Promise<Page> {
  const touch = options.touch ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: options.width ?? 1280, height: options.touch ? 800 : 900 }, ...touch });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  await options.beforeLoad?.(page);
  const init = { apiBase: options.server, token: options.token, locale: 'zh-CN', ...options.init };
  await page.route(`${options.portal}/index.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: options.policy ? { 'content-security-policy': options.policy } : {},
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>招聘门户</title></head><body><h1>招聘门户</h1>
        <script src="${options.server}/widget/employment-chat.js"></script><script src="/init.js"></script></body></html>`,
    }),
  );
  await page.route(`${options.portal}/init.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `EmploymentChat.init(${JSON.stringify(init)});` }),
  );
  await page.goto(`${options.portal}/index.html`);
  await page.waitForFunction(() => typeof (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open === 'function');
  return page;
}

/** EmploymentChat.open(target) on the page. */
export function openChat(page: Page, target: { userID?: string; conversationID?: string }): Promise<void> {
  return page.evaluate((t) => (window as unknown as { EmploymentChat: { open(t: object): void } }).EmploymentChat.open(t), target);
}
