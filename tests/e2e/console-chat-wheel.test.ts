// The mouse wheel in the console's chat modal (issue 16, defect 1): the same ChatModal as the
// script tag's, outside a shadow root; a real wheel scrolls the message list and not the page.
import type { Page } from 'playwright-core';
import { candidateChat, type CandidateChat } from './models/candidate-chat';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { eventually } from './models/eventually';
import { signedIn } from './models/signed-in';

const TAG = Date.now();
let app: ConsoleApp;
let page: Page;
let candidate: CandidateChat;
let chat: ChatModal;

const scrollTop = () =>
  chat
    .messages()
    .first()
    .evaluate((row) => row.closest('[data-virtuoso-scroller]')!.scrollTop);
/**
 * The message list sits at its newest row, where it opens, and a drawn frame changes neither its
 * height nor its offset (Virtuoso's measuring done).
 */
const measuredAtBottom = () =>
  chat
    .messages()
    .first()
    .evaluate(async (row) => {
      const scroller = row.closest('[data-virtuoso-scroller]')!;
      const before = [scroller.scrollTop, scroller.scrollHeight];
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const atBottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      return atBottom && before[0] === scroller.scrollTop && before[1] === scroller.scrollHeight;
    });

beforeAll(async () => {
  app = await startConsoleApp();
  candidate = await candidateChat(app.origin, 'demo_c1');
  // A message taller than the list (each send signs the recruiter in: a few, not many; the API limits logins).
  await candidate.sendText('demo_hr', Array.from({ length: 60 }, (_, i) => `第 ${i + 1} 行`).join('\n'));
  await candidate.sendText('demo_hr', `控制台滚轮 30（${TAG}）`);
  ({ page } = await signedIn(app, 'demo_hr'));
  chat = new ChatModal(page);
}, 120_000);
afterAll(async () => {
  await candidate?.close();
  await app?.close();
});

it('a real wheel over the message list scrolls it up; the page behind stays put', async () => {
  await new ConsoleLayout(page).menuItem('消息').click();
  await chat.waitOpen();
  await chat.openConversation(`控制台滚轮 30（${TAG}）`);
  // Unread and taller than the list: it opens at the first unread message; down to the newest.
  await chat.dialog.getByTestId('scroll-button').click();
  await chat.message(`控制台滚轮 30（${TAG}）`).waitFor();
  await eventually(measuredAtBottom, true);
  const before = await scrollTop();
  expect(before).toBeGreaterThan(100);
  const box = (await chat.message(`控制台滚轮 30（${TAG}）`).boundingBox())!;
  await page.mouse.move(box.x + 200, box.y - 100);
  await page.mouse.wheel(0, -300);
  await eventually(async () => (await scrollTop()) < before - 100, true, 3_000);
  const up = await scrollTop();
  await page.mouse.move(5, 450); // the overlay, beside the dialog
  await page.mouse.wheel(0, 800);
  // A later wheel over the list, which scrolls it back down: once it has, the one before it has
  // been handled (wheels are handled in order), and would have scrolled the page by then.
  await page.mouse.move(box.x + 200, box.y - 100);
  await page.mouse.wheel(0, 50);
  await eventually(async () => (await scrollTop()) > up, true, 3_000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
