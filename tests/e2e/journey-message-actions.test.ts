// What people do with messages once sent, both sides in browsers (issue 18, scenario 4): the
// recruiter recalls a message (both sides see the notice) and re-edits it; the candidate deletes
// one of theirs (gone for them, still with the recruiter); the candidate quotes the recruiter and
// the quote block shows on both sides; the recruiter forwards two messages merged to another
// conversation and opens the merged record there.
import type { Page } from 'playwright-core';
import type { CandidatePortal } from './models/candidate-portal';
import type { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { MessageSelection } from './models/message-selection';
import { inConsoleChat } from './models/signed-in';
import { WidgetMessages } from './models/widget-messages';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，我想了解薪资结构（${STAMP}）`;
const SALARY = `底薪加提成，十三薪（${STAMP}）`;
const HOURS = `朝九晚六，双休（${STAMP}）`;
const TYPO = `周六也上班（${STAMP}）`;
const OOPS = `这条我发错了（${STAMP}）`;
const REPLY = `明白了，谢谢（${STAMP}）`;
/** A group of demo_hr's (the demo data's 求职交流群): where the two messages are forwarded. */
const TARGET = '求职交流群';

let journey: Journey;
let candidate: CandidatePortal;
let candidateMessages: WidgetMessages;
let recruiterPage: Page;
let recruiter: ChatModal;
let recruiterMessages: WidgetMessages;

/** A message's action menu item (right-click on its words), as a desktop user opens it. */
async function act(page: Page, messages: WidgetMessages, text: string, action: string): Promise<void> {
  await messages.row(text).getByText(text, { exact: true }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
}

beforeAll(async () => {
  journey = await startJourney();
  ({ candidate } = await candidateWrites(journey, 'demo_c23', HELLO));
  candidateMessages = new WidgetMessages(candidate.page);
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
  recruiterMessages = new WidgetMessages(recruiterPage);
  await recruiter.send(SALARY);
  await recruiter.send(HOURS);
  await candidate.chat.message(HOURS).waitFor();
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

it('a recalled message leaves a notice on both sides; 重新编辑 puts its words back in the composer', async () => {
  await recruiter.send(TYPO);
  await candidate.chat.message(TYPO).waitFor();
  await act(recruiterPage, recruiterMessages, TYPO, '撤回');
  await recruiter.dialog.getByText('你撤回了一条消息').last().waitFor();
  await candidate.chat.dialog
    .getByText(/撤回了一条消息$/)
    .last()
    .waitFor();
  await eventually(() => candidate.chat.message(TYPO).count(), 0);
  await recruiter.dialog.getByText('重新编辑').last().click();
  await eventually(() => recruiterMessages.input.inputValue(), TYPO);
  await recruiterMessages.input.fill('');
});

it('a deleted message goes from the deleter’s view only', async () => {
  await candidate.chat.send(OOPS);
  await recruiter.message(OOPS).waitFor();
  await act(candidate.page, candidateMessages, OOPS, '删除');
  const confirm = candidate.page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: /确定|删除/ }).click();
  await eventually(() => candidate.chat.message(OOPS).count(), 0);
  expect(await recruiter.message(OOPS).count()).toBe(1);
});

it('a quoted reply shows its quote on both sides', async () => {
  await act(candidate.page, candidateMessages, SALARY, '引用');
  await candidateMessages.send(REPLY);
  const mine = candidateMessages.quoteIn(REPLY);
  await mine.waitFor();
  expect(await mine.textContent()).toMatch(new RegExp(`: ${SALARY.replace(/[()（）]/g, '.')}$`));
  const theirs = recruiterMessages.quoteIn(REPLY);
  await theirs.waitFor();
  expect(await theirs.textContent()).toBe(await mine.textContent());
  await shot(candidate.page, `${SHOTS}/portal-quote.png`);
});

it('two messages forwarded merged reach the other conversation as one record, which opens', async () => {
  const selection = new MessageSelection(recruiterPage);
  await selection.start(SALARY);
  await selection.tick(recruiterMessages.row(HOURS));
  expect(await selection.selectedText()).toBe('已选择 2 条');
  await selection.forwardTo('合并转发', TARGET);
  await recruiter.openConversation(TARGET);
  const card = recruiter.dialog.getByTestId('merged-card').last();
  await card.waitFor();
  await card.click();
  const detail = selection.detail;
  await detail.waitFor();
  await eventually(() => detail.getByRole('listitem').count(), 2);
  const items = await detail.getByRole('listitem').allTextContents();
  expect(items[0]).toContain(SALARY);
  expect(items[1]).toContain(HOURS);
  await shot(recruiterPage, `${SHOTS}/console-merged-detail.png`);
  await detail.getByRole('button', { name: '关闭' }).click();
});
