// Finding an old message, on the portal (issue 18, scenario 6): the recruiter, in the console,
// once told the candidate where the interview is, then wrote more (within the first page of a
// freshly opened conversation: the jump into deeper history is read-and-jump.test.ts's); the candidate searches by
// two keywords, opens the conversation's matches and 进入聊天 takes them to that message, blinking.
import type { CandidatePortal } from './models/candidate-portal';
import type { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { inConsoleChat } from './models/signed-in';
import { WidgetConversations } from './models/widget-conversations';
import { WidgetMessages } from './models/widget-messages';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，请问面试在哪里（${STAMP}）`;
const PLACE = `面试地点在科技园三楼会议室（${STAMP}）`;
/** Another message with one of the two keywords only: the search must not stop at it. */
const DECOY = `科技园附近有地铁站（${STAMP}）`;
const FILLERS = 12;

let journey: Journey;
let candidate: CandidatePortal;
let recruiter: ChatModal;
let hrID = '';

beforeAll(async () => {
  journey = await startJourney();
  ({ candidate, hrID } = await candidateWrites(journey, 'demo_c24', HELLO));
  ({ chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
  await recruiter.send(PLACE);
  await recruiter.send(DECOY);
  for (let i = 1; i <= FILLERS; i += 1) await recruiter.send(`补充信息第 ${i} 条（${STAMP}）`);
  await candidate.chat.message(`补充信息第 ${FILLERS} 条（${STAMP}）`).waitFor();
}, 180_000);
afterAll(async () => {
  await journey?.close();
});

it('two keywords find the message; 进入聊天 jumps to it and it blinks', async () => {
  const messages = new WidgetMessages(candidate.page);
  // Reopened afresh, only the newest page of the conversation is rendered.
  await candidate.page.reload();
  await candidate.signOut.waitFor();
  await candidate.launcher.click();
  await candidate.chat.waitOpen();
  const conversations = new WidgetConversations(candidate.page);
  await conversations.search.click();
  await conversations.search.fill('科技园 三楼');
  const result = candidate.page.locator(`button[data-conversation-id="C2C${hrID}"]`);
  await result.waitFor();
  expect(await result.textContent()).toContain('1');
  await result.click();
  // The detail lists the matching messages (its rows carry their IDs).
  await candidate.page.locator('button[data-message-id]').filter({ hasText: PLACE }).waitFor();
  expect(await candidate.page.getByText(DECOY).count()).toBe(0);
  await shot(candidate.page, `${SHOTS}/portal-search.png`);
  await candidate.page
    .getByRole('button', { name: /进入聊天/ })
    .first()
    .click();
  await eventually(() => messages.blinkingInView(PLACE).catch(() => null), { blinking: true, inView: true }, 15_000);
  await shot(candidate.page, `${SHOTS}/portal-search-jumped.png`);
}, 60_000);

it('the in-conversation search sits beside the chat at 1280 px: the toolbar and the newest bubble stay clear of it', async () => {
  const page = recruiter.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await recruiter.dialog.getByRole('button', { name: '搜索会话内容' }).click();
  const panel = recruiter.dialog.getByRole('complementary', { name: '搜索会话内容' });
  await panel.getByRole('searchbox').fill('科技园');
  await panel.locator('mark').first().waitFor();
  const edge = (await panel.boundingBox())!.x;
  // The newest bubble (its text, not its full-width row), the toolbar and the input.
  const newest = new WidgetMessages(page).row(`补充信息第 ${FILLERS} 条（${STAMP}）`).getByText(`补充信息第 ${FILLERS} 条（${STAMP}）`, { exact: true });
  for (const part of [recruiter.toolbar, newest, new WidgetMessages(page).input]) {
    const box = (await part.boundingBox())!;
    expect([String(part), box.x + box.width <= edge + 1]).toEqual([String(part), true]);
  }
  await shot(page, `${SHOTS}/console-search-beside.png`);
  await panel.getByRole('button', { name: '关闭' }).click();
  await panel.waitFor({ state: 'detached' });
}, 60_000);

it('on a phone the search covers the chat, with 返回; a result closes it and goes to the message', async () => {
  const page = candidate.page;
  await page.setViewportSize({ width: 375, height: 740 });
  const messages = new WidgetMessages(page);
  await candidate.chat.dialog.getByRole('button', { name: '搜索会话内容' }).click();
  const panel = candidate.chat.dialog.getByRole('complementary', { name: '搜索会话内容' });
  await panel.getByRole('searchbox').fill('三楼');
  const result = panel.locator('button[data-message-id]').filter({ hasText: PLACE });
  await result.waitFor();
  const chatWindow = (await candidate.chat.dialog.locator('section[data-conversation-id]').boundingBox())!;
  const box = (await panel.boundingBox())!;
  expect([box.x, box.width]).toEqual([chatWindow.x, chatWindow.width]);
  await shot(page, `${SHOTS}/portal-search-phone.png`);
  await result.click();
  await panel.waitFor({ state: 'detached' });
  await eventually(() => messages.blinkingInView(PLACE).catch(() => null), { blinking: true, inView: true }, 15_000);
  await candidate.chat.dialog.getByRole('button', { name: '搜索会话内容' }).click();
  await panel.getByRole('button', { name: /返回/ }).click();
  await panel.waitFor({ state: 'detached' });
}, 60_000);

it("the date picker's weekday labels sit side by side, each its short name", async () => {
  const page = recruiter.page;
  await recruiter.dialog.getByRole('button', { name: '搜索会话内容' }).click();
  const panel = recruiter.dialog.getByRole('complementary', { name: '搜索会话内容' });
  await panel.getByRole('button', { name: '选择日期' }).click();
  const names = page.locator('.react-datepicker__day-name');
  await eventually(() => names.count(), 7);
  // What shows of each: its box and its visible text (the full name is for screen readers only).
  const shown = await names.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const visible = [...el.childNodes].filter((node) => !(node instanceof HTMLElement) || node.getBoundingClientRect().width > 1);
      return { left: box.left, right: box.right, text: visible.map((node) => node.textContent).join('') };
    }),
  );
  expect(shown.map((s) => s.text)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  for (let i = 1; i < shown.length; i += 1) expect(shown[i]!.left).toBeGreaterThanOrEqual(shown[i - 1]!.right);
  for (const el of await names.all()) expect(await el.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  await shot(page, `${SHOTS}/console-search-date-picker.png`);
  await page.keyboard.press('Escape');
}, 60_000);
