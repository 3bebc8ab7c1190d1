// The script-tag widget (as widget-page.ts) in a browser context of its own, for what the plain
// page cannot: a phone's width with touch, granted permissions (notifications), and scripts that
// run before the page's own (to watch what the page constructs: Notification, AudioContext).
import type { Browser, Page } from 'playwright-core';

export interface WidgetContextOptions {
  width?: number;
  height?: number;
  locale?: 'zh-CN' | 'zh-TW' | 'en-US';
  /** e.g. ['notifications'] for the server's origin. */
  permissions?: string[];
  /** Runs in the page before any of its scripts. */
  initScript?: string;
  /** More options for EmploymentChat.init. */
  init?: Record<string, unknown>;
}

export const PHONE = { width: 375, height: 760 } as const;

export async function widgetInContext(browser: Browser, origin: string, token: string, options: WidgetContextOptions = {}): Promise<Page> {
  const { width = 1280, height = 900, locale = 'zh-CN' } = options;
  const touch = width < 600;
  const context = await browser.newContext({ locale, viewport: { width, height }, hasTouch: touch, isMobile: touch });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const init = { apiBase: origin, token, locale, ...options.init };
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><script src="${origin}/widget/employment-chat.js"></script>
    <script>EmploymentChat.init(${JSON.stringify(init)});</script></body></html>`;
  await page.route(`${origin}/e2e.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${origin}/e2e.html`);
  await page.waitForFunction(() => typeof (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open === 'function');
  return page;
}
