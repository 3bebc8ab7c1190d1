// Issue 16 items 4, 8, 11 as both people meet them in real Chromium: a candidate on a portal of
// another origin (script tag) and a recruiter in the console. The candidate's toolbar has no
// recruiter tools and the recruiter's has them; the recruiter's header reads the candidate's sex
// as 男/女 (the API answers the code 1/2) and shows 对方正在输入... while the candidate types,
// then the name again.
import type { Browser, Page } from 'playwright-core';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { chatCredentialOf, chatResumeOf, tokenOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { openChat, portalPage } from './models/portal-page';
import { inConsoleChat } from './models/signed-in';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const STAMP = Date.now();
const RECRUITER_TOOLS = ['求简历', '邀请面试', '快捷回复'];
const PEER_TYPING_TIMEOUT_MS = 5000;
let app: ConsoleApp;
let browser: Browser;
let portal: string;
let candidate: { page: Page; chat: ChatModal };
let recruiter: { page: Page; chat: ChatModal };

beforeAll(async () => {
  portal = `http://127.0.0.1:${await freePort()}`;
  app = await startConsoleApp({ WIDGET_ALLOWED_ORIGINS: portal });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const question = `您好，我想了解这个岗位（${STAMP}）`;

it("the candidate's toolbar on the portal has no 求简历, 邀请面试 or 快捷回复", async () => {
  const page = await portalPage(browser, { portal, server: app.origin, token: await tokenOf(app.origin, 'demo_c4') });
  const { userID: hr } = await chatCredentialOf(app.origin, 'demo_hr');
  await openChat(page, { userID: hr });
  candidate = { page, chat: new ChatModal(page) };
  await candidate.chat.send(question);
  await candidate.chat.toolbar.getByRole('button', { name: '表情' }).waitFor();
  expect(await candidate.chat.toolbarButtons(RECRUITER_TOOLS)).toEqual([]);
  await shot(page, 'role-candidate-toolbar.png');
});

it("the recruiter's toolbar has them, and the header reads the candidate's sex as 男/女, never 1/2", async () => {
  recruiter = await inConsoleChat(app, 'demo_hr', question);
  expect(await recruiter.chat.toolbarButtons(RECRUITER_TOOLS)).toEqual(RECRUITER_TOOLS);

  const { userID: c4 } = await chatCredentialOf(app.origin, 'demo_c4');
  const resume = await chatResumeOf(app.origin, 'demo_hr', c4);
  expect(['1', '2']).toContain(resume?.sex); // the API answers the dictionary's code
  await recruiter.chat.candidateSummary.waitFor();
  const parts = (await recruiter.chat.candidateSummary.textContent())!.split(' | ');
  expect(parts).toContain(resume!.sex === '1' ? '男' : '女');
  expect(parts).not.toContain('1');
  expect(parts).not.toContain('2');
  await shot(recruiter.page, 'role-recruiter-header.png');
});

it("while the candidate types, the recruiter's header shows 对方正在输入... in place of the name, then the name again", async () => {
  const name = (await recruiter.chat.headerName.textContent())!;
  expect(name).not.toBe('');
  expect(name).not.toBe('对方正在输入...');
  const input = candidate.chat.dialog.getByRole('textbox').first();
  await input.click();
  await candidate.page.keyboard.type('我在');
  await recruiter.page.waitForFunction((el) => el?.textContent === '对方正在输入...', await recruiter.chat.headerName.elementHandle());
  const shown = Date.now();
  await shot(recruiter.page, 'role-recruiter-typing.png');

  // Still typing, but no news after the entering status: the time-out restores the name.
  await recruiter.page.waitForFunction((el) => el?.textContent !== '对方正在输入...', await recruiter.chat.headerName.elementHandle(), {
    timeout: PEER_TYPING_TIMEOUT_MS + 5000,
  });
  expect(Date.now() - shown).toBeGreaterThan(PEER_TYPING_TIMEOUT_MS - 1500);
  expect(await recruiter.chat.headerName.textContent()).toBe(name);

  // Emptied, then typed again: typing again; emptied: the name at once (the "stopped" status).
  await input.fill('');
  await candidate.page.keyboard.type('好');
  await recruiter.page.waitForFunction((el) => el?.textContent === '对方正在输入...', await recruiter.chat.headerName.elementHandle());
  await candidate.page.keyboard.press('Backspace');
  await recruiter.page.waitForFunction((el) => el?.textContent !== '对方正在输入...', await recruiter.chat.headerName.elementHandle(), { timeout: 2000 });
  expect(await recruiter.chat.headerName.textContent()).toBe(name);
}, 30_000);
