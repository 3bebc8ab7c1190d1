// Cancelling an upload in Chromium (issue 31): a recruiter sends a large file over a slow
// connection (the upload throttled through the DevTools protocol), presses × on the uploading
// bubble: the request is aborted, the bubble goes, the server keeps nothing of the file and the
// candidate never gets the message. A candidate on a phone cancels a video the same way.
import type { Browser, Page } from 'playwright-core';
import { EVENT, type Message } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { storedUploads } from '@employment-cloud/test-support/server/stored-uploads';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { shot } from './models/screenshots';
import { WidgetMessages } from './models/widget-messages';
import { PHONE, widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const SHOTS = 'upload-cancel';
const { live, engines } = liveEngines('demo_hr', 'demo_c6');
let browser: Browser;
const received: Message[] = [];

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);

/** Uploads from the page crawl at 128 KB/s (downloads are not slowed). */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 128 * 1024 });
}

/** Sends `file` with the toolbar's input named `label`, and answers the uploading bubble's row. */
async function sendSlowly(page: Page, label: '文件' | '视频', file: { name: string; mimeType: string; buffer: Buffer }) {
  // The toolbar's buttons open the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('composer').getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
  const bar = page.getByRole('progressbar', { name: '上传中' });
  await bar.waitFor();
  return bar.locator('xpath=ancestor::*[@data-message-id][1]');
}

beforeAll(async () => {
  engines.demo_c6.chat.on(EVENT.MESSAGE_RECEIVED, ({ data }) => received.push(...data));
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('× on an uploading file stops it: the bubble goes, nothing is stored, the candidate gets nothing', async () => {
  const page = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_hr'));
  const hr = new WidgetMessages(page);
  await slowUploads(page);
  await open(page, `C2C${engines.demo_c6.userID}`);
  await hr.input.waitFor();
  const before = await storedUploads(live().server);

  const row = await sendSlowly(page, '文件', { name: '岗位说明书.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024, 0x25) });
  const progress = Number(await row.getByRole('progressbar').getAttribute('value'));
  expect(progress).toBeLessThan(1);
  await shot(page, `${SHOTS}/hr-uploading-1280.png`);
  await row.getByRole('button', { name: '取消上传' }).click();
  await eventually(() => page.locator('[data-message-id]').filter({ hasText: '岗位说明书.pdf' }).count(), 0);
  await eventually(() => storedUploads(live().server), before);
  expect(await page.getByRole('alert').count()).toBe(0); // no error toast for a cancel
  await shot(page, `${SHOTS}/hr-cancelled-1280.png`);

  // What the recruiter sends next is the first thing the candidate gets.
  await hr.send('文件稍后再发');
  // (Typing notices are custom messages, online only.)
  await eventually(async () => received.filter((m) => m.type !== 'TIMCustomElem').map((m) => m.type), ['TIMTextElem']);
  await page.context().close();
}, 60_000);

it('on a phone (375 px, touch) a candidate cancels a video the same way', async () => {
  const page = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c6'), PHONE);
  await slowUploads(page);
  await open(page, `C2C${engines.demo_hr.userID}`);
  await new WidgetMessages(page).input.waitFor();
  const before = await storedUploads(live().server);
  const row = await sendSlowly(page, '视频', { name: '自我介绍.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
  await shot(page, `${SHOTS}/candidate-uploading-375.png`);
  await row.getByRole('button', { name: '取消上传' }).tap();
  await eventually(() => row.count(), 0);
  await eventually(() => storedUploads(live().server), before);
  await shot(page, `${SHOTS}/candidate-cancelled-375.png`);
  await page.context().close();
}, 60_000);
