// The network going away under the recruiter's chat (issue 31, item 12), in Chromium: the banner
// within 3 s, a send on its way and one written meanwhile failing at once (the red "!"), and both
// sent once the network is back and the recruiter confirms each resend; the candidate gets each
// once. Chromium's context.setOffline fires the page's `offline` event but leaves an open
// WebSocket open (its frames wait and flow again once online), so the page's chat socket goes
// through Playwright here, which stops carrying frames while the network is "gone", as a lost
// network does. A network lost without the event (Wi-Fi gone behind a router) is noticed by the
// engine's heartbeat.
import type { BrowserContext, Page } from 'playwright-core';
import WebSocket from 'ws';
import { createLocalChat, EVENT, TYPES, type ChatEngine, type Message } from '../../packages/chat-widget/src/engine';
import { chatCredentialOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { eventually } from './models/eventually';
import { LoginPage } from './models/login-page';
import { shot } from './models/screenshots';

const SHOTS = 'offline-send';
const STAMP = Date.now();
const HELLO = `请问岗位还招人吗（${STAMP}）`;
const BANNER = '网络异常，请您检查网络设置';
/** The engine's heartbeat finds a silent connection within interval + timeout (2 s + 1 s); the rest is the test's own polling. */
const DETECT_MS = 3000;
const MARGIN_MS = 500;

let app: ConsoleApp;
let candidate: { chat: ChatEngine; userID: string; texts: string[] };
let page: Page;
let context: BrowserContext;
let chat: ChatModal;
/** While set, the chat socket carries nothing either way: the network is gone. */
let cut = false;
/** While set, the page's sends go nowhere (they stay on their way). */
let holdSends = false;

beforeAll(async () => {
  app = await startConsoleApp();
  const credential = await chatCredentialOf(app.origin, 'demo_c4');
  const engine = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  await engine.login({ userID: credential.userID, userSig: credential.userSig });
  const texts: string[] = [];
  engine.on(EVENT.MESSAGE_RECEIVED, ({ data }: { data: Message[] }) => {
    for (const m of data) if (m.type === TYPES.MSG_TEXT) texts.push((m.payload as { text: string }).text);
  });
  candidate = { chat: engine, userID: credential.userID, texts };
  const hr = await chatCredentialOf(app.origin, 'demo_hr');
  await engine.sendMessage(engine.createTextMessage({ to: hr.userID, conversationType: TYPES.CONV_C2C, payload: { text: HELLO } }));

  page = await app.newPage();
  context = page.context();
  await page.routeWebSocket(/\/chat(\?|$)/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      if (cut || (holdSends && String(frame).includes('"sendMessage"'))) return;
      server.send(frame);
    });
    server.onMessage((frame) => {
      if (!cut) ws.send(frame);
    });
  });
  await page.goto(app.url('/login'));
  await (await new LoginPage(page).ready()).signIn('demo_hr');
  await (await new ConsoleLayout(page).ready()).menuItem('消息').click();
  chat = new ChatModal(page);
  await chat.waitOpen();
  await chat.openConversation(HELLO);
  await chat.message(HELLO).waitFor();
}, 120_000);
afterAll(async () => {
  await candidate?.chat.logout().catch(() => undefined);
  await app?.close();
});

const failedMark = (text: string) => chat.message(text).getByRole('button', { name: '重发' });
const since = (start: number) => Date.now() - start;

it('offline: the banner within 3 s; the send on its way and one written meanwhile fail at once', async () => {
  const onItsWay = `路上的消息（${STAMP}）`;
  const written = `断网时写的（${STAMP}）`;
  holdSends = true;
  await chat.send(onItsWay);
  await chat.message(onItsWay).getByRole('status').waitFor(); // spinning

  const start = Date.now();
  cut = true;
  await context.setOffline(true);
  await chat.dialog.getByText(BANNER).waitFor({ timeout: DETECT_MS });
  await failedMark(onItsWay).waitFor({ timeout: DETECT_MS });
  expect(since(start)).toBeLessThan(DETECT_MS + MARGIN_MS);

  const typed = Date.now();
  await chat.send(written);
  await failedMark(written).waitFor({ timeout: 2000 });
  expect(since(typed)).toBeLessThan(2000);
  // Said in Chinese, by the error's code (never the engine's English).
  await eventually(async () => (await page.locator('[data-kind="error"]').allTextContents()).includes('网络异常，请检查网络后重试'), true);
  await shot(page, `${SHOTS}/offline-1280.png`);
  await page.setViewportSize({ width: 375, height: 740 });
  await chat.message(written).waitFor();
  await shot(page, `${SHOTS}/offline-375.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
}, 60_000);

it('online again: the banner goes, and each failed message goes once the recruiter confirms its resend', async () => {
  holdSends = false;
  cut = false;
  await context.setOffline(false);
  await chat.dialog.getByText(BANNER).waitFor({ state: 'detached' });
  const failed = [`路上的消息（${STAMP}）`, `断网时写的（${STAMP}）`];
  for (const text of failed) {
    await failedMark(text).click();
    const confirm = page.getByRole('dialog', { name: '确认重发该消息？' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await failedMark(text).waitFor({ state: 'detached' });
  }
  await eventually(async () => failed.map((text) => candidate.texts.filter((t) => t === text).length), [1, 1]);
  await shot(page, `${SHOTS}/resent-1280.png`);
}, 60_000);

it('a network lost without an offline event (the socket just goes silent): the heartbeat shows the banner within 3 s', async () => {
  const start = Date.now();
  cut = true;
  await chat.dialog.getByText(BANNER).waitFor({ timeout: DETECT_MS + MARGIN_MS });
  expect(since(start)).toBeLessThan(DETECT_MS + MARGIN_MS);
  const meanwhile = `信号不好时写的（${STAMP}）`;
  await chat.send(meanwhile);
  // Failed once the connection has not come back within the grace (2 s).
  await failedMark(meanwhile).waitFor({ timeout: 4000 });
  cut = false;
  await chat.dialog.getByText(BANNER).waitFor({ state: 'detached' });
  await failedMark(meanwhile).click();
  await page.getByRole('dialog', { name: '确认重发该消息？' }).getByRole('button', { name: '确定' }).click();
  await eventually(async () => candidate.texts.filter((t) => t === meanwhile).length, 1);
}, 60_000);
