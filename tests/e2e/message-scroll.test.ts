// The message list's scrolling in a real browser (docs/chat.md §4), which jsdom cannot lay out:
// a conversation opens at its newest message, scrolling up loads history without a jump, the
// scroll button counts incoming messages while the reader is far up and takes them back down,
// and an incoming message at the bottom scrolls into view.
import type { Browser, Page } from 'playwright-core';
import { EVENT, TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines, nextEvent } from '../contract/live-server';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';

const { live, engines } = liveEngines('demo_c1', 'demo_hr');
const HISTORY = 80;
let browser: Browser;
let page: Page;

const peer = () => engines.demo_c1;
async function peerSends(text: string) {
  const { chat } = peer();
  await chat.sendMessage(chat.createTextMessage({ to: hrUserID, conversationType: TYPES.CONV_C2C, payload: { text } }));
}
let hrUserID = '';

/** Runs in the page: the message list's scroller and rows inside the widget's shadow root. */
const LIST = `(() => {
  const shadow = document.querySelector('[data-employment-chat]').shadowRoot;
  const rows = [...shadow.querySelectorAll('[data-message-id]')];
  const scroller = rows[0] && rows[0].closest('[data-virtuoso-scroller]');
  const box = scroller ? scroller.getBoundingClientRect() : null;
  const visible = rows.filter((row) => { const r = row.getBoundingClientRect(); return box && r.bottom > box.top + 1 && r.top < box.bottom - 1; });
  const button = shadow.querySelector('[data-testid="scroll-button"]');
  return { shadow, rows, scroller, visible, button };
})()`;

interface ListState {
  texts: string[];
  visible: string[];
  fromBottom: number;
  scrollTop: number;
  button: string | null;
  /** A page of history is loading (the list's header says so). */
  loading: boolean;
  /** The list holds the whole history (no older page is left). */
  complete: boolean;
  /** The chat header's line about the candidate is in (the peer's profile arrived). */
  profile: boolean;
}

function state(): Promise<ListState> {
  return page.evaluate(`(() => {
    const { shadow, rows, scroller, visible, button } = ${LIST};
    return {
      texts: rows.map((row) => row.textContent),
      visible: visible.map((row) => row.textContent),
      fromBottom: scroller ? scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight : -1,
      scrollTop: scroller ? scroller.scrollTop : -1,
      button: button ? button.textContent : null,
      loading: scroller ? scroller.textContent.includes('加载中...') : false,
      complete: scroller ? scroller.closest('[data-history-complete]') !== null : false,
      profile: shadow.querySelector('[data-testid="candidate-summary"]') !== null || shadow.textContent.includes('暂无个人信息'),
    };
  })()`) as Promise<ListState>;
}

