// Opening a conversation with 10,000 messages vs one with 50, in headless Chromium: the built
// script-tag widget on a page of the real server, time from `open()` to the first rendered
// bubble, and how many message nodes the DOM holds (virtualised: it must not grow with history).
import { chromium, type Page } from 'playwright-core';
import WebSocket from 'ws';
import { createLocalChat, TYPES, type ChatEngine } from '../../packages/chat-widget/src/engine';
import { startBuiltServer } from './built-server';

// The page is fulfilled by Playwright, which Chromium's local-network checks treat as public and so block its WebSocket to 127.0.0.1.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=LocalNetworkAccessChecks',
];
/** BENCH_QUICK=1: 500 instead of 10,000 (a quick check of the bench itself). */
const SIZES = (process.env.BENCH_QUICK ? [50, 500] : [50, 10_000]) as readonly number[];
const RUNS = 5;
const IN_FLIGHT = 50;
const SENDER_CONNECTIONS = 8;

async function api<T>(origin: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${origin}/${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

async function login(origin: string, username: string): Promise<{ token: string; chat: ChatEngine; userID: string }> {
  const scope = username.startsWith('demo_c') ? 'user' : 'company';
  const { token } = await api<{ token: string }>(origin, `front/v1/common/mockLogin?username=${username}&scope=${scope}`);
  const credential = await api<{ userID: string; userSig: string; chatUrl: string }>(origin, 'front/v1/im/user-sig', token);
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never, requestTimeout: 60_000 });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  return { token, chat, userID: credential.userID };
}

/**
 * `count` messages to `to`, spread over the sender's connections (a connection answers its
 * requests in order, so one connection would store one message at a time), IN_FLIGHT each.
 */
async function fill(senders: ChatEngine[], to: string, count: number): Promise<void> {
  let next = 0;
  const worker = async (from: ChatEngine) => {
    while (next < count) {
      const batch: Promise<unknown>[] = [];
      while (batch.length < IN_FLIGHT && next < count) {
        next += 1;
        batch.push(
          from.sendMessage(from.createTextMessage({ to, conversationType: TYPES.CONV_C2C, payload: { text: `第 ${next} 条消息：面试时间和地点请确认。` } })),
        );
      }
      await Promise.all(batch);
    }
  };
  await Promise.all(senders.map(worker));
}

/**
 * Milliseconds from open() to the first bubble in the widget's shadow root, and the bubbles then
 * rendered. Plain JavaScript in a string: tsx's function-name helper does not exist in the page.
 */
const OPEN_ONCE = `async (id) => {
  const shadow = () => document.querySelector('[data-employment-chat]')?.shadowRoot;
  const bubbles = () => shadow()?.querySelectorAll('[data-message-id]').length ?? 0;
  window.EmploymentChat.close();
  await new Promise((r) => setTimeout(r, 300));
  const start = performance.now();
  window.EmploymentChat.open({ conversationID: id });
  await new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('no bubble of ' + id + ' within 30 s')), 30000);
    const poll = () => (bubbles() > 0 ? (clearTimeout(deadline), resolve()) : requestAnimationFrame(poll));
    poll();
  });
  const ms = performance.now() - start;
  await new Promise((r) => setTimeout(r, 1000));
  return { ms, nodes: bubbles() };
}`;

async function openOnce(page: Page, conversationID: string): Promise<{ ms: number; nodes: number }> {
  return page.evaluate(`(${OPEN_ONCE})(${JSON.stringify(conversationID)})`) as Promise<{ ms: number; nodes: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchWidgetOpen(): Promise<void> {
  const server = await startBuiltServer({ CHAT_REQUESTS_PER_SECOND: '100000', CHAT_MULTI_INSTANCE: '1', LOG_REQUESTS: '0' });
  const origin = server.url;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const hr = await login(origin, 'demo_hr');
    const peers = [await login(origin, 'demo_c29'), await login(origin, 'demo_c30')];
    const filled = Date.now();
    for (const [i, size] of SIZES.entries()) {
      const extra = await Promise.all(Array.from({ length: SENDER_CONNECTIONS - 1 }, () => login(origin, i === 0 ? 'demo_c29' : 'demo_c30')));
      await fill([peers[i]!.chat, ...extra.map((e) => e.chat)], hr.userID, size);
      await Promise.all(extra.map((e) => e.chat.destroy()));
    }
    console.log(
      '\nopening a conversation in the script-tag widget (Chromium headless, %s runs each; %s messages stored in %s s)',
      RUNS,
      SIZES.reduce((a, b) => a + b, 0),
      ((Date.now() - filled) / 1000).toFixed(1),
    );
    for (const engine of [hr, ...peers]) await engine.chat.destroy();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const html = `<!doctype html><html><body><script src="${origin}/widget/employment-chat.js"></script>
      <script>EmploymentChat.init({ apiBase: ${JSON.stringify(origin)}, token: ${JSON.stringify(hr.token)}, locale: 'zh-CN' });</script></body></html>`;
    await page.route(`${origin}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${origin}/bench.html`);
    await page.waitForFunction(() => (window as unknown as { EmploymentChat?: { open?: unknown } }).EmploymentChat?.open !== undefined);

    const results: { size: number; median: number; nodes: number }[] = [];
    for (const [i, size] of SIZES.entries()) {
      const conversationID = `C2C${peers[i]!.userID}`;
      await openOnce(page, conversationID); // warm-up: the widget logs in on the first open
      const runs = [];
      for (let r = 0; r < RUNS; r += 1) runs.push(await openOnce(page, conversationID));
      const result = { size, median: median(runs.map((x) => x.ms)), nodes: Math.max(...runs.map((x) => x.nodes)) };
      results.push(result);
      console.log(
        '  %s messages: first bubble after %s ms (median), %s message nodes in the DOM',
        String(size).padStart(6),
        result.median.toFixed(0),
        result.nodes,
      );
    }
    const ratio = results[1]!.median / results[0]!.median;
    console.log(
      '  ratio %s / %s: %sx (goal <= 1.5); most message nodes: %s (goal <= 150)',
      SIZES[1],
      SIZES[0],
      ratio.toFixed(2),
      Math.max(...results.map((r) => r.nodes)),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
