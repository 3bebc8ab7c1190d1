// The portal on a phone (issue 18, scenario 8): at 375 px the widget fills the screen, shows the
// list or the chat with a back button, and a long press (a finger held, through Chromium's touch
// input) opens the message menu.
import type { Locator, Page } from 'playwright-core';
import { chatCredentialOf, portalJobOf } from './models/api';
import type { CandidatePortal } from './models/candidate-portal';
import { eventually } from './models/eventually';
import { startJourney, type Journey } from './models/journey';
import { docsShot, shot } from './models/screenshots';

// `UPDATE_DOCS_SCREENSHOTS=1` writes them where the root README shows them.
const PHONE = { width: 375, height: 812 };
const HELLO = `您好，手机上看到贵公司的岗位（${Date.now()}）`;

let journey: Journey;
let candidate: CandidatePortal;

/** The element's box once it has one: a row or panel may be drawn again (a chunk arriving) just after it showed. */
async function boxOf(locator: Locator) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await locator.waitFor({ state: 'visible' });
    const box = await locator.boundingBox();
    if (box) return box;
    if (Date.now() > deadline) throw new Error('not laid out');
  }
}
const near = (a: number, b: number) => Math.abs(a - b) <= 1;
/** Where the element sits, read until it has settled there (a layout change may still be drawing). */
const placed = (locator: Locator, at: (box: { x: number; y: number; width: number; height: number }) => boolean[], expected: boolean[]) =>
  eventually(async () => {
    const box = await locator.boundingBox();
    return box ? at(box) : 'not laid out';
  }, expected);

/** Elements wider than the window (the page's and the widget's shadow root's). */
function overflowIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > window.innerWidth + 1) wide.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return wide;
  });
}

/**
 * A finger held on the element's middle, through Chromium's touch input (pointerType touch),
 * until `shows` (what the long press opens) is there; then lifted.
 */
async function longPress(page: Page, target: Locator, shows: Locator): Promise<void> {
  const box = await boxOf(target);
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await shows.waitFor();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

beforeAll(async () => {
  journey = await startJourney();
  const job = await portalJobOf(journey.origin, (await chatCredentialOf(journey.origin, 'demo_hr')).userID);
  candidate = await journey.openPortal(PHONE);
  await candidate.signIn('demo_c26');
  await candidate.search(job.title);
  await candidate.openJob(job.title);
  expect(await overflowIn(candidate.page)).toEqual([]);
  await docsShot(candidate.page, 'portal-job-375.png');
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

it('the chat opened from the job fills the screen; back shows the list across the width', async () => {
  const chat = await candidate.chatWithRecruiter();
  await chat.send(HELLO);
  await placed(chat.dialog, (box) => [near(box.x, 0), near(box.y, 0), near(box.width, PHONE.width), near(box.height, PHONE.height)], [true, true, true, true]);
  // The launcher hides behind a full-screen chat: nothing of the portal shows through.
  expect(await candidate.launcher.isVisible()).toBe(false);
  expect(await overflowIn(candidate.page)).toEqual([]);
  await docsShot(candidate.page, 'portal-chat-375.png');

  await chat.dialog.getByRole('button', { name: '返回' }).click();
  await chat.conversations.waitFor();
  await placed(chat.conversations, (box) => [near(box.x, 0), near(box.width, PHONE.width)], [true, true]);
  expect(await chat.dialog.locator('[data-conversation-id] > header').count()).toBe(0);
  await docsShot(candidate.page, 'portal-list-375.png');
});

it('a long press on a message opens its menu', async () => {
  const chat = candidate.chat;
  await chat.conversation(HELLO).click();
  const words = chat.message(HELLO).getByText(HELLO, { exact: true });
  await words.waitFor();
  const menu = candidate.page.getByRole('menu');
  await longPress(candidate.page, words, menu);
  await menu.waitFor(); // still open once the finger is lifted
  expect(await menu.getByRole('menuitem', { name: '复制' }).count()).toBe(1);
  await docsShot(candidate.page, 'portal-menu-375.png');
  await candidate.page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
});

it('a long press on a conversation opens its menu, and lifting the finger does not open the chat', async () => {
  const chat = candidate.chat;
  await chat.dialog.getByRole('button', { name: '返回' }).click();
  const row = chat.conversation(HELLO);
  await row.waitFor();
  const menu = candidate.page.getByRole('menu', { name: '会话操作' });
  await longPress(candidate.page, row, menu);
  // Input is handled in order: once a key pressed after the lift is in, the lift's tap (a click) is too.
  // The listener is in the page before the key is pressed: an evaluate still on its way could
  // miss a keyup that overtook it, and wait for ever.
  await candidate.page.evaluate(() => {
    (window as unknown as { keyed: Promise<unknown> }).keyed = new Promise((resolve) =>
      window.addEventListener('keyup', resolve, { once: true, capture: true }),
    );
  });
  await candidate.page.keyboard.press('Shift');
  await candidate.page.evaluate(() => (window as unknown as { keyed: Promise<unknown> }).keyed);
  expect(await menu.isVisible()).toBe(true);
  expect(await menu.getByRole('menuitem', { name: '置顶会话' }).count()).toBe(1);
  expect(await chat.dialog.locator('section[data-conversation-id]').count()).toBe(0);
  await shot(candidate.page, 'journey/portal-conversation-menu-375.png');
  await candidate.page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await chat.dialog.locator('section[data-conversation-id]').count()).toBe(0);
});
