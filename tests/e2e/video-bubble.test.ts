// The video bubble in Chromium (issue 31, the widget README): a 16:9 video sent by the recruiter
// shows at its own proportions within the 300 px box (on a phone, the chat's width minus 172),
// on both sides, not as a 300 × 300 box with bands; while it uploads, the sender's own file shows.
import type { Browser, Page } from 'playwright-core';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { shot } from './models/screenshots';
import { WidgetMessages } from './models/widget-messages';
import { PHONE, widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const SHOTS = 'video-bubble';
const { live, engines } = liveEngines('demo_hr', 'demo_c7');
let browser: Browser;

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);

/** A real 640 × 360 WebM, recorded from a canvas in the page. */
function recordVideo(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 20; frame += 1) {
      context.fillStyle = `hsl(${frame * 18}, 70%, 50%)`;
      context.fillRect(0, 0, 640, 360);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
}

/** How long a player may take to read its video's metadata. */
const METADATA_MS = 20_000;

/** The size of the newest video bubble's player, rounded. */
const playerSize = (page: Page) =>
  page
    .locator('[data-message-id] video')
    .last()
    .evaluate((video) => {
      const box = video.getBoundingClientRect();
      return { width: Math.round(box.width), height: Math.round(box.height) };
    });

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('a 16:9 video shows at 300 × 169 for both people at 1280 px, and within the chat minus 172 on a phone', async () => {
  const hrPage = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_hr'));
  await open(hrPage, `C2C${engines.demo_c7.userID}`);
  await new WidgetMessages(hrPage).input.waitFor();
  const video = Buffer.from(await recordVideo(hrPage), 'base64');
  const chooser = hrPage.waitForEvent('filechooser');
  await hrPage.getByTestId('composer').getByRole('button', { name: '视频', exact: true }).click();
  await (await chooser).setFiles({ name: '办公环境.webm', mimeType: 'video/webm', buffer: video });
  // The player takes its size from the video's metadata: first from the file being uploaded, then
  // from the server's copy when the upload ends (the source changes, and the size with it until
  // that copy's metadata is in). On a loaded machine that took more than 10 s once (ci79).
  await eventually(() => playerSize(hrPage), { width: 300, height: 169 }, METADATA_MS);
  await shot(hrPage, `${SHOTS}/hr-1280.png`);

  const candidatePage = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c7'));
  await open(candidatePage, `C2C${engines.demo_hr.userID}`);
  await eventually(() => playerSize(candidatePage).catch(() => null), { width: 300, height: 169 }, METADATA_MS);
  await shot(candidatePage, `${SHOTS}/candidate-1280.png`);

  const phone = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c7'), PHONE);
  await open(phone, `C2C${engines.demo_hr.userID}`);
  // The chat is the phone's width: at most 375 - 172 = 203 px wide.
  await eventually(() => playerSize(phone).catch(() => null), { width: 203, height: 114 }, METADATA_MS);
  await shot(phone, `${SHOTS}/candidate-375.png`);
}, 90_000);
