// Emoji reactions as both people meet them (issue 31): the recruiter in the console's modal at
// 1280 px reacts from a message's menu (回应, then an emoji); the candidate on the portal at
// 375 px, touch, sees it live under the bubble, long-presses to react too and taps a reaction to
// join it; each side sees the other's changes at once, their own highlighted, who reacted in
// the title; a tap on one's own reaction takes it back. The menu's picker works by keyboard too.
import type { Locator, Page } from 'playwright-core';
import type { CandidatePortal } from './models/candidate-portal';
import type { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { inConsoleChat } from './models/signed-in';
import { shot } from './models/screenshots';
import { longPress } from './models/touch';

const PHONE = { width: 375, height: 812 };
const HELLO = `请问这个岗位还招人吗？（${Date.now()}）`;

let journey: Journey;
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;

/** A reaction's chip under the message: its accessible name is the emoji and the count. */
const chipOf = (chat: ChatModal, emoji: string) =>
  chat
    .message(HELLO)
    .getByTestId('reactions')
    .getByRole('button', { name: new RegExp(`^${emoji} \\d+$`, 'u') });
/** What the chip shows now: [count, highlighted as mine], or 'none'. Read in one go: the chip may go meanwhile. */
async function chipState(chip: Locator): Promise<[string, string | null] | 'none'> {
  const states = await chip.evaluateAll((chips) =>
    chips.map((c) => [c.getAttribute('aria-label')?.split(' ')[1] ?? '', c.getAttribute('aria-pressed')] as [string, string | null]),
  );
  return states[0] ?? 'none';
}

beforeAll(async () => {
  journey = await startJourney();
  ({ candidate } = await candidateWrites(journey, 'demo_c24', HELLO, PHONE));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

it('the recruiter reacts from the menu (回应 → 👍); the candidate sees it live', async () => {
  await recruiter.message(HELLO).getByText(HELLO, { exact: true }).click({ button: 'right' });
  await recruiterPage.getByRole('menuitem', { name: '回应' }).click();
  const picker = recruiterPage.getByRole('menu', { name: '选择回应表情' });
  expect(await picker.getByRole('menuitem').allTextContents()).toEqual(['👍', '❤️', '😂', '😮', '😢', '🙏', '🎉']);
  await shot(recruiterPage, 'reactions/recruiter-picker-1280.png');
  await picker.getByRole('menuitem', { name: '👍' }).click();
  await picker.waitFor({ state: 'detached' });

  await eventually(() => chipState(chipOf(recruiter, '👍')), ['1', 'true']);
  await eventually(() => chipState(chipOf(candidate.chat, '👍')), ['1', 'false']);
  const recruiterNick = await chipOf(candidate.chat, '👍').getAttribute('title');
  expect(recruiterNick).toMatch(/^.+回应了👍$/u);
  await shot(recruiterPage, 'reactions/recruiter-reacted-1280.png');
  await shot(candidate.page, 'reactions/candidate-sees-375.png');
});

it('the candidate long-presses to react (❤️) and taps 👍 to join; the recruiter sees both live', async () => {
  const words = candidate.chat.message(HELLO).getByText(HELLO, { exact: true });
  const menu = candidate.page.getByRole('menu', { name: '消息操作' });
  await longPress(candidate.page, words, menu);
  await shot(candidate.page, 'reactions/candidate-menu-375.png');
  await menu.getByRole('menuitem', { name: '回应' }).tap();
  const picker = candidate.page.getByRole('menu', { name: '选择回应表情' });
  await shot(candidate.page, 'reactions/candidate-picker-375.png');
  await picker.getByRole('menuitem', { name: '❤️' }).tap();
  await picker.waitFor({ state: 'detached' });
  await eventually(() => chipState(chipOf(candidate.chat, '❤️')), ['1', 'true']);
  await eventually(() => chipState(chipOf(recruiter, '❤️')), ['1', 'false']);

  await chipOf(candidate.chat, '👍').tap();
  await eventually(() => chipState(chipOf(candidate.chat, '👍')), ['2', 'true']);
  await eventually(() => chipState(chipOf(recruiter, '👍')), ['2', 'true']);
  expect(await chipOf(recruiter, '👍').getAttribute('title')).toMatch(/^我、.+回应了👍$/u);
  // The menu did not open: a tap on a reaction is the reaction's.
  expect(await candidate.page.getByRole('menu').count()).toBe(0);
  await shot(recruiterPage, 'reactions/recruiter-both-1280.png');
  await shot(candidate.page, 'reactions/candidate-both-375.png');
});

it('a click on one’s own reaction takes it back on both sides; the last one gone removes the chip', async () => {
  await chipOf(recruiter, '👍').click();
  await eventually(() => chipState(chipOf(recruiter, '👍')), ['1', 'false']);
  await eventually(() => chipState(chipOf(candidate.chat, '👍')), ['1', 'true']);

  await chipOf(candidate.chat, '❤️').tap();
  await eventually(() => chipState(chipOf(candidate.chat, '❤️')), 'none');
  await eventually(() => chipState(chipOf(recruiter, '❤️')), 'none');
  await shot(recruiterPage, 'reactions/recruiter-after-1280.png');
});

it('by keyboard: Shift+F10 on the bubble, End to 回应, Enter, then the arrows and Enter pick an emoji', async () => {
  await recruiter.message(HELLO).locator('[aria-keyshortcuts="Shift+F10"]').focus();
  await recruiterPage.keyboard.press('Shift+F10');
  const menu = recruiterPage.getByRole('menu', { name: '消息操作' });
  await menu.waitFor();
  await recruiterPage.keyboard.press('End');
  await recruiterPage.keyboard.press('Enter');
  const picker = recruiterPage.getByRole('menu', { name: '选择回应表情' });
  // Each key's effect awaited before the next: the focus is on the emoji named.
  const focusOn = (name: string) =>
    eventually(() => picker.getByRole('menuitem', { name }).evaluate((item) => item === (item.getRootNode() as Document | ShadowRoot).activeElement), true);
  await focusOn('👍');
  await recruiterPage.keyboard.press('ArrowDown');
  await focusOn('❤️');
  await recruiterPage.keyboard.press('ArrowDown');
  await focusOn('😂');
  await recruiterPage.keyboard.press('Enter');
  await picker.waitFor({ state: 'detached' });
  await eventually(() => chipState(chipOf(recruiter, '😂')), ['1', 'true']);
  await eventually(() => chipState(chipOf(candidate.chat, '😂')), ['1', 'false']);
});

it('the reactions are still there for the recruiter in a new console tab', async () => {
  const { chat } = await inConsoleChat(journey, 'demo_hr', HELLO);
  await eventually(() => chipState(chipOf(chat, '👍')), ['1', 'false']);
});
