// Multi-select and forwarding in Chromium, as both people meet them (issue 16 item 9): a recruiter
// in the script-tag widget chooses 多选 in a message's menu, ticks several messages (one of them a
// merged message) and forwards them merged to a candidate, who opens the 聊天记录 card's detail and,
// inside it, the nested merged message's; then forwards two one by one, and deletes two.
import type { Browser, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import type { Message } from '../../packages/chat-widget/src/engine/message';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { eventually } from './models/eventually';
import { MessageSelection } from './models/message-selection';
import { WidgetMessages } from './models/widget-messages';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'multi-select';
/** widgetPage's bare host page is the test's, not the widget's. */
const HOST_PAGE = { 'document-title': 'the test host page has no <title>', 'html-has-lang': 'the test host page has no lang' };
const { live, engines } = liveEngines('demo_hr', 'demo_c3', 'demo_c4');
const T1 = '简历已投递，请查收';
const T2 = '期望薪资 15k';
const T3 = '下周二可以面试';
const REPLY = '收到，谢谢';
const INNER_TITLE = '作品集的聊天记录';
const INNER = ['作品集链接在简历里', '证书已上传'];
let browser: Browser;
let hrPage: Page;
let c4Page: Page;
let hr: MessageSelection;
let c4: WidgetMessages;
const names = { hr: '', c3: '', c4: '' };

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);