async function until(check: (s: ListState) => boolean, what: string, timeoutMs = 10_000): Promise<ListState> {
  const deadline = Date.now() + timeoutMs;
  let last = await state();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms; last state ${JSON.stringify({ ...last, texts: last.texts.length })}`);
    await page.waitForTimeout(50);
    last = await state();
  }
  return last;
}

/** Two animation frames: what the list was to render by now is drawn. */
const drawn = () => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

/**
 * The state once `check` holds, no history is loading, and a drawn frame changes nothing more
 * (Virtuoso's measuring done).
 */
async function settled(check: (s: ListState) => boolean, what: string, timeoutMs = 10_000): Promise<ListState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = await until((s) => check(s) && !s.loading, what, Math.max(0, deadline - Date.now()));
    await drawn();
    const next = await state();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
  }
}

/** A reader's scroll: the wheel event (which tells the list the reader took over), then the move. */
const scrollBy = (pixels: number) =>
  page.evaluate(`(() => {
    const { scroller } = ${LIST};
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: ${pixels}, bubbles: true }));
    scroller.scrollTop += ${pixels};
  })()`);
const seen = (s: ListState, text: string) => s.visible.some((row) => row.includes(text));

beforeAll(async () => {
  const { chat } = peer();
  const token = await tokenFor(live().server.app, 'demo_hr');
  hrUserID = (
    await live().server.app.inject({
      method: 'POST',
      url: '/front/v1/im/user-sig',
      headers: { authorization: `Bearer ${token}`, host: new URL(live().origin).host },
    })
  ).json().data.userID;
  for (let i = 1; i <= HISTORY; i += 1) {
    await chat.sendMessage(chat.createTextMessage({ to: hrUserID, conversationType: TYPES.CONV_C2C, payload: { text: `历史消息 ${i}` } }));
  }
  // Read: the conversation opens at its newest message (unread, it would open at the first unread one).
  await engines.demo_hr.chat.setMessageRead({ conversationID: `C2C${peer().userID}` });
  browser = await launchChromium();
  page = await widgetPage(browser, live().origin, token);
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${peer().userID}' })`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the message list in Chromium', () => {
  it('opens at the newest message, rendering only a window of the history', async () => {
    await until((s) => seen(s, `历史消息 ${HISTORY}`), 'the newest message in view');
    const opened = await settled((s) => s.profile, 'the peer profile in the header'); // the header grew: still at the bottom
    expect(opened.fromBottom).toBeLessThan(5);
    expect(opened.texts.length).toBeLessThan(HISTORY);
  });

  it('scrolling to the top loads older history and keeps the reader where they were', async () => {
    const before = await state();
    const oldestShown = Math.min(...before.texts.map((text) => Number(/历史消息 (\d+)/.exec(text)?.[1] ?? Infinity)));
    expect(oldestShown).toBeGreaterThan(1); // the first page is not the whole history
    const anchor = `历史消息 ${oldestShown}`;
    // Upwards a step at a time, as a reader scrolls, until older history appears. (Playwright's
    // wheel events do not reliably reach a page in headless Chromium here.)
    for (let i = 0; i < 40 && !(await state()).texts.some((text) => text.includes(`历史消息 ${oldestShown - 1}`)); i += 1) {
      await scrollBy(-200);
      await drawn();
    }
    await until((s) => s.texts.some((text) => text.includes(`历史消息 ${oldestShown - 1}`)), 'older history loaded');
    // The message that was at the top is still in view: prepending did not jump to the new top.
    const after = await until((s) => seen(s, anchor), 'the old top message still in view');
    await drawn(); // a jump would come with a later frame
    expect(seen(await state(), anchor)).toBe(true);
    expect(after.texts.length).toBeGreaterThan(0);
  });

  it('far up, incoming messages are counted on the scroll button and do not move the list; a click goes down', async () => {
    await scrollBy(-100_000);
    await until((s) => s.button !== null, 'the scroll button after scrolling far up');
    // Reaching the top loads another page of history, put in front without a jump (scrollTop
    // grows by its height), unless the history was whole.
    const far = await settled((s) => s.scrollTop > 0 || s.complete, 'the page of history loaded at the top');
    expect(far.button).toBe('回到最新位置');
    await peerSends('新消息 A');
    await peerSends('新消息 B');
    const counted = await until((s) => s.button === '2条新消息', 'two new messages counted');
    expect(counted.visible).toEqual(far.visible);
    expect(seen(counted, '新消息 B')).toBe(false);

    await page.evaluate(`(() => { const { button } = ${LIST}; button.click(); })()`);
    const down = await until((s) => seen(s, '新消息 B') && s.button === null, 'back at the newest message');
    expect(down.fromBottom).toBeLessThan(5);
  });

  it('at the bottom, an incoming message scrolls into view and is reported read', async () => {
    const read = nextEvent(peer().chat, EVENT.MESSAGE_READ_BY_PEER, () => true, 15_000);
    await peerSends('新消息 C');
    const shown = await until((s) => seen(s, '新消息 C'), 'the incoming message in view');
    expect(shown.button).toBeNull();
    await expect(read).resolves.toBeTruthy();
  });
});
