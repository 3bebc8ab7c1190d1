// A finger on the page, through Chromium's touch input (pointerType touch), for the 375 px journeys.
import type { Locator, Page } from 'playwright-core';

/** Holds a finger on the element's middle until `shows` (what the long press opens) is there; then lifts it. */
export async function longPress(page: Page, target: Locator, shows: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const box = await target.boundingBox();
  if (!box) throw new Error('the long-pressed element is not laid out');
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await shows.waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