beforeAll(async () => {
  // What the Node engines do comes first: the pages' logins sign demo_hr and demo_c4 out there.
  const { demo_hr: hrEngine, demo_c3: c3, demo_c4: c4Engine } = engines;
  const text = (from: typeof c3, to: string, body: string) =>
    from.chat.sendMessage(from.chat.createTextMessage({ to, conversationType: TYPES.CONV_C2C, payload: { text: body } }));
  await text(c4Engine, hrEngine.userID, '您好，我想了解一下岗位');
  // The candidate demo_c3 sends the recruiter three texts and a merged message of two others.
  for (const body of [T1, T2, T3]) await text(c3, hrEngine.userID, body);
  const inner: Message[] = [];
  for (const body of INNER) inner.push((await text(c3, c4Engine.userID, body)).data.message);
  const { data: profiles } = await hrEngine.chat.getUserProfile({ userIDList: [hrEngine.userID, c3.userID, c4Engine.userID] });
  const nick = (userID: string) => profiles.find((p) => p.userID === userID)?.nick || userID;
  Object.assign(names, { hr: nick(hrEngine.userID), c3: nick(c3.userID), c4: nick(c4Engine.userID) });
  const abstractList = INNER.map((body) => `${names.c3}: ${body}`);
  await c3.chat.sendMessage(
    c3.chat.createMergerMessage({
      to: hrEngine.userID,
      conversationType: TYPES.CONV_C2C,
      payload: { messageList: inner, title: INNER_TITLE, abstractList, compatibleText: '[聊天记录]' },
    }),
  );

  browser = await launchChromium();
  const app = live().server.app;
  hrPage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_hr'));
  c4Page = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_c4'));
  hr = new MessageSelection(hrPage);
  c4 = new WidgetMessages(c4Page);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('a recruiter ticks four messages, one of them merged, and forwards them merged; the candidate opens the record and the nested one', async () => {
  await open(hrPage, `C2C${engines.demo_c3.userID}`);
  await hr.mergedRow(INNER_TITLE).waitFor();
  await hr.messages.send(REPLY);
  await hr.messages.row(REPLY).waitFor();

  await hr.start(T1);
  expect(await hr.checkbox(T1).isChecked()).toBe(true);
  expect(await hr.checkbox(T2).isChecked()).toBe(false);
  expect(await hr.selectedText()).toBe('已选择 1 条');
  await expect(hr.messages.input.isVisible()).resolves.toBe(false); // the bar stands in for the composer
  await hr.tick(hr.messages.row(T2));
  await hr.tick(hr.mergedRow(INNER_TITLE));
  await hr.checkbox(REPLY).check();
  expect(await hr.selectedText()).toBe('已选择 4 条');
  // A second click unticks; the menu does not open while selecting.
  await hr.tick(hr.messages.row(T3));
  await hr.tick(hr.messages.row(T3));
  expect(await hrPage.getByRole('menu').count()).toBe(0);
  expect(await hr.selectedText()).toBe('已选择 4 条');
  await shot(hrPage, `${SHOTS}/hr-selecting-1280.png`);
  expect(describeViolations(await seriousViolations(hrPage, HOST_PAGE))).toEqual([]);

  await hr.bar.getByRole('button', { name: '合并转发' }).click();
  // Chosen on the bar: the panel offers that one way only.
  await hr.forwardPanel.getByRole('checkbox', { name: names.c4 }).waitFor();
  expect(await hr.forwardPanel.getByRole('button').allTextContents()).toEqual(['取消', '合并转发']);
  await hr.forwardPanel.getByRole('checkbox', { name: names.c4 }).check();
  await shot(hrPage, `${SHOTS}/hr-forward-panel-1280.png`);
  await hr.forwardPanel.getByRole('button', { name: '合并转发' }).click();
  await hr.bar.waitFor({ state: 'detached' });
  await hr.messages.input.waitFor();

  // The candidate demo_c4 gets one 聊天记录 card, titled by who speaks in it, in the list's order.
  await open(c4Page, `C2C${engines.demo_hr.userID}`);
  const title = `${names.c3}和${names.hr}的聊天记录`;
  const card = c4Page.getByTestId('merged-card').filter({ hasText: title });
  await card.waitFor();
  expect(await card.locator('span').allTextContents()).toEqual([`${names.c3}: ${T1}`, `${names.c3}: ${T2}`, `${names.c3}: [聊天记录]`]);
  await shot(c4Page, `${SHOTS}/candidate-card-1280.png`);

  await card.click();
  const detail = c4Page.getByTestId('merged-detail');
  await detail.waitFor();
  expect(await detail.getByRole('heading').textContent()).toBe(title);
  await eventually(() => detail.getByRole('listitem').count(), 4);
  const items = await detail.getByRole('listitem').allTextContents();
  expect(items[0]).toContain(T1);
  expect(items[1]).toContain(T2);
  expect(items[2]).toContain(INNER_TITLE);
  expect(items[3]).toContain(REPLY);
  expect(await detail.getByRole('button', { name: '关闭' }).count()).toBe(1);
  await shot(c4Page, `${SHOTS}/candidate-detail-1280.png`);
  expect(describeViolations(await seriousViolations(c4Page, HOST_PAGE))).toEqual([]);

  // The merged message inside opens its own detail, one level down, with 返回.
  await detail.getByTestId('merged-card').click();
  await eventually(() => detail.getByRole('heading').textContent(), INNER_TITLE);
  await eventually(
    () =>
      detail
        .getByRole('listitem')
        .allTextContents()
        .then((texts) => texts.map((t) => INNER.find((body) => t.includes(body)) ?? t)),
    INNER,
  );
  await c4Page.setViewportSize({ width: 375, height: 812 });
  await shot(c4Page, `${SHOTS}/candidate-nested-375.png`);
  const box = await detail.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([375, 812]); // the whole phone screen
  await detail.getByRole('button', { name: '返回' }).click();
  await eventually(() => detail.getByRole('heading').textContent(), title);
  await detail.getByRole('button', { name: '关闭' }).click();
  await detail.waitFor({ state: 'detached' });
  await c4Page.setViewportSize({ width: 1280, height: 900 });
}, 120_000);

it('two messages forwarded one by one arrive as two copies, in the order they were said', async () => {
  await hr.start(T3);
  await hr.tick(hr.messages.row(T2));
  expect(await hr.selectedText()).toBe('已选择 2 条');
  await hr.forwardTo('逐条转发', names.c4);
  await hr.bar.waitFor({ state: 'detached' });

  await c4.row(T3).waitFor();
  const texts = await c4Page.locator('[data-message-id]').allTextContents();
  /** The last row with `body` (ES2022 has no findLastIndex), -1 for none. */
  const at = (body: string) => texts.map((text, index) => (text.includes(body) ? index : -1)).reduce((last, index) => Math.max(last, index), -1);
  expect(at(T2)).toBeGreaterThan(-1);
  expect(at(T2)).toBeLessThan(at(T3));
  await shot(c4Page, `${SHOTS}/candidate-one-by-one-1280.png`);
}, 60_000);

it('deletes the selected messages after a confirmation; 取消 leaves the rest as they were', async () => {
  await hrPage.setViewportSize({ width: 375, height: 812 });
  await hr.start(T1);
  await hr.tick(hr.messages.row(T2));
  await shot(hrPage, `${SHOTS}/hr-selecting-375.png`);
  await hr.bar.getByRole('button', { name: '删除' }).click();
  const confirm = hrPage.getByRole('alertdialog', { name: '删除已选的 2 条消息？' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: '删除' }).click();
  await hr.bar.waitFor({ state: 'detached' });
  await eventually(async () => [await hr.messages.row(T1).count(), await hr.messages.row(T2).count()], [0, 0]);
  expect(await hr.messages.row(T3).count()).toBe(1);
  await shot(hrPage, `${SHOTS}/hr-deleted-375.png`);

  // 取消 ends the selection with nothing done.
  await hr.start(T3);
  await hr.bar.getByRole('button', { name: '取消' }).click();
  await hr.bar.waitFor({ state: 'detached' });
  expect(await hr.messages.row(T3).count()).toBe(1);
  expect(await hrPage.locator('[data-selectable]').count()).toBe(0);
}, 60_000);
