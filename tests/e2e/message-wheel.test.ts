// The mouse wheel in the script-tag embed (issue 16, defect 1): the widget renders in a shadow
// root, and the modal's scroll lock must let a real wheel (Playwright's mouse, not a synthetic
// event) scroll the message list up into older history, and a list in a dialog opened from the
// chat (every inner dialog shares views/dialog/dialog-layer.tsx), while the page behind stays put.
import type { Browser, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const { live, engines } = liveEngines('demo_c1', 'demo_c2', 'demo_c3', 'demo_c4', 'demo_c5', 'demo_hr');
const HISTORY = 60;
let browser: Browser;
let page: Page;

/** Runs in the page: the message list's scroller inside the widget's shadow root. */
const SCROLLER = `document.querySelector('[data-employment-chat]').shadowRoot.querySelector('[data-message-id]')?.closest('[data-virtuoso-scroller]')`;

const listState = () =>
  page.evaluate(`(() => {
    const scroller = ${SCROLLER};
    const texts = scroller ? [...scroller.querySelectorAll('[data-message-id]')].map((row) => row.textContent) : [];
    const box = scroller ? scroller.getBoundingClientRect() : null;
    const fromBottom = scroller ? scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop : -1;
    const atBottom = scroller ? fromBottom <= 2 : false;
    const shadow = document.querySelector('[data-employment-chat]').shadowRoot;
    const profile = shadow.querySelector('[data-testid="candidate-summary"]') !== null || shadow.textContent.includes('暂无个人信息');
    return { scrollTop: scroller ? scroller.scrollTop : -1, scrollHeight: scroller ? scroller.scrollHeight : -1, fromBottom, atBottom, profile, texts, box: box && { x: box.x, y: box.y, width: box.width, height: box.height }, pageY: window.scrollY };
  })()`) as Promise<{
    scrollTop: number;
    scrollHeight: number;
    fromBottom: number;
    atBottom: boolean;
    profile: boolean;
    texts: string[];
    box: { x: number; y: number; width: number; height: number } | null;
    pageY: number;
  }>;

/** Two animation frames: what the list was to render by now is drawn. */
const drawn = () => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

/**
 * The list once Virtuoso's measuring is done: the peer's profile is in the header (which grows),
 * the list sits at its bottom, and a drawn frame changes neither its height nor its offset.
 */
async function measured(timeoutMs = 10_000): Promise<Awaited<ReturnType<typeof listState>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = await listState();
    await drawn();
    const next = await listState();
    if (last.profile && last.atBottom && next.scrollTop === last.scrollTop && next.scrollHeight === last.scrollHeight) return next;
    if (Date.now() > deadline) throw new Error(`the message list did not settle at its bottom; last ${JSON.stringify({ ...next, texts: next.texts.length })}`);
  }
}

const oldest = (texts: string[]) => Math.min(...texts.map((text) => Number(/滚轮消息 (\d+)/.exec(text)?.[1] ?? Infinity)));

beforeAll(async () => {
  const { chat } = engines.demo_c1;
  const token = await tokenFor(live().server.app, 'demo_hr');
  const hrUserID = (
    await live().server.app.inject({
      method: 'POST',
      url: '/front/v1/im/user-sig',
      headers: { authorization: `Bearer ${token}`, host: new URL(live().origin).host },
    })
  ).json().data.userID;
  for (let i = 1; i <= HISTORY; i += 1) {
    await chat.sendMessage(chat.createTextMessage({ to: hrUserID, conversationType: TYPES.CONV_C2C, payload: { text: `滚轮消息 ${i}` } }));
  }
  // Read: the conversation opens at its newest message (unread, it would open at the first unread one).
  await engines.demo_hr.chat.setMessageRead({ conversationID: `C2C${engines.demo_c1.userID}` });
  // Conversations enough to overflow the forward panel's list in a short window.
  for (const name of ['demo_c2', 'demo_c3', 'demo_c4', 'demo_c5'] as const) {
    const other = engines[name].chat;
    await other.sendMessage(other.createTextMessage({ to: hrUserID, conversationType: TYPES.CONV_C2C, payload: { text: `来自 ${name}` } }));
  }
  browser = await launchChromium();
  page = await widgetPage(browser, live().origin, token);
  // A long host page: the lock's purpose is that it does not scroll while the modal is open.
  await page.evaluate(`document.body.style.height = '5000px'`);
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${engines.demo_c1.userID}' })`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a real mouse wheel in the script-tag embed', () => {
  it('scrolls the message list up and reaches history beyond the first page', async () => {
    await eventually(async () => (await listState()).texts.some((text) => text.includes(`滚轮消息 ${HISTORY}`)), true);
    const opened = await measured();
    const firstPageOldest = oldest(opened.texts);
    expect(firstPageOldest).toBeGreaterThan(1);
    const { box } = opened;
    if (!box) throw new Error('no message list');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    // Measured from the bottom: older history prepended by the scroll moves scrollTop down again
    // (Virtuoso keeps the rows in view where they were), but not the distance from the newest row.
    await eventually(async () => (await listState()).fromBottom > 100, true, 3_000);
    for (let i = 0; i < 60 && oldest((await listState()).texts) >= firstPageOldest; i += 1) {
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(100);
    }
    expect(oldest((await listState()).texts)).toBeLessThan(firstPageOldest);
    await shot(page, 'message-wheel-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'message-wheel-375.png');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('scrolls a list inside a dialog opened from the chat (the forward panel)', async () => {
    const bubble = page
      .locator('[data-message-id]')
      .last()
      .getByText(/滚轮消息/);
    await bubble.click({ button: 'right' });
    await page.getByRole('menuitem', { name: '转发' }).click();
    const list = page.getByRole('dialog', { name: '转发' }).getByRole('list', { name: '选择会话' });
    await list.getByRole('checkbox').nth(4).waitFor();
    await page.setViewportSize({ width: 1280, height: 300 }); // a short window: the list overflows
    const scroll = () => list.evaluate((element) => ({ top: element.scrollTop, room: element.scrollHeight - element.clientHeight }));
    expect((await scroll()).room).toBeGreaterThan(20);
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await eventually(async () => (await scroll()).top > 0, true, 3_000);
    expect((await listState()).pageY).toBe(0);
    await shot(page, 'dialog-wheel-1280x300.png');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('does not scroll the page behind the modal', async () => {
    await page.mouse.move(5, 450); // over the overlay, beside the dialog
    await page.mouse.wheel(0, 800);
    // A later wheel over the message list, which scrolls: once it has, the one before it has
    // been handled (wheels are handled in order), and would have scrolled the page by then.
    const before = await listState();
    const { box } = before;
    if (!box) throw new Error('no message list');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, before.scrollTop > 0 ? -200 : 200);
    await eventually(async () => (await listState()).scrollTop !== before.scrollTop, true, 3_000);
    expect((await listState()).pageY).toBe(0);
  });
});
