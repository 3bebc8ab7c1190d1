// A voice message recorded in the browser converts to text through the deployment's speech
// setting (issue 31): in Chromium with its fake microphone the candidate records and sends one;
// 转文字 from its menu sends the recorded WebM to the speech service (CHAT_SPEECH_URL, a stub
// here that answers as a Whisper-style service does) and shows the text under the bubble.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { chatCredentialOf } from './models/api';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { startLiveServer, type LiveServer } from '../contract/live-server';
import { eventually } from './models/eventually';
import { widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const TEXT = '您好，我下午三点以后都有空';
const heard: string[] = [];
let speech: Server;
let live: LiveServer;
let browser: Browser;

beforeAll(async () => {
  speech = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      heard.push(Buffer.concat(chunks).toString('latin1'));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ text: TEXT }));
    });
  });
  await new Promise<void>((resolve) => speech.listen(0, '127.0.0.1', resolve));
  const port = (speech.address() as AddressInfo).port;
  [live, browser] = await Promise.all([startLiveServer({ CHAT_SPEECH_URL: `http://127.0.0.1:${port}/v1/audio/transcriptions` }), launchChromium()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await live?.close();
  speech?.close();
});

it('a recorded voice message converts to text through the speech setting', async () => {
  const page = await widgetInContext(browser, live.origin, await tokenFor(live.server.app, 'demo_c12'));
  const hr = (await chatCredentialOf(live.origin, 'demo_hr')).userID;
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${hr}' })`);
  await page.getByRole('button', { name: '录制语音' }).click();
  await eventually(() => page.getByRole('timer', { name: '正在录音' }).textContent(), '● 0:01');
  await page.getByRole('button', { name: '发送语音' }).click();
  const voice = page.locator('[data-message-id]').filter({ has: page.locator('button[aria-pressed]') });
  await voice.waitFor();
  // Sent: neither its upload's progress nor the spinner that follows it while the server has not
  // answered (the menu offers 转文字 on a sent message only).
  await eventually(async () => (await voice.getByRole('progressbar').count()) + (await voice.getByRole('status', { name: '发送中' }).count()), 0);
  await voice.locator('button[aria-pressed]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '转文字' }).click();
  await voice.getByText(TEXT).waitFor();
  expect(heard).toHaveLength(1);
  // The recording itself went to the service, as a WebM file.
  expect(heard[0]).toMatch(/name="file"; filename="[^"]+"/);
  expect(heard[0]).toContain('webm');
  await page.context().close();
}, 60_000);
