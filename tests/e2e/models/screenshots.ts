// Screenshots for people to look at, written only when E2E_SHOTS_DIR names a folder (CI leaves it
// unset: a screenshot costs the browser a frame and a PNG, and nobody looks at CI's), the root
// README's pictures (UPDATE_DOCS_SCREENSHOTS=1), and the two console widths every page must fit.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
export const CONSOLE_WIDTHS = [1280, 1920] as const;

/** Saves the page as `file` (e.g. 'fairs-list-1280.png', 'calls/ringing.png') in E2E_SHOTS_DIR, if set. */
export async function shot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  const path = join(SHOTS_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, ...options });
}

/** A picture the root README shows: into docs/screenshots with UPDATE_DOCS_SCREENSHOTS=1, else as `shot`. */
export async function docsShot(page: Page, file: string): Promise<void> {
  if (process.env.UPDATE_DOCS_SCREENSHOTS) await page.screenshot({ path: join('docs/screenshots', file) });
  else await shot(page, join('journey', file));
}

/**
 * The page at 1280 and 1920 px (a screenshot of each, `name-<width>.png`, if asked for); answers
 * what ran past the window, '' per width when nothing did. Back at 1280 × 900 after.
 */
export async function atConsoleWidths(page: Page, name: string): Promise<string[]> {
  const overflows: string[] = [];
  for (const width of CONSOLE_WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 });
    await shot(page, `${name}-${width}.png`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) overflows.push(`${name} at ${width}: ${overflow}px wider than the window`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return overflows;
}
