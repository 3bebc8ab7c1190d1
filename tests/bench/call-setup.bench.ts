// A video call's set-up between two browsers (issue 21), in headless Chromium with a fake camera
// and microphone: the built script-tag widget on two pages of the real server (a recruiter and a
// candidate, each in a context of their own). The recruiter presses 视频通话; the bench times how
// long the candidate's screen takes to ring, then from 接听 until both RTCPeerConnections are
// 'connected' and until both sides have decoded a remote frame, then hangs up. The first call
// also loads the call chunk on both pages; it is reported apart.
import { chromium, type Page } from 'playwright-core';
import { startBuiltServer } from './built-server';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=LocalNetworkAccessChecks',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
const RUNS = 5;

async function api<T>(origin: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${origin}/${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

async function tokenOf(origin: string, username: string): Promise<{ token: string; userID: string }> {
  const scope = username.startsWith('demo_c') ? 'user' : 'company';
  const { token } = await api<{ token: string }>(origin, `front/v1/common/mockLogin?username=${username}&scope=${scope}`);
  const { userID } = await api<{ userID: string }>(origin, 'front/v1/im/user-sig', token);
  return { token, userID };
}

/** Waits, in the page, until `condition` (JavaScript over `call`, the call overlay or null) holds. */
function until(page: Page, condition: string, timeoutMs = 30_000): Promise<unknown> {
  return page.waitForFunction(
    `(() => { const call = document.querySelector('[data-employment-chat]')?.shadowRoot?.querySelector('[data-call-state]') ?? null; return ${condition}; })()`,
    undefined,
    { timeout: timeoutMs, polling: 'raf' },
  );
}

const CONNECTED = `!!call && [...call.querySelectorAll('[data-connection-state]')].some((t) => t.getAttribute('data-connection-state') === 'connected')`;
const FRAME = `!!call && [...call.querySelectorAll('[data-testid="call-remote-video"]')].some((v) => v.getVideoPlaybackQuality().totalVideoFrames > 0)`;

async function widgetPage(browser: import('playwright-core').Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const html = `<!doctype html><html><body><script src="${origin}/widget/employment-chat.js"></script>
    <script>EmploymentChat.init({ apiBase: ${JSON.stringify(origin)}, token: ${JSON.stringify(token)}, locale: 'zh-CN' });</script></body></html>`;
  await page.route(`${origin}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${origin}/bench.html`);
  await page.waitForFunction(() => (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open !== undefined);
  return page;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchCallSetup(): Promise<void> {
  const server = await startBuiltServer({ LOG_REQUESTS: '0' });
  const origin = server.url;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const [hr, candidate] = [await tokenOf(origin, 'demo_hr'), await tokenOf(origin, 'demo_c29')];
    const [caller, callee] = [await widgetPage(browser, origin, hr.token), await widgetPage(browser, origin, candidate.token)];
    await caller.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${candidate.userID}' })`);
    const videoButton = caller.locator('[role="toolbar"] button', { hasText: /^视频通话$/ });
    await videoButton.waitFor({ timeout: 30_000 });
    console.log('\na video call between two browsers (Chromium headless, fake camera and microphone, loopback; %s calls)', RUNS + 1);

    const runs: { ring: number; connected: number; frames: number }[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const start = Date.now();
      await videoButton.click();
      await until(callee, `call?.getAttribute('data-call-state') === 'ringing'`);
      const ring = Date.now() - start;
      const accepted = Date.now();
      await callee.locator('[data-call-state] button', { hasText: /^接听$/ }).click();
      await Promise.all([until(caller, CONNECTED), until(callee, CONNECTED)]);
      const connected = Date.now() - accepted;
      await Promise.all([until(caller, FRAME), until(callee, FRAME)]);
      const frames = Date.now() - accepted;
      if (run === 0)
        console.log(
          '  first call (loads the call chunk on both pages): rings after %s ms; connected %s ms and frames both ways %s ms after 接听',
          ring,
          connected,
          frames,
        );
      else runs.push({ ring, connected, frames });
      await caller.locator('[data-call-state] button', { hasText: /^挂断$/ }).click();
      await Promise.all([until(caller, 'call === null', 15_000), until(callee, 'call === null', 15_000)]);
    }
    console.log(
      '  then (median of %s): rings after %s ms; both connected %s ms and frames both ways %s ms after 接听',
      RUNS,
      median(runs.map((r) => r.ring)),
      median(runs.map((r) => r.connected)),
      median(runs.map((r) => r.frames)),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
