// The scroll button's count, at-mentions and the online dot in Chromium, as both people meet
// them (issue 16 item 12; docs/chat.md §2, §4): a recruiter reading a little way up sees
// '{n}条新消息' for what a candidate sends meanwhile; a candidate's @ of the recruiter in a
// group marks the group [有人@我] in the recruiter's list until read and is highlighted in the
// bubble; the candidate's online dot goes when the recruiter's chat connection is lost and comes
// back with it.
import type { Browser, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { WidgetConversations } from './models/widget-conversations';
import { WidgetMessages } from './models/widget-messages';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'new-messages-and-mentions';
const HISTORY = 40;
const { live, engines } = liveEngines('demo_hr', 'demo_c1');
let browser: Browser;
let hrPage: Page;
let candidatePage: Page;
let hr: WidgetMessages;
let candidate: WidgetMessages;
let hrList: WidgetConversations;
let c1Chat = '';
let groupChat = '';
let hrName = '';
/** The recruiter's chat connection: while cut, the page cannot reach the chat service. */
let chatDown = false;
const sockets: { close(): Promise<void> }[] = [];

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);
const scrollButton = () => hrPage.getByTestId('scroll-button');
/** Whether the recruiter's list shows the message (a row out of view may not be rendered at all). */
const inView = async (text: string) => (await hr.row(text).count()) > 0 && (await hr.blinkingInView(text)).inView;

beforeAll(async () => {
  // The Node engines come first (the pages' logins sign them out): the candidate is the
  // recruiter's friend (the online dot is for friends), has written enough to scroll, and is in
  // a group the recruiter owns.
  const [hrEngine, c1] = [engines.demo_hr, engines.demo_c1];
  c1Chat = `C2C${c1.userID}`;
  const friends = (await hrEngine.chat.getFriendList()).data.map((f) => f.userID);
  if (!friends.includes(c1.userID)) {
    await hrEngine.chat.addFriend({ to: c1.userID, source: 'web', wording: '你好' });
    await c1.chat.acceptFriendApplication({ userID: hrEngine.userID, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD });
  }
  for (let i = 1; i <= HISTORY; i += 1) {
    await c1.chat.sendMessage(c1.chat.createTextMessage({ to: hrEngine.userID, conversationType: TYPES.CONV_C2C, payload: { text: `简历补充 ${i}` } }));
  }
  // Read before the page opens it, so that it opens at the bottom (unread, it would open at the first unread message).
  await hrEngine.chat.setMessageRead({ conversationID: c1Chat });
  const { data } = await hrEngine.chat.createGroup({ name: '项目沟通群', type: 'Public', memberList: [{ userID: c1.userID }] });
  groupChat = `GROUP${data.group.groupID}`;
  await hrEngine.chat.sendMessage(
    hrEngine.chat.createTextMessage({ to: data.group.groupID, conversationType: TYPES.CONV_GROUP, payload: { text: '欢迎加入' } }),
  );
  hrName = (await hrEngine.chat.getMyProfile()).data.nick || hrEngine.userID;

  browser = await launchChromium();
  const app = live().server.app;
  hrPage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_hr'), async (page) => {
    // Stands between the page and the chat service: connects through, or (cut) refuses.
    await page.routeWebSocket(/\/chat/, (ws) => {
      if (chatDown) return void ws.close({ code: 1006, reason: 'down' });
      ws.connectToServer();
      sockets.push(ws);
    });
  });
  candidatePage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_c1'));
  hr = new WidgetMessages(hrPage);
  candidate = new WidgetMessages(candidatePage);
  hrList = new WidgetConversations(hrPage);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

it("a reader a little way up sees '{n}条新消息' for messages that arrive meanwhile; a click takes them down", async () => {
  await open(hrPage, c1Chat);
  await hr.row(`简历补充 ${HISTORY}`).waitFor();
  await open(candidatePage, `C2C${engines.demo_hr.userID}`);
  await candidate.input.waitFor();
  // One viewport up: the newest message is out of view, the reader not far from the bottom.
  await hr.scroller.evaluate((scroller) => {
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -scroller.clientHeight, bubbles: true }));
    scroller.scrollTop -= scroller.clientHeight;
  });
  await eventually(
    () =>
      scrollButton()
        .textContent()
        .catch(() => null),
    '回到最新位置',
  );
  await candidate.send('请问还需要什么材料');
  await candidate.send('我明天可以补交');
  await eventually(
    () =>
      scrollButton()
        .textContent()
        .catch(() => null),
    '2条新消息',
  );
  expect(await inView('我明天可以补交')).toBe(false);
  await shot(hrPage, `${SHOTS}/hr-new-messages.png`);
  await scrollButton().click();
  await eventually(() => inView('我明天可以补交'), true);
  await eventually(() => scrollButton().count(), 0);
}, 60_000);

it('an @ of the recruiter marks the group [有人@我] until read and is highlighted in the bubble', async () => {
  await open(candidatePage, groupChat);
  await candidate.row('欢迎加入').waitFor();
  await candidate.input.fill('');
  await candidate.input.pressSequentially('@');
  await candidatePage.getByRole('listbox', { name: '选择提醒的人' }).getByRole('option', { name: hrName, exact: true }).click();
  await candidate.input.pressSequentially('请看一下我的作品集');
  await candidate.input.press('Enter');

  // The recruiter is in another conversation: the group's row says who was mentioned.
  const mark = hrList.row(groupChat).getByTestId('mention-mark');
  await eventually(() => mark.textContent().catch(() => null), '[有人@我]');
  await shot(hrPage, `${SHOTS}/hr-mention-mark.png`);

  await open(hrPage, groupChat);
  const text = `@${hrName} 请看一下我的作品集`;
  const highlighted = hr.row(text).locator('mark');
  await highlighted.waitFor();
  expect(await highlighted.textContent()).toBe(`@${hrName}`);
  await shot(hrPage, `${SHOTS}/hr-mention-bubble.png`);
  // Read at the bottom of the open group: the mark goes.
  await eventually(() => mark.count(), 0);
  await eventually(() => hrList.badge(groupChat), null);
}, 60_000);

it("the candidate's online dot goes while the recruiter's chat connection is down, and comes back with it", async () => {
  await eventually(() => hrList.online(c1Chat), true);
  chatDown = true;
  for (const ws of sockets.splice(0)) await ws.close();
  await hrPage.getByText('网络异常，请您检查网络设置').waitFor();
  await eventually(() => hrList.online(c1Chat), false);
  await shot(hrPage, `${SHOTS}/hr-offline.png`);
  chatDown = false;
  await eventually(() => hrPage.getByText('网络异常，请您检查网络设置').count(), 0, 30_000);
  await eventually(() => hrList.online(c1Chat), true);
  await shot(hrPage, `${SHOTS}/hr-back-online.png`);
}, 60_000);
