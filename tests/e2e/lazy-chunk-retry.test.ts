// A lazy chunk that fails to load (issue 16, defect 2): in the script-tag embed, the first request
// of the search panel's chunk is aborted (a flaky network, a redeploy). The panel's place shows a
// notice with retry and reload, the chat stays usable (a message still goes out), and retry
// imports the chunk again and shows the panel.
import type { Browser, Page } from 'playwright-core';
import { EVENT, TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines, nextEvent } from '../contract/live-server';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const { live, engines } = liveEngines('demo_c1');
let browser: Browser;
let page: Page;
const requests: string[] = [];

beforeAll(async () => {
  const { chat } = engines.demo_c1;
  const token = await tokenFor(live().server.app, 'demo_hr');
  const hrUserID = (
    await live().server.app.inject({
      method: 'POST',
      url: '/front/v1/im/user-sig',
      headers: { authorization: `Bearer ${token}`, host: new URL(live().origin).host },
    })
  ).json().data.userID;
  await chat.sendMessage(chat.createTextMessage({ to: hrUserID, conversationType: TYPES.CONV_C2C, payload: { text: '您好，想了解岗位' } }));
  browser = await launchChromium();
  page = await widgetPage(browser, live().origin, token);
  page.setDefaultTimeout(10_000); // below jest's time-out: a step that never happens says which
  // The search panel's chunk (the script tag's chunks are under /widget/module/): the first request fails.
  await page.route('**/widget/module/search-session-*.js', (route) => {
    requests.push(route.request().url());
    return requests.length === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${engines.demo_c1.userID}' })`);
  await page.getByText('您好，想了解岗位').last().waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a lazy panel whose chunk failed to load', () => {
  it("shows a notice with retry and reload in the panel's place", async () => {
    await page.getByRole('searchbox', { name: '搜索' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '这部分没有加载成功' });
    await notice.waitFor();
    expect(requests).toHaveLength(1);
    await expect(notice.getByRole('button', { name: '刷新页面' }).isVisible()).resolves.toBe(true);
    await shot(page, 'lazy-chunk-failed-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'lazy-chunk-failed-375.png');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('leaves the rest of the chat usable: a message still goes out', async () => {
    const received = nextEvent<{ payload?: { text?: string } }[]>(engines.demo_c1.chat, EVENT.MESSAGE_RECEIVED, (messages) =>
      messages.some((m) => m.payload?.text === '收到，稍后联系您'),
    );
    await page.getByRole('textbox', { name: '请输入消息' }).fill('收到，稍后联系您');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(received).resolves.toBeTruthy();
  });

  it('retry imports the chunk again and shows the panel', async () => {
    // At 375 px the open conversation took the list's place: the search box opens the search again, still failed.
    await page.getByRole('searchbox', { name: '搜索' }).click();
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('tablist', { name: '消息类型' }).waitFor();
    expect(requests).toHaveLength(2);
    await expect(page.getByRole('alert').filter({ hasText: '这部分没有加载成功' }).count()).resolves.toBe(0);
  });
});
