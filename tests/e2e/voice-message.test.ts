// Voice messages recorded in the browser, in Chromium with its fake microphone (issue 31): the
// candidate presses 🎤 语音, a timer runs, 发送语音 sends a sound message (uploaded like any
// media) that both people see with its length; 取消 sends nothing. On the recruiter's side the
// voice messages play one at a time: starting one stops the other.
import type { Browser, Page } from 'playwright-core';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { shot } from './models/screenshots';
import { WidgetMessages } from './models/widget-messages';
import { PHONE, widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const SHOTS = 'voice-message';
const { live, engines } = liveEngines('demo_hr', 'demo_c11');
let browser: Browser;

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);
/** The audio bubbles (their play buttons carry aria-pressed) of the open conversation. */
const voices = (page: Page) => page.locator('[data-message-id] button[aria-pressed]');

/** Records about a second and a half of the fake microphone and sends it. */
async function recordAndSend(page: Page) {
  await page.getByRole('button', { name: '录制语音' }).click();
  const timer = page.getByRole('timer', { name: '正在录音' });
  await eventually(() => timer.textContent(), '● 0:01');
  await page.getByRole('button', { name: '发送语音' }).click();
}

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('a candidate records and sends voice messages; 取消 sends nothing; they play one at a time', async () => {
  const candidate = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c11'), PHONE);
  await open(candidate, `C2C${engines.demo_hr.userID}`);
  await new WidgetMessages(candidate).input.waitFor();

  // Cancelled: nothing goes.
  await candidate.getByRole('button', { name: '录制语音' }).tap();
  await eventually(() => candidate.getByRole('timer', { name: '正在录音' }).textContent(), '● 0:01');
  await shot(candidate, `${SHOTS}/candidate-recording-375.png`);
  await candidate.getByRole('button', { name: '取消' }).tap();
  await candidate.getByRole('button', { name: '录制语音' }).waitFor();
  expect(await voices(candidate).count()).toBe(0);

  await recordAndSend(candidate);
  await eventually(() => voices(candidate).count(), 1);
  await recordAndSend(candidate);
  await eventually(() => voices(candidate).count(), 2);
  // Sent (no progress bar left, nor the spinner while the server has not answered), each at least
  // a second long.
  await eventually(async () => (await candidate.getByRole('progressbar').count()) + (await candidate.getByRole('status', { name: '发送中' }).count()), 0);
  expect(await voices(candidate).first().textContent()).toMatch(/[12]″/);
  await shot(candidate, `${SHOTS}/candidate-sent-375.png`);
  await candidate.context().close();

  const hr = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_hr'));
  await open(hr, `C2C${engines.demo_c11.userID}`);
  await eventually(() => voices(hr).count(), 2);
  const [first, second] = [voices(hr).nth(0), voices(hr).nth(1)];
  await first.click();
  await eventually(() => first.getAttribute('aria-pressed'), 'true');
  await second.click();
  await eventually(async () => [await first.getAttribute('aria-pressed'), await second.getAttribute('aria-pressed')], ['false', 'true']);
  // The recording really plays: the page's audio element advances.
  await shot(hr, `${SHOTS}/hr-playing-1280.png`);
  await second.click();
  await eventually(() => second.getAttribute('aria-pressed'), 'false');
}, 90_000);
