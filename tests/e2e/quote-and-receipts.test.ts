// Quoted replies and group read receipts in Chromium, as both people meet them (issue 16 items 3
// and 5; docs/chat.md §3 messageReply, §4 read status and blink 3000 ms): a recruiter in the
// script-tag widget quotes a candidate's message; the quote block shows on both sides and a
// click scrolls to the original and blinks it. In a group the recruiter owns, a message sent with
// receipts reads 未读, then 1人已读 when a member reads it, and the label opens the reader panel
// listing that member.
import type { Browser, Page } from 'playwright-core';
import { EVENT, TYPES } from '../../packages/chat-widget/src/engine';
import type { Message } from '../../packages/chat-widget/src/engine/message';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines, nextEvent } from '../contract/live-server';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { eventually } from './models/eventually';
import { WidgetMessages } from './models/widget-messages';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'quote-receipts';
const FILLERS = 20;
/** widgetPage's bare host page is the test's, not the widget's. */
const HOST_PAGE = { 'document-title': 'the test host page has no <title>', 'html-has-lang': 'the test host page has no lang' };
const { live, engines } = liveEngines('demo_hr', 'demo_c3', 'demo_c4', 'demo_c5');
let browser: Browser;
let hrPage: Page;
let candidatePage: Page;
let hr: WidgetMessages;
let candidate: WidgetMessages;
let groupConversationID = '';
let c4Name = '';

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);

beforeAll(async () => {
  // What the Node engines of demo_hr and demo_c3 do comes first: their pages' logins sign them
  // out (one session per account). The candidate's question, then enough to push it out of view;
  // and a group the recruiter owns.
  const c3 = engines.demo_c3;
  const text = (body: string) =>
    c3.chat.sendMessage(c3.chat.createTextMessage({ to: engines.demo_hr.userID, conversationType: TYPES.CONV_C2C, payload: { text: body } }));
  await text('周三下午可以面试吗');
  for (let i = 1; i <= FILLERS; i += 1) await text(`补充说明 ${i}`);
  // Read: the conversation opens at its newest message (unread, it would open at the first unread one).
  await engines.demo_hr.chat.setMessageRead({ conversationID: `C2C${c3.userID}` });
  const members = [engines.demo_c4, engines.demo_c5].map(({ userID }) => ({ userID }));
  const { data } = await engines.demo_hr.chat.createGroup({ name: '面试通知群', type: 'Public', memberList: members });
  groupConversationID = `GROUP${data.group.groupID}`;
  const { data: profiles } = await engines.demo_hr.chat.getUserProfile({ userIDList: [engines.demo_c4.userID] });
  c4Name = profiles[0]?.nick || engines.demo_c4.userID;

  browser = await launchChromium();
  const app = live().server.app;
  hrPage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_hr'));
  candidatePage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_c3'));
  hr = new WidgetMessages(hrPage);
  candidate = new WidgetMessages(candidatePage);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('a quoted reply shows its quote on both sides; a click scrolls to the original and blinks it', async () => {
  const c3 = engines.demo_c3;
  const hrID = engines.demo_hr.userID;
  await open(hrPage, `C2C${c3.userID}`);
  await hr.row(`补充说明 ${FILLERS}`).waitFor();
  await hr.scrollUpTo('周三下午可以面试吗');
  await hr.quote('周三下午可以面试吗');
  await hr.send('可以，下午三点');
  const quote = hr.quoteIn('可以，下午三点');
  await quote.waitFor();
  const nick = (await quote.textContent())!.split(': ')[0];
  expect(await quote.textContent()).toBe(`${nick}: 周三下午可以面试吗`);
  expect((await hr.blinkingInView('可以，下午三点')).inView).toBe(true);
  expect(await hr.row('周三下午可以面试吗').count()).toBe(0); // scrolled away with the reply sent
  await shot(hrPage, `${SHOTS}/hr-quote.png`);
  expect(describeViolations(await seriousViolations(hrPage, HOST_PAGE))).toEqual([]);

  await quote.click();
  await eventually(() => hr.blinkingInView('周三下午可以面试吗').catch(() => null), { blinking: true, inView: true });
  await shot(hrPage, `${SHOTS}/hr-quote-blink.png`);
  // The blink ends by itself (after 3 s: message-list.machine.test.ts times it on fake timers).
  await eventually(async () => (await hr.blinkingInView('周三下午可以面试吗')).blinking, false);

  // The candidate, in the widget on another page, gets the reply with its quote.
  await open(candidatePage, `C2C${hrID}`);
  const theirs = candidate.quoteIn('可以，下午三点');
  await theirs.waitFor();
  expect(await theirs.textContent()).toBe(`${nick}: 周三下午可以面试吗`);
  await shot(candidatePage, `${SHOTS}/candidate-quote.png`);
  // Not in the candidate's first page yet: the warning. Loaded (scrolled up to it), the jump.
  await theirs.click();
  await candidatePage.getByText('无法定位到原消息', { exact: true }).waitFor();
  await shot(candidatePage, `${SHOTS}/candidate-quote-not-loaded.png`);
  await candidate.scrollUpTo('周三下午可以面试吗');
  await candidatePage.getByTestId('scroll-button').click();
  await theirs.click();
  await eventually(() => candidate.blinkingInView('周三下午可以面试吗').catch(() => null), { blinking: true, inView: true });
  await shot(candidatePage, `${SHOTS}/candidate-quote-blink.png`);
}, 90_000);

it('a group message with a read receipt goes 未读 → 1人已读 as a member reads it; the label opens the reader panel', async () => {
  const c4 = engines.demo_c4;
  await open(hrPage, groupConversationID);
  await hr.input.waitFor();
  const arrived = nextEvent<Message[]>(
    c4.chat,
    EVENT.MESSAGE_RECEIVED,
    (messages) => messages.some((m) => m.type === 'TIMTextElem' && m.payload.text === '明天上午十点集合'),
    15_000,
  );
  await hr.send('明天上午十点集合');
  await eventually(
    () =>
      hr
        .readLabelOf('明天上午十点集合')
        .textContent()
        .catch(() => null),
    '未读',
  );

  const message = (await arrived).find((m) => m.type === 'TIMTextElem' && m.payload.text === '明天上午十点集合')!;
  expect(message.needReadReceipt).toBe(true);
  await c4.chat.sendMessageReadReceipt([message]);
  await eventually(() => hr.readLabelOf('明天上午十点集合').textContent(), '1人已读');
  await shot(hrPage, `${SHOTS}/hr-group-read.png`);

  await hr.readLabelOf('明天上午十点集合').click();
  await hr.readPanel.waitFor();
  // It opens on the read tab, which has focus (in the widget's shadow root).
  await eventually(() => hr.readPanel.getByRole('tab', { selected: true }).textContent(), '已读 1');
  expect(await hrPage.evaluate(`document.querySelector('[data-employment-chat]').shadowRoot.activeElement.textContent`)).toBe('已读 1');
  await shot(hrPage, `${SHOTS}/hr-read-panel.png`);
  await eventually(() => hr.readerNames(), [c4Name]);
  expect(describeViolations(await seriousViolations(hrPage, HOST_PAGE))).toEqual([]);
}, 60_000);
