// The payload corpus in real Chromium (issue 15): demo_c1 and demo_c2, as hostile users, put
// script-injection payloads into every field they control (messages of every type and custom
// card, nick, avatar, group notice, introduction and avatar, friend application wording, file
// names, interview fields), the system account sends system_custom HTML notices, and demo_hr's
// own remark of demo_c1 is a payload too. demo_hr then reads
// them in the script-tag widget and in the console's chat modal. Nothing may run (the flag the
// payloads set stays unset, no dialog opens), and no on* attribute and no javascript:, data: or
// vbscript: link or source may reach the DOM, shadow roots included, while every sent message is
// rendered at some point. Screenshots (1280 px) go to the system's temporary folder.
import type { Browser, Page } from 'playwright-core';
import type { ChatEngine } from '../../packages/chat-widget/src/engine';
import { call, tokenFor } from '@employment-cloud/test-support/server/harness';
import { startLiveServer, type LiveServer } from '../contract/live-server';
import { tokenOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { CONSOLE_BASE, STEP_TIMEOUT_MS } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { SHORT_PAYLOADS } from './models/injection-corpus';
import { InjectionPage } from './models/injection-page';
import { hostileGroup, hostileProfile, InjectionSender, loggedInEngine } from './models/injection-senders';
import { LoginPage } from './models/login-page';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const WIDGET = '[data-employment-chat]';
// The server in this process (its database is at hand, to add the platform administrator whose
// system account alone may send system_custom HTML), and Debian's Chromium.
let live: LiveServer;
let browser: Browser;
let attacker: { chat: ChatEngine; userID: string };
let applicant: { chat: ChatEngine; userID: string };
let system: { chat: ChatEngine; userID: string };
const sentNotices: string[] = [];
let hrUserID = '';
let groupID = '';
const sent: string[] = [];

/** A screenshot of what was rendered, with E2E_SHOTS_DIR (models/screenshots.ts). */
const shotOf = (page: Page, name: string) => shot(page, `script-injection/${name}.png`);

/** A fresh context in zh-CN at 1280 px. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context.newPage();
}

/** A page that gets the server's documents without their Content-Security-Policy: this test is of the rendering, not of the CSP. */
async function pageWithoutCsp(): Promise<Page> {
  const page = await newPage();
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document' || !route.request().url().startsWith(live.origin)) return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  return page;
}

/** The system account's engine, through a platform administrator added for the test. */
async function systemAccount(): Promise<{ chat: ChatEngine; userID: string }> {
  await live.server.database.db
    .insertInto('users')
    .values({ username: 'platform_root', passwordHash: 'x', role: 'platform_admin', name: '平台管理员', nickname: '平台管理员' })
    .execute();
  const token = await tokenFor(live.server.app, 'platform_root');
  const res = await call(live.server.app, { method: 'POST', url: '/front/v1/im/admin-user-sig', token, headers: { host: new URL(live.origin).host } });
  if (res.body.code !== 200) throw new Error(`admin-user-sig: ${res.body.msg}`);
  return loggedInEngine(live.origin, 'platform_root', res.body.data);
}

beforeAll(async () => {
  [live, browser] = await Promise.all([startLiveServer({ CHAT_REQUESTS_PER_SECOND: '1000' }), launchChromium()]);
  attacker = await loggedInEngine(live.origin, 'demo_c1');
  applicant = await loggedInEngine(live.origin, 'demo_c2');
  system = await systemAccount();
  const hr = await loggedInEngine(live.origin, 'demo_hr');
  hrUserID = hr.userID;
  await hostileProfile(attacker.chat);
  // demo_c1 becomes demo_hr's friend under a hostile remark; demo_c2's application waits with a hostile wording.
  await attacker.chat.addFriend({ to: hrUserID, source: 'AddSource_Type_Web', wording: SHORT_PAYLOADS.wording, remark: SHORT_PAYLOADS.remark });
  await hr.chat.acceptFriendApplication({ userID: attacker.userID, remark: SHORT_PAYLOADS.remark, type: 'Response_Action_AgreeAndAdd' });
  await applicant.chat.addFriend({ to: hrUserID, source: 'AddSource_Type_Web', wording: SHORT_PAYLOADS.wording, remark: SHORT_PAYLOADS.remark });
  await hr.chat.logout();
  groupID = await hostileGroup(attacker.chat, [hrUserID]);
  const toGroup = new InjectionSender(attacker.chat);
  await toGroup.texts({ to: groupID, conversationType: 'GROUP' }); // the cards are the one-to-one chat's
  const toHr = new InjectionSender(attacker.chat);
  await toHr.media({ to: hrUserID, conversationType: 'C2C' });
  await toHr.textAndCards({ to: hrUserID, conversationType: 'C2C' });
  const notices = new InjectionSender(system.chat);
  await notices.htmlNotices({ to: hrUserID, conversationType: 'C2C' });
  sent.push(...toHr.sent);
  sentNotices.push(...notices.sent);
  // Read: the chats open at their newest message, where the scans start (unread, they would open
  // at the first unread one).
  const reader = await loggedInEngine(live.origin, 'demo_hr');
  for (const conversationID of [`C2C${attacker.userID}`, `C2C${system.userID}`, `GROUP${groupID}`]) await reader.chat.setMessageRead({ conversationID });
  await reader.chat.logout();
}, 180_000);

afterAll(async () => {
  for (const user of [attacker, applicant, system]) await user?.chat.logout().catch(() => undefined);
  await browser?.close();
  await live?.close();
});

/** What every surface must show at the end. */
async function expectClean(surface: InjectionPage) {
  expect(surface.findings).toEqual([]);
  expect(await surface.pwned()).toEqual([]);
  expect(surface.dialogs).toEqual([]);
}

describe('the script-tag widget', () => {
  let page: Page;
  let surface: InjectionPage;

  beforeAll(async () => {
    page = await newPage();
    surface = new InjectionPage(page);
    const token = await tokenOf(live.origin, 'demo_hr');
    // A portal page of the server's origin (fulfilled here, so it has no CSP: the rendering is what is tested).
    const html = `<!doctype html><html><body><script src="${live.origin}/widget/employment-chat.js"></script>
      <script>EmploymentChat.init({ apiBase: ${JSON.stringify(live.origin)}, token: ${JSON.stringify(token)}, locale: 'zh-CN' });</script></body></html>`;
    await page.route(`${live.origin}/portal-e2e.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${live.origin}/portal-e2e.html`);
    await page.waitForFunction(() => typeof (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open === 'function');
  }, 60_000);

  it('renders every message of the hostile one-to-one chat, with nothing run and no unsafe URL or handler', async () => {
    await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${attacker.userID}' })`);
    await page.locator(`${WIDGET} [data-message-id]`).first().waitFor();
    await surface.atNewest();
    await shotOf(page, 'widget-newest');
    await surface.scanHistory();
    await shotOf(page, 'widget-oldest');
    expect(sent.filter((id) => !surface.rendered.has(id))).toEqual([]);
    await expectClean(surface);
  }, 180_000);

  it("the system account's HTML notices, sanitised", async () => {
    await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${system.userID}' })`);
    // A notice sanitised to nothing shows its fallback text, so every row has a height. Then the
    // list settles (the notices grow as the sanitiser's chunk arrives; it stays pinned to the
    // newest) before it is scrolled.
    await page.locator(`${WIDGET} [data-business-id="system_custom"]:not([aria-busy])`).first().waitFor();
    await page.waitForFunction(`!document.querySelector('[data-employment-chat]').shadowRoot.querySelector('[data-business-id="system_custom"][aria-busy]')`);
    await surface.atNewest();
    await surface.scanHistory();
    await shotOf(page, 'widget-notices');
    expect(sentNotices.filter((id) => !surface.rendered.has(id))).toEqual([]);
    await surface.exercise(WIDGET);
    await surface.scan();
    await expectClean(surface);
  }, 180_000);

  it('hovering the rows and following the links runs nothing', async () => {
    await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${attacker.userID}' })`);
    await page.locator(`${WIDGET} [data-message-id]`).first().waitFor();
    await surface.exercise(WIDGET);
    await surface.scan();
    await expectClean(surface);
  }, 120_000);

  it('the hostile group: its messages, notice, introduction, avatar and members', async () => {
    await page.evaluate(`window.EmploymentChat.open({ conversationID: 'GROUP${groupID}' })`);
    await page.locator(`${WIDGET} [data-message-id]`).first().waitFor();
    await surface.scanHistory();
    await page.locator(WIDGET).getByRole('button', { name: '群管理' }).click();
    // The panel is drawn once the group and its members are in: the notice shows the payload.
    await page.locator(`${WIDGET} [data-testid="group-notice"]`).filter({ hasText: SHORT_PAYLOADS.notice }).waitFor();
    await surface.scan();
    await shotOf(page, 'widget-group');
    await surface.exercise(WIDGET);
    await expectClean(surface);
  }, 180_000);

  it('the contacts: the friend under a hostile remark and the application with a hostile wording', async () => {
    await page.keyboard.press('Escape');
    await page.locator(WIDGET).getByRole('tab', { name: '通讯录' }).click();
    const section = (name: string) => page.locator(WIDGET).getByRole('button', { name: new RegExp(`^${name}`) });
    await section('新的联系人').click();
    await page.locator(WIDGET).getByText(SHORT_PAYLOADS.wording).first().waitFor();
    await surface.scan();
    await shotOf(page, 'widget-applications');
    if ((await section('我的好友').getAttribute('aria-expanded')) !== 'true') await section('我的好友').click();
    const friend = page.locator(WIDGET).getByRole('button', { name: SHORT_PAYLOADS.remark }).first();
    await friend.waitFor();
    await friend.click();
    // The detail is complete once the friend's profile and relation are in: the remark row shows.
    await page.locator(WIDGET).getByRole('button', { name: '修改备注' }).waitFor();
    await surface.scan();
    await shotOf(page, 'widget-contacts');
    await expectClean(surface);
  }, 60_000);
});

describe("the console's chat modal", () => {
  let page: Page;
  let surface: InjectionPage;
  let chat: ChatModal;

  beforeAll(async () => {
    page = await pageWithoutCsp();
    surface = new InjectionPage(page);
    await page.goto(`${live.origin}${CONSOLE_BASE}/login`);
    await (await new LoginPage(page).ready()).signIn('demo_hr');
    const layout = await new ConsoleLayout(page).ready();
    const before = new URL(page.url()).pathname;
    await layout.menuItem('消息').click();
    chat = new ChatModal(page);
    await chat.waitOpen();
    expect(new URL(page.url()).pathname).toBe(before); // over the page, no navigation
  }, 60_000);

  it('renders every message of the hostile one-to-one chat, with nothing run and no unsafe URL or handler', async () => {
    await surface.scan(); // the conversation list: the remark, the group, their avatars
    // The list names the friend by the remark the recruiter gave (hostile too).
    await chat.openConversation(SHORT_PAYLOADS.remark);
    await chat.messages().first().waitFor();
    await surface.atNewest();
    await shotOf(page, 'console-newest');
    await surface.scanHistory();
    expect(sent.filter((id) => !surface.rendered.has(id))).toEqual([]);
    await surface.exercise('[role="dialog"]');
    await surface.scan();
    await shotOf(page, 'console-oldest');
    await expectClean(surface);
  }, 240_000);

  it('the hostile group in the console', async () => {
    await chat.openConversation('注入测试群');
    await chat.messages().first().waitFor();
    await surface.scanHistory();
    await expectClean(surface);
  }, 180_000);
});
