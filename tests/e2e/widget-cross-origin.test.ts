// The script tag's whole purpose (issue 16): a portal on another origin embeds the widget. The
// candidate on the portal (one browser context) and the recruiter in the console (another) talk
// to each other; a portal whose origin the server does not allow gets a clear console error and
// a login-failed state with a retry, never a blank shell.
import type { Browser, Page } from 'playwright-core';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { chatCredentialOf, tokenOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { openChat, portalPage } from './models/portal-page';
import { inConsoleChat } from './models/signed-in';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const STAMP = Date.now();
let app: ConsoleApp;
let browser: Browser;
let portal: string;
let refused: string;

beforeAll(async () => {
  [portal, refused] = (await Promise.all([freePort(), freePort()])).map((port) => `http://127.0.0.1:${port}`) as [string, string];
  app = await startConsoleApp({ WIDGET_ALLOWED_ORIGINS: portal });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a candidate on an allowed portal and a recruiter in the console', () => {
  let candidatePage: Page;
  const question = `您好，我在门户上看到贵公司的岗位（${STAMP}）`;
  const answer = `欢迎投递，方便时发一份简历（${STAMP}）`;

  it('the candidate signs in on the portal and writes to the recruiter', async () => {
    const errors: string[] = [];
    candidatePage = await portalPage(browser, { portal, server: app.origin, token: await tokenOf(app.origin, 'demo_c2') });
    candidatePage.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const { userID: hr } = await chatCredentialOf(app.origin, 'demo_hr');
    await openChat(candidatePage, { userID: hr });
    await new ChatModal(candidatePage).send(question);
    expect(errors).toEqual([]);
  });

  it('the recruiter sees it in the console and answers; the candidate sees the answer on the portal', async () => {
    const recruiter = await inConsoleChat(app, 'demo_hr', question);
    await recruiter.chat.send(answer);
    await new ChatModal(candidatePage).message(answer).waitFor();
  });
});

describe('a portal whose origin the server does not allow', () => {
  it('logs why in the console and shows login failed with the reason and a retry', async () => {
    const errors: string[] = [];
    const page = await portalPage(browser, {
      portal: refused,
      server: app.origin,
      token: await tokenOf(app.origin, 'demo_c2'),
      beforeLoad: async (fresh) => fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text())),
    });
    await openChat(page, {});
    const chat = new ChatModal(page);
    const alert = chat.dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('登录失败：无法连接聊天服务（本页面的来源未获准访问，或服务器不可达）');
    expect(errors.join('\n')).toContain(refused);
    expect(errors.join('\n')).toContain('WIDGET_ALLOWED_ORIGINS');
    // The retry makes a new attempt at once (the automatic one waits a growing backoff of seconds): one more error.
    const attempts = errors.length;
    await chat.dialog.getByRole('button', { name: '重试' }).click();
    for (const deadline = Date.now() + 700; errors.length === attempts && Date.now() < deadline; ) await page.waitForTimeout(50);
    expect(errors.length).toBeGreaterThan(attempts);
    await alert.waitFor();
    await shot(page, 'widget-refused-origin.png');
  });
});
