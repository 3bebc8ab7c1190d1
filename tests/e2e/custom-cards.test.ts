// The custom cards in Chromium as a recruiter meets them (issue 16 item 14; docs/chat.md §3),
// sent by a candidate's Node engine: an evaluation's score as stars (named 4 星 for screen
// readers), the FAQ card's link words (also as Tencent's kit sends it, fields in extension),
// the order card's picture (and its place kept when it does not load), and an unknown card's
// description.
import type { Browser, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { eventually } from './models/eventually';
import { WidgetMessages } from './models/widget-messages';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'custom-cards';
const HOST_PAGE = { 'document-title': 'the test host page has no <title>', 'html-has-lang': 'the test host page has no lang' };
const { live, engines } = liveEngines('demo_hr', 'demo_c5');
/** Served by the test (the page may load it; nothing leaves the machine). */
const PICTURE = 'https://shop.example/vip.svg';
const MISSING = 'https://shop.example/gone.png';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="67" height="67"><rect width="67" height="67" fill="#e4393c"/></svg>';
const FAQ = {
  title: '常见问题',
  hyperlinks_text: { key: '查看全部问题', value: 'https://help.example/faq' },
  item: [
    { key: '如何修改简历？', value: 'https://help.example/resume' },
    { key: '面试地点', value: '公司前台' },
  ],
  description: '其他问题请联系客服',
};
let browser: Browser;
let page: Page;
let messages: WidgetMessages;

/** The candidate's Node engine sends the recruiter a custom message. */
async function candidateSends(payload: { data: string; description?: string; extension?: string }) {
  const { chat } = engines.demo_c5;
  const message = chat.createCustomMessage({
    to: engines.demo_hr.userID,
    conversationType: TYPES.CONV_C2C,
    payload: { description: '', extension: '', ...payload },
  });
  await chat.sendMessage(message);
}
const card = (data: Record<string, unknown>, description = '') => candidateSends({ data: JSON.stringify(data), description });

beforeAll(async () => {
  await card({ businessID: 'evaluation', version: 1, score: 4, comment: '沟通很顺畅' });
  await card({ businessID: 'consultion', ...FAQ });
  // As Tencent's customer-service kit sends it: the business ID in data, the fields in extension.
  await candidateSends({ data: 'consultion', extension: JSON.stringify({ ...FAQ, title: '入职须知' }) });
  await card({ businessID: 'order', title: '高级会员', description: '招聘套餐一年', price: '¥999', imageUrl: PICTURE, link: 'https://shop.example/o/1' });
  await card({ businessID: 'order', title: '旧订单', description: '图片已失效', price: '¥1', imageUrl: MISSING });
  await card({ businessID: 'job_share' }, '[职位分享] 前端工程师');
  await card({ businessID: 'job_share' });
  // Read: the chat opens at its newest message (unread, it would open at the first unread one).
  await engines.demo_hr.chat.setMessageRead({ conversationID: `C2C${engines.demo_c5.userID}` });
  browser = await launchChromium();
  page = await widgetPage(browser, live().origin, await tokenFor(live().server.app, 'demo_hr'));
  await page.route('https://shop.example/**', (route) =>
    route.request().url() === PICTURE ? route.fulfill({ contentType: 'image/svg+xml', body: SVG }) : route.fulfill({ status: 404, body: '' }),
  );
  await page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(`C2C${engines.demo_c5.userID}`)} })`);
  await row('[自定义消息]').waitFor();
  messages = new WidgetMessages(page);
  // Opened at the newest message, the cards drawn in place.
  await eventually(() => messages.scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight <= 2), true);
  await shot(page, `${SHOTS}/cards-open-1280.png`);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** Down to the newest, then up a step at a time (history loads on the way) until it shows. */
async function reveal(text: string): Promise<void> {
  await messages.scroller.evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
  // The jump settled: the newest row is drawn and the list sits at its bottom.
  await row('[自定义消息]').waitFor();
  await eventually(() => messages.scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight <= 2), true);
  await messages.scrollUpTo(text);
}
const row = (text: string) => page.locator('[data-message-id]').filter({ has: page.getByText(text, { exact: true }) });

it('an evaluation shows its score as four of five stars, named 4 星', async () => {
  await reveal('对本次服务评价');
  const stars = row('对本次服务评价').getByRole('img', { name: '4 星' });
  expect(await stars.textContent()).toBe('★★★★★');
  expect(await row('对本次服务评价').textContent()).toContain('沟通很顺畅');
  // The fifth star is drawn unlit.
  const colours = await stars.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.querySelector('span')!).color]);
  expect(colours[0]).not.toBe(colours[1]);
});

it("the FAQ card links its words: hyperlinks_text and an item whose value is a link; Tencent's kit format too", async () => {
  for (const title of ['常见问题', '入职须知']) {
    await reveal(title);
    const faq = row(title);
    expect(await faq.getByRole('link', { name: '查看全部问题' }).getAttribute('href')).toBe('https://help.example/faq');
    expect(await faq.getByRole('link', { name: '如何修改简历？' }).getAttribute('href')).toBe('https://help.example/resume');
    expect(await faq.getByText('面试地点 公司前台').count()).toBe(1);
  }
});

it('the order card shows its picture, and keeps its place when the picture does not load', async () => {
  await reveal('高级会员');
  const picture = row('高级会员').locator('[data-business-id="order"] img');
  const read = () =>
    picture
      .evaluate((img: HTMLImageElement) => [img.getAttribute('src'), img.naturalWidth, img.clientWidth, img.clientHeight], undefined, { timeout: 1000 })
      .catch(() => null);
  await eventually(read, [PICTURE, 67, 67, 67]);
  expect(await row('高级会员').textContent()).toContain('价格：¥999');
  await reveal('旧订单');
  const missing = row('旧订单').getByTestId('order-image-missing');
  await missing.waitFor();
  await eventually(() => missing.evaluate((el: HTMLElement) => [el.offsetWidth, el.offsetHeight], undefined, { timeout: 1000 }).catch(() => null), [67, 67]);
});

it('an unknown card shows its description, else [自定义消息]', async () => {
  await reveal('[职位分享] 前端工程师');
  expect(await row('[自定义消息]').count()).toBe(1);
  await shot(page, `${SHOTS}/cards-1280.png`);
  expect(describeViolations(await seriousViolations(page, HOST_PAGE))).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await reveal('对本次服务评价');
  await shot(page, `${SHOTS}/cards-375-top.png`);
  await reveal('高级会员');
  await shot(page, `${SHOTS}/cards-375-order.png`);
  await row('[自定义消息]').scrollIntoViewIfNeeded();
  await shot(page, `${SHOTS}/cards-375-bottom.png`);
});
