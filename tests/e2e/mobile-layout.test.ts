// The chat on a phone, 375 px wide (issue 16 item 15): the script-tag widget on a portal of
// another origin, and the console's chat modal. The modal fills the screen, the tabs are a bar
// along the bottom (not a rail taking a third of the width), the lists and the open chat take the
// whole width, and messages and cards fit it with nothing running off the side.
import type { Browser, Locator, Page } from 'playwright-core';
import WebSocket from 'ws';
import { createLocalChat, TYPES } from '../../packages/chat-widget/src/engine';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { chatCredentialOf, tokenOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { openChat, portalPage } from './models/portal-page';
import { signedIn } from './models/signed-in';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'mobile-layout';
const PHONE = { width: 375, height: 760 };
const STAMP = Date.now();
const LONG_TEXT = `您好，我们正在招聘前端工程师（${STAMP}），岗位职责包括组件库建设、性能优化与跨端适配，欢迎投递简历并留下联系方式，我们会尽快安排面试。`;
const ORDER_TITLE = `高级前端工程师岗位推荐（${STAMP}）`;
let app: ConsoleApp;
let browser: Browser;
let portal: string;
let candidate: Page;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/** What runs off the right edge of the viewport, or scrolls sideways, inside the open conversation. */
async function overflowIn(page: Page): Promise<string[]> {
  return page.locator('[data-conversation-id]').evaluate((chat, width) => {
    const found: string[] = [];
    for (const element of chat.querySelectorAll<HTMLElement>('[data-message-id] *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(`${element.tagName.toLowerCase()} ends at ${Math.round(box.right)} px: ${element.textContent?.slice(0, 30)}`);
    }
    for (const scroller of chat.querySelectorAll<HTMLElement>('[data-virtuoso-scroller]')) {
      if (scroller.scrollWidth > scroller.clientWidth + 1) found.push(`the message list scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
    }
    return found;
  }, PHONE.width);
}

/** The full-screen modal with its bottom tab bar, the conversation list across the whole width. */
async function expectPhoneShell(chat: ChatModal) {
  const dialog = await boxOf(chat.dialog);
  expect(dialog).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  const tabs = chat.dialog.getByRole('tablist', { name: '聊天' });
  const bar = await boxOf(tabs);
  expect([near(bar.x, 0), near(bar.width, PHONE.width), near(bar.y + bar.height, PHONE.height), bar.height < 80]).toEqual([true, true, true, true]);
  const list = await boxOf(chat.conversations);
  expect([near(list.x, 0), near(list.width, PHONE.width)]).toEqual([true, true]);
}

beforeAll(async () => {
  portal = `http://127.0.0.1:${await freePort()}`;
  app = await startConsoleApp({ WIDGET_ALLOWED_ORIGINS: portal });
  browser = await launchChromium();
  // The recruiter's long message and an order card to the candidate, from a Node engine signed
  // in as the recruiter before any page of theirs is (one session per account).
  const [hrCredential, candidateCredential] = await Promise.all([chatCredentialOf(app.origin, 'demo_hr'), chatCredentialOf(app.origin, 'demo_c2')]);
  const hr = createLocalChat({ url: hrCredential.chatUrl, WebSocket: WebSocket as never });
  await hr.login({ userID: hrCredential.userID, userSig: hrCredential.userSig });
  const to = { to: candidateCredential.userID, conversationType: TYPES.CONV_C2C };
  await hr.sendMessage(hr.createTextMessage({ ...to, payload: { text: LONG_TEXT } }));
  const order = {
    businessID: 'order',
    title: ORDER_TITLE,
    description: '月薪 25-35K · 上海 · 五险一金 · 双休 · 年终奖金与股票期权',
    price: '面议',
    link: 'https://example.com/jobs/1',
  };
  await hr.sendMessage(hr.createCustomMessage({ ...to, payload: { data: JSON.stringify(order), description: '[岗位]', extension: '' } }));
  await hr.logout();
  candidate = await portalPage(browser, { portal, server: app.origin, token: await tokenOf(app.origin, 'demo_c2'), width: PHONE.width });
  await candidate.setViewportSize(PHONE);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the script-tag widget on a portal, 375 px', () => {
  it('fills the screen, with the tabs as a bottom bar and the conversation list across the width', async () => {
    await openChat(candidate, {});
    const chat = new ChatModal(candidate);
    await chat.waitOpen();
    await chat.conversations.getByRole('option').first().waitFor();
    await expectPhoneShell(chat);
    await shot(candidate, `${SHOTS}/portal-list-375.png`);
  });

  it('an open conversation takes the whole screen under the modal header; its messages and cards fit the width', async () => {
    const chat = new ChatModal(candidate);
    await chat.conversations.getByRole('option').first().click();
    await chat.message(ORDER_TITLE).waitFor();
    await chat.message(LONG_TEXT).waitFor();
    // The chat has the height the tab bar had: no bar under the composer.
    await expect(chat.dialog.getByRole('tablist', { name: '聊天' }).count()).resolves.toBe(0);
    const window = await boxOf(candidate.locator('[data-conversation-id]'));
    expect([near(window.x, 0), near(window.width, PHONE.width), near(window.y + window.height, PHONE.height)]).toEqual([true, true, true]);
    expect(await overflowIn(candidate)).toEqual([]);
    await shot(candidate, `${SHOTS}/portal-chat-375.png`);
  });

  it('back to the list, the bottom bar switches to the contacts, which take the whole width too', async () => {
    const chat = new ChatModal(candidate);
    await candidate.getByRole('button', { name: '返回' }).click();
    const tabs = chat.dialog.getByRole('tablist', { name: '聊天' });
    await tabs.getByRole('tab', { name: '通讯录' }).click();
    const contacts = chat.dialog.getByRole('tabpanel', { name: '通讯录' });
    await contacts.getByText('我的好友').first().waitFor();
    const panel = await boxOf(contacts);
    const bar = await boxOf(tabs);
    expect([near(panel.x, 0), near(panel.width, PHONE.width), near(panel.y + panel.height, bar.y)]).toEqual([true, true, true]);
    await shot(candidate, `${SHOTS}/portal-contacts-375.png`);
  });
});

describe("the console's chat modal, 375 px", () => {
  it('fills the screen with the same bottom tab bar; the open chat fits the width', async () => {
    const { page, layout } = await signedIn(app, 'demo_hr');
    await layout.menuItem('消息').click();
    const chat = new ChatModal(page);
    await chat.waitOpen();
    // The conversation's row reads its last message, the card's description.
    await chat.openConversation('[岗位]');
    await chat.message(ORDER_TITLE).waitFor();
    await page.setViewportSize(PHONE);
    // Narrowed with the chat open: it keeps the screen; back shows the list and the bar.
    await chat.message(LONG_TEXT).waitFor();
    await expect(boxOf(chat.dialog)).resolves.toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await overflowIn(page)).toEqual([]);
    await shot(page, `${SHOTS}/console-chat-375.png`);
    await page.getByRole('button', { name: '返回' }).click();
    await expectPhoneShell(chat);
    await shot(page, `${SHOTS}/console-list-375.png`);
  });
});
