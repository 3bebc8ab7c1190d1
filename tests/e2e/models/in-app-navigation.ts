// Moving between the console's pages as its own links do, without reloading the app: the URL is
// pushed to the history and the router told (a popstate), so a sweep over many pages pays the
// app's start once. The page has settled when no request has been running for a quiet window
// (what Playwright's 'networkidle' means for a whole load, which a history change never fires),
// the page of the URL is the one shown, and nothing in it is busy.
import type { Page } from 'playwright-core';

/** As Playwright's networkidle: this long with no request running. */
const QUIET_MS = 300;
const POLL_MS = 25;

export interface InAppNavigator {
  /** Shows `url` (absolute, of the page's origin) in the running app and waits until it has settled. */
  go(url: string, timeoutMs?: number): Promise<void>;
  stop(): void;
}

export function navigateInApp(page: Page): InAppNavigator {
  let running = 0;
  let lastChange = Date.now();
  const started = () => {
    running += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    running = Math.max(0, running - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async go(url, timeoutMs = 20_000) {
      await page.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, url);
      lastChange = Date.now();
      const deadline = Date.now() + timeoutMs;
      while (running > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${url}: ${running} request(s) still running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      // The page of the URL is shown and nothing in it loads. Under load React may commit the new
      // page after the quiet window, and pages of other tabs stay mounted, hidden, each as it was.
      const settled = (path: string) => {
        const shown = document.querySelector<HTMLElement>('main > [data-page]:not([hidden])');
        return (
          !!shown?.dataset.path && location.pathname.endsWith(shown.dataset.path) && path === location.pathname && !shown.querySelector('[aria-busy="true"]')
        );
      };
      const pathname = new URL(url).pathname;
      try {
        await page.waitForFunction(settled, pathname, { timeout: timeoutMs });
      } catch {
        const shown = await page.evaluate(() => {
          const box = document.querySelector<HTMLElement>('main > [data-page]:not([hidden])');
          return { at: location.pathname, page: box?.dataset.path, busy: box?.querySelector('[aria-busy="true"]')?.outerHTML.slice(0, 200) };
        });
        throw new Error(`${url}: the page did not settle in ${timeoutMs} ms: ${JSON.stringify(shown)}`);
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
