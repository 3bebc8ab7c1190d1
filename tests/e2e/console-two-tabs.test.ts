// One recruiter in two console tabs (issue 31, item 13). By default the chat service allows
// several connections of one user, as the SDK allows several web instances: both tabs stay
// signed in, both see the candidate's message, and what one sends reaches the candidate. In
// single-session mode (CHAT_MULTI_INSTANCE=0) the second tab signs the first out: the first shows
// 您的账号已在其他地方登录 with 重新登录, which signs it in again (and the other tab out).
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import { createLocalChat, EVENT, TYPES, type ChatEngine, type Message } from '../../packages/chat-widget/src/engine';
import { chatCredentialOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { eventually } from './models/eventually';
import { LoginPage } from './models/login-page';
import { shot } from './models/screenshots';

const SHOTS = 'console-two-tabs';
const KICKED = '您的账号已在其他地方登录';
const STAMP = Date.now();

interface Candidate {
  chat: ChatEngine;
  texts: string[];
}

async function candidateOf(app: ConsoleApp, username: string): Promise<Candidate> {
  const credential = await chatCredentialOf(app.origin, username);
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  const texts: string[] = [];
  chat.on(EVENT.MESSAGE_RECEIVED, ({ data }: { data: Message[] }) => {
    for (const m of data) if (m.type === TYPES.MSG_TEXT) texts.push((m.payload as { text: string }).text);
  });
  return { chat, texts };
}

const say = async (candidate: Candidate, to: string, text: string) =>
  candidate.chat.sendMessage(candidate.chat.createTextMessage({ to, conversationType: TYPES.CONV_C2C, payload: { text } }));

/** A tab of the browser `beside` is in (a new browser when none), signed in as demo_hr (the console keeps its token per tab). */
async function signedInTab(app: ConsoleApp, beside?: Page): Promise<Page> {
  const page = beside ? await beside.context().newPage() : await app.newPage();
  await page.goto(app.url('/login'));
  await (await new LoginPage(page).ready()).signIn('demo_hr');
  await new ConsoleLayout(page).ready();
  return page;
}

async function twoTabs(app: ConsoleApp): Promise<[Page, Page]> {
  const first = await signedInTab(app);
  return [first, await signedInTab(app, first)];
}

async function openChat(page: Page, text: string): Promise<ChatModal> {
  await page.bringToFront();
  await new ConsoleLayout(page).menuItem('消息').click();
  const chat = new ChatModal(page);
  await chat.waitOpen();
  await chat.openConversation(text);
  await chat.message(text).waitFor();
  return chat;
}

describe('by default (several connections of one user)', () => {
  let app: ConsoleApp;
  let candidate: Candidate;
  beforeAll(async () => {
    app = await startConsoleApp();
    candidate = await candidateOf(app, 'demo_c5');
  }, 120_000);
  afterAll(async () => {
    await candidate?.chat.logout().catch(() => undefined);
    await app?.close();
  });

  it('two tabs of one recruiter both stay connected and both talk with the candidate', async () => {
    const hrID = (await chatCredentialOf(app.origin, 'demo_hr')).userID;
    const hello = `两个标签页都在吗（${STAMP}）`;
    await say(candidate, hrID, hello);
    const [first, second] = await twoTabs(app);
    const chats = [await openChat(first, hello), await openChat(second, hello)];
    const again = `再发一条（${STAMP}）`;
    await say(candidate, hrID, again);
    for (const chat of chats) await chat.message(again).waitFor();
    await chats[0]!.send(`第一个标签页回复（${STAMP}）`);
    await chats[1]!.send(`第二个标签页回复（${STAMP}）`);
    await eventually(async () => candidate.texts.filter((t) => t.endsWith(`标签页回复（${STAMP}）`)).length, 2);
    // What one tab sent shows in the other too.
    await chats[1]!.message(`第一个标签页回复（${STAMP}）`).waitFor();
    for (const page of [first, second]) expect(await page.getByText(KICKED).count()).toBe(0);
    await shot(first, `${SHOTS}/both-tabs-first.png`);
  }, 90_000);
});

describe('with CHAT_MULTI_INSTANCE=0 (single session)', () => {
  let app: ConsoleApp;
  let candidate: Candidate;
  beforeAll(async () => {
    app = await startConsoleApp({ CHAT_MULTI_INSTANCE: '0' });
    candidate = await candidateOf(app, 'demo_c6');
  }, 120_000);
  afterAll(async () => {
    await candidate?.chat.logout().catch(() => undefined);
    await app?.close();
  });

  it('the second tab signs the first out: 您的账号已在其他地方登录 with 重新登录, which brings it back', async () => {
    const hrID = (await chatCredentialOf(app.origin, 'demo_hr')).userID;
    const hello = `单会话模式（${STAMP}）`;
    await say(candidate, hrID, hello);
    const first = await signedInTab(app);
    const chat = await openChat(first, hello);

    const second = await signedInTab(app, first);
    await chat.dialog.getByText(KICKED).waitFor();
    const relogin = chat.dialog.getByRole('button', { name: '重新登录' });
    await relogin.waitFor();
    expect(await chat.conversations.getByRole('option').count()).toBe(0); // signed out: nothing to show
    // The header's count is not left stale: none is known while signed out.
    await first.getByRole('button', { name: '未读消息 0', includeHidden: true }).waitFor();
    await shot(first, `${SHOTS}/kicked-1280.png`);
    await first.setViewportSize({ width: 375, height: 740 });
    await shot(first, `${SHOTS}/kicked-375.png`);
    await first.setViewportSize({ width: 1280, height: 900 });

    await first.bringToFront();
    await relogin.click();
    await chat.dialog.getByText(KICKED).waitFor({ state: 'detached' });
    await chat.conversation(hello).waitFor();
    const back = `重新登录后收到（${STAMP}）`;
    await say(candidate, hrID, back);
    await chat.openConversation(back); // the row now shows the newest message
    await chat.message(back).waitFor();
    await first.getByRole('button', { name: /^未读消息 [1-9]/, includeHidden: true }).waitFor();
    // Signing in again signed the other tab out, in this mode: its chat says so.
    await second.bringToFront();
    await new ConsoleLayout(second).menuItem('消息').click();
    await new ChatModal(second).dialog.getByText(KICKED).waitFor();
  }, 90_000);
});
