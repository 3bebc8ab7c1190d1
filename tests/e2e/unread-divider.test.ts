// The "new messages" divider in Chromium (issue 31): a recruiter opening a conversation with
// more unread messages than a screen holds starts at the first of them, under 以下为新消息, with
// 回到最新位置 below; from the bottom, a chip at the top goes back up to the divider. A few unread
// messages open at the bottom with the divider above them. A candidate on a phone sees the same.
import type { Browser, Locator, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { shot } from './models/screenshots';
import { WidgetMessages } from './models/widget-messages';
import { PHONE, widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const SHOTS = 'unread-divider';
const MANY = 30;
const { live, engines } = liveEngines('demo_hr', 'demo_c3', 'demo_c4', 'demo_c5');
let browser: Browser;
let hrPage: Page;
let hr: WidgetMessages;

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);

/** Where it is in the message list's viewport: 'above', 'in' or 'below' (null: not rendered). */
async function placeOf(found: Locator): Promise<'above' | 'in' | 'below' | null> {
  if ((await found.count()) === 0) return null;
  return found.first().evaluate((el) => {
    const box = el.closest('[data-virtuoso-scroller]')!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.bottom <= box.top ? 'above' : r.top >= box.bottom ? 'below' : 'in';
  });
}
/** The divider's distance from the top of the list's viewport, in px. */
const dividerOffset = (page: Page) =>
  page.getByTestId('unread-divider').evaluate((el) => el.getBoundingClientRect().top - el.closest('[data-virtuoso-scroller]')!.getBoundingClientRect().top);

async function write(from: keyof typeof engines, to: keyof typeof engines, texts: string[]) {
  const sender = engines[from];
  const receiver = engines[to];
  // What the receiver had unread of the seeded demo conversation is read first.
  await receiver.chat.setMessageRead({ conversationID: `C2C${sender.userID}` });
  for (const text of texts)
    await sender.chat.sendMessage(sender.chat.createTextMessage({ to: receiver.userID, conversationType: TYPES.CONV_C2C, payload: { text } }));
}

beforeAll(async () => {
  // The Node engines write first: the pages' logins sign them out.
  await write(
    'demo_c3',
    'demo_hr',
    Array.from({ length: 20 }, (_, i) => `已读的旧消息 ${i + 1}`),
  );
  await engines.demo_hr.chat.setMessageRead({ conversationID: `C2C${engines.demo_c3.userID}` });
  await write(
    'demo_c3',
    'demo_hr',
    Array.from({ length: MANY }, (_, i) => `补充材料 ${i + 1}`),
  );
  await write('demo_c4', 'demo_hr', ['您好，我想了解岗位', '方便电话沟通吗']);
  await write(
    'demo_hr',
    'demo_c5',
    Array.from({ length: MANY }, (_, i) => `面试安排说明 ${i + 1}`),
  );
  browser = await launchChromium();
  hrPage = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_hr'));
  hr = new WidgetMessages(hrPage);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

it('more unread than a screen: opens at the first under 以下为新消息; from the bottom a chip goes back up to it', async () => {
  await open(hrPage, `C2C${engines.demo_c3.userID}`);
  const divider = hrPage.getByTestId('unread-divider');
  await divider.waitFor();
  expect(await divider.textContent()).toBe('以下为新消息');
  // The divider at the top of the viewport, the first unread message under it, the newest far below.
  await eventually(() => placeOf(hrPage.getByTestId('unread-divider')), 'in');
  expect(await dividerOffset(hrPage)).toBeLessThan(40);
  expect(await placeOf(hr.row(`补充材料 1`))).toBe('in');
  expect(await placeOf(hr.row(`补充材料 ${MANY}`))).not.toBe('in');
  await eventually(
    () =>
      hrPage
        .getByTestId('scroll-button')
        .textContent()
        .catch(() => null),
    '回到最新位置',
  );
  await shot(hrPage, `${SHOTS}/hr-opened-at-divider-1280.png`);

  await hrPage.getByTestId('scroll-button').click();
  await eventually(() => placeOf(hr.row(`补充材料 ${MANY}`)), 'in');
  const jump = hrPage.getByTestId('unread-jump');
  await eventually(() => jump.textContent().catch(() => null), `↑ ${MANY}条未读消息`);
  await shot(hrPage, `${SHOTS}/hr-jump-chip-1280.png`);
  await jump.click();
  await eventually(() => placeOf(hrPage.getByTestId('unread-divider')), 'in');
  expect(await dividerOffset(hrPage)).toBeLessThan(40);
  await eventually(() => jump.count(), 0);
}, 60_000);

it('a few unread: opens at the newest message with the divider above them, and no chip', async () => {
  await open(hrPage, `C2C${engines.demo_c4.userID}`);
  await hr.row('方便电话沟通吗').waitFor();
  await eventually(() => placeOf(hrPage.getByTestId('unread-divider')), 'in');
  const next = await hrPage.getByTestId('unread-divider').evaluate((el) => el.nextElementSibling?.textContent ?? '');
  expect(next).toContain('您好，我想了解岗位');
  expect(await placeOf(hr.row(`方便电话沟通吗`))).toBe('in');
  expect(await hrPage.getByTestId('unread-jump').count()).toBe(0);
  expect(await hrPage.getByTestId('scroll-button').count()).toBe(0);
  await shot(hrPage, `${SHOTS}/hr-few-unread-1280.png`);
}, 60_000);

it('on a phone (375 px, touch) the candidate opens at the divider too', async () => {
  const page = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c5'), PHONE);
  const candidate = new WidgetMessages(page);
  await open(page, `C2C${engines.demo_hr.userID}`);
  await page.getByTestId('unread-divider').waitFor();
  await eventually(() => placeOf(page.getByTestId('unread-divider')), 'in');
  expect(await placeOf(candidate.row(`面试安排说明 1`))).toBe('in');
  expect(await placeOf(candidate.row(`面试安排说明 ${MANY}`))).not.toBe('in');
  await shot(page, `${SHOTS}/candidate-phone-375.png`);
  await page.getByTestId('scroll-button').tap();
  await eventually(() => placeOf(candidate.row(`面试安排说明 ${MANY}`)), 'in');
  await page.getByTestId('unread-jump').tap();
  await eventually(() => placeOf(page.getByTestId('unread-divider')), 'in');
  await shot(page, `${SHOTS}/candidate-phone-jumped-375.png`);
  await page.context().close();
}, 60_000);
