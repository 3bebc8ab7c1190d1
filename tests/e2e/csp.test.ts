// Content Security Policy in Chromium (issue 15): the console runs whole under the strict policy
// its server sends, and the script-tag widget runs on a portal page of another origin (another
// loopback port, allowed by WIDGET_ALLOWED_ORIGINS) whose own policy is strict (scripts only
// from known origins, styles only with the page's nonce, passed through init). Nothing either
// does may be blocked, and the policy must be seen to be in force.
import type { Browser, Page } from 'playwright-core';
import { tokenOf } from './models/api';
import { candidateChat, type CandidateChat } from './models/candidate-chat';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { CspViolations } from './models/csp-violations';
import { LoginPage } from './models/login-page';
import { openChat, portalPage } from './models/portal-page';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const OPENING = `CSP 测试：您好（${Date.now()}）`;
const NONCE = `n${Math.random().toString(36).slice(2)}`;

/** The directives a portal needs for the widget served from `widgetOrigin` (packages/chat-widget/README.md). */
function portalPolicy(widgetOrigin: string, nonce: string | null): string {
  const ws = widgetOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    `script-src 'self' ${widgetOrigin}`,
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    `connect-src 'self' ${widgetOrigin} ${ws}`,
    `img-src 'self' ${widgetOrigin} data: blob: https:`,
    `media-src ${widgetOrigin} blob:`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

let app: ConsoleApp;
let candidate: CandidateChat;
let browser: Browser;
/** The portal's origin: a loopback port of its own, its pages fulfilled by the test. */
let portal: string;

beforeAll(async () => {
  portal = `http://127.0.0.1:${await freePort()}`;
  app = await startConsoleApp({ WIDGET_ALLOWED_ORIGINS: portal });
  candidate = await candidateChat(app.origin, 'demo_c1');
  await candidate.sendText('demo_hr', OPENING);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await candidate?.close();
  await browser?.close();
  await app?.close();
});

/** Sends a reply in the open conversation and waits for the candidate to receive it. */
async function replyAndReceive(page: Page, chat: ChatModal, text: string): Promise<void> {
  await chat.send(text);
  await candidate.nextMessage((m) => (m.payload as { text?: string }).text === text);
}

/** The emoji picker, a lazy chunk with its own styles. */
async function openEmojiPicker(chat: ChatModal): Promise<void> {
  await chat.toolbar.getByRole('button', { name: '表情' }).click();
  await chat.page.getByRole('tablist', { name: '表情' }).getByRole('tab', { name: '基础表情' }).waitFor();
}

describe('the console under its own policy', () => {
  let page: Page;
  let violations: CspViolations;

  it('signs in, opens the chat, exchanges messages and opens lazy panels with nothing blocked', async () => {
    page = await app.newPage();
    violations = await CspViolations.watch(page);
    await page.goto(app.url('/login'));
    await (await new LoginPage(page).ready()).signIn('demo_hr');
    const layout = await new ConsoleLayout(page).ready();
    await layout.menuItem('消息').click();
    const chat = new ChatModal(page);
    await chat.waitOpen();
    await chat.openConversation(OPENING);
    await replyAndReceive(page, chat, `控制台回复 ${NONCE}`);
    await openEmojiPicker(chat);
    expect(await violations.list()).toEqual([]);
  });

  it('is in force: an inline handler neither runs nor goes unreported', async () => {
    expect(await violations.inlineHandlerRuns()).toBe(false);
    expect((await violations.list()).map((v) => v.directive)).toEqual(['script-src-attr']);
  });
});

describe('the script-tag widget on a portal with a strict policy', () => {
  async function strictPortal(nonce: string | null): Promise<{ page: Page; violations: CspViolations }> {
    let violations: CspViolations | undefined;
    const page = await portalPage(browser, {
      portal,
      server: app.origin,
      token: await tokenOf(app.origin, 'demo_hr'),
      policy: portalPolicy(app.origin, nonce),
      init: nonce ? { nonce } : {},
      beforeLoad: async (fresh) => (violations = await CspViolations.watch(fresh)),
    });
    return { page, violations: violations! };
  }

  it('with the nonce given to init: styled, signed in, sending and receiving, lazy panels loaded, nothing blocked', async () => {
    const { page, violations } = await strictPortal(NONCE);
    await openChat(page, { conversationID: `C2C${candidate.userID}` });
    const chat = new ChatModal(page);
    await chat.message(OPENING).waitFor();
    // Styled: the modal is laid out by the widget's own (nonce'd) style sheet.
    expect(await chat.dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await replyAndReceive(page, chat, `门户回复 ${NONCE}`);
    await openEmojiPicker(chat);
    await shot(page, 'csp-portal.png');
    expect(await violations.list()).toEqual([]);
    expect(await violations.inlineHandlerRuns()).toBe(false);
    expect((await violations.list()).map((v) => v.directive)).toEqual(['script-src-attr']);
    await page.context().close();
  });

  it("without the nonce the policy blocks the widget's styles, which is why init takes one", async () => {
    const { page, violations } = await strictPortal(null);
    await openChat(page, {});
    await page.waitForFunction(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations.length > 0);
    expect((await violations.list()).some((v) => v.directive === 'style-src-elem')).toBe(true);
    await page.context().close();
  });
});
