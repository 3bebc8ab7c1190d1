// Reading and jumping in Chromium, as both people meet it (issue 16 items 6 and 7; docs/chat.md §4:
// an incoming message is read once ≥ 70 % of it is visible; search's 进入聊天; blink 3000 ms).
// A candidate in one page writes to a recruiter in another: a message taller than the list's
// viewport, which can never be 70 % visible, still counts as read once it fills the viewport,
// so the candidate's label turns 已读 and the recruiter's unread badge clears; so does a short
// one arriving while the recruiter reads at the bottom. Then the recruiter finds an old message
// by global search and 进入聊天 loads the history around it, scrolls it into view and blinks it.
import type { Browser, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { WidgetConversations } from './models/widget-conversations';
import { WidgetMessages } from './models/widget-messages';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'read-and-jump';
/** Enough after the searched message that it is several pages (15 each) back. */
const FILLERS = 50;
const TALL_LINES = 80;
const { live, engines } = liveEngines('demo_hr', 'demo_c3');
let browser: Browser;
let hrPage: Page;
let candidatePage: Page;
let hr: WidgetMessages;
let candidate: WidgetMessages;
let hrList: WidgetConversations;
let hrID = '';
let c3ID = '';

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);
const rowWith = (page: Page, text: string) => page.locator('[data-message-id]').filter({ hasText: text });

beforeAll(async () => {
  // The Node engine writes first (the candidate's page signs it out): an old message to find
  // later, buried under enough history that it is not on the first page.
  const c3 = engines.demo_c3;
  hrID = engines.demo_hr.userID;
  c3ID = c3.userID;
  const text = (body: string) => c3.chat.sendMessage(c3.chat.createTextMessage({ to: hrID, conversationType: TYPES.CONV_C2C, payload: { text: body } }));
  await text('面试地点在科技园三楼');
  for (let i = 1; i <= FILLERS; i += 1) await text(`闲聊 ${i}`);
  // Read: the conversation opens at its newest message (unread, it would open at the first unread one).
  await engines.demo_hr.chat.setMessageRead({ conversationID: `C2C${c3ID}` });

  browser = await launchChromium();
  const app = live().server.app;
  hrPage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_hr'));
  candidatePage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_c3'));
  hr = new WidgetMessages(hrPage);
  candidate = new WidgetMessages(candidatePage);
  hrList = new WidgetConversations(hrPage);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

it('a message taller than the viewport is read once it fills the viewport: 已读 for the sender, no badge for the reader', async () => {
  await open(hrPage, `C2C${c3ID}`);
  await hr.row(`闲聊 ${FILLERS}`).waitFor();
  await eventually(() => hrList.badge(`C2C${c3ID}`), null);
  await open(candidatePage, `C2C${hrID}`);
  await candidate.input.waitFor();

  const lines = Array.from({ length: TALL_LINES }, (_, i) => `第 ${i + 1} 行：岗位职责与任职要求`);
  await candidate.input.fill(['长消息开始', ...lines, '长消息结束'].join('\n'));
  await candidate.input.press('Enter');
  const tall = rowWith(hrPage, '长消息开始');
  await tall.waitFor();
  // Laid out (its end shows at the bottom), it is far taller than the list's viewport: never 70 % visible.
  await tall.getByText('长消息结束').waitFor();
  const viewport = await hr.scroller.evaluate((scroller) => scroller.clientHeight);
  expect(await tall.evaluate((row) => row.getBoundingClientRect().height)).toBeGreaterThan(1.5 * viewport);

  await eventually(() => rowWith(candidatePage, '长消息开始').getByTestId('read-label').textContent(), '已读');
  await eventually(() => hrList.badge(`C2C${c3ID}`), null);
  await shot(hrPage, `${SHOTS}/hr-tall-read.png`);
  await shot(candidatePage, `${SHOTS}/candidate-tall-read.png`);
}, 60_000);

it('a message arriving while the reader is at the bottom of the open conversation is read there and then', async () => {
  await candidate.send('下午三点见');
  await hr.row('下午三点见').waitFor();
  await eventually(() => candidate.readLabelOf('下午三点见').textContent(), '已读');
  await eventually(() => hrList.badge(`C2C${c3ID}`), null);
}, 30_000);

it('search → 进入聊天 loads the history around an old message, scrolls it into view and blinks it', async () => {
  expect(await hr.row('面试地点在科技园三楼').count()).toBe(0); // far back: not loaded
  const enter = await hrList.searchDetail('科技园', `C2C${c3ID}`);
  await shot(hrPage, `${SHOTS}/hr-search-detail.png`);
  await enter.click();
  await eventually(() => hr.blinkingInView('面试地点在科技园三楼').catch(() => null), { blinking: true, inView: true }, 15_000);
  await shot(hrPage, `${SHOTS}/hr-jumped.png`);
  // The blink ends by itself (after 3 s: message-list.machine.test.ts times it on fake timers);
  // the message stays where the reader was taken.
  await eventually(() => hr.blinkingInView('面试地点在科技园三楼'), { blinking: false, inView: true });
}, 60_000);
