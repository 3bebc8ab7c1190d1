// The example host app as its user meets it: Vite's production build of the app (the widget
// installed as a package), served by `vite preview` with the app's own proxy in front of the real
// built server, in Debian's Chromium: signing in, the host's 打开聊天 and 关闭聊天 buttons, the
// widget's conversation list, the host's interview form in the widget, and the event log.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, kill, spawnServer } from '@employment-cloud/test-support/server/server-process';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const viteApi = join(__dirname, 'test', 'vite-api.mjs');
/** Given to the build to prove that nothing from the build's environment but VITE_ variables the code reads reaches the bundle. */
const SECRET_MARKER = 'secret-key-that-must-not-reach-the-bundle';

let work: string;
let outDir: string;
let apiBase: string;
let server: ChildProcess | undefined;
let previewServer: ChildProcess | undefined;
let previewUrl: string;
let browser: Browser | undefined;

/** Runs `vite preview` on the build and resolves with its URL once it listens. */
async function startPreview(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [viteApi, 'preview', outDir, String(port)], {
    cwd: __dirname,
    env: { PATH: process.env.PATH, VITE_API_BASE: apiBase },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const late = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`vite preview did not start within 60 s: ${out}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\S+)/.exec(out);
      if (ready) {
        clearTimeout(late);
        resolve(ready[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(late);
      reject(new Error(`vite preview exited with ${code}: ${out}`));
    });
  });
  return { child, url };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ec-react-app-'));
  outDir = join(work, 'dist');
  const [serverPort, previewPort] = await Promise.all([freePort(), freePort()]);
  apiBase = `http://127.0.0.1:${serverPort}`;
  const built = spawnSync(process.execPath, [viteApi, 'build', outDir], {
    cwd: __dirname,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, VITE_API_BASE: apiBase, USERSIG_SECRET_KEY: SECRET_MARKER, VITE_SECRET_MARKER: SECRET_MARKER },
  });
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  server = await spawnServer(serverPort, join(work, 'data'));
  const started = await startPreview(previewPort);
  previewServer = started.child;
  previewUrl = started.url;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (previewServer) await kill(previewServer);
  if (server) await kill(server);
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the production build', () => {
  const bundle = () =>
    readdirSync(join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
      .join('\n');

  it('has an index.html that loads a JS bundle', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('holds the widget, from the package', () => {
    const js = bundle();
    // The widget's credential call and its conversation list's accessible name.
    expect(js).toContain('front/v1/im/user-sig');
    expect(js).toContain('会话列表');
  });

  it('holds no API address, no secret and no signer', () => {
    const js = bundle();
    // The API is reached through the proxy on the page's origin: its address stays in vite.config.ts.
    expect(js).not.toContain(apiBase);
    expect(js).not.toContain(`:${new URL(apiBase).port}`);
    expect(js).not.toContain(SECRET_MARKER);
    // The start of the text a UserSig signs (packages/usersig sig-document.ts): the signer is not bundled.
    expect(js).not.toContain('TLS.identifier:');
  });
});

describe('in Chromium, against the real server', () => {
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    page = await browser!.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  it('signs in as demo_hr (a wrong password is refused), the demo account only as placeholders', async () => {
    await page.goto(previewUrl);
    const username = page.getByLabel('用户名');
    expect(await username.inputValue()).toBe('');
    expect(await username.getAttribute('placeholder')).toBe('demo_hr');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await username.fill('demo_hr');
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/^登录失败：/);
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('button', { name: '打开聊天' }).waitFor();
  });

  it('打开聊天 opens the widget with its conversation list and logs open-chat', async () => {
    await page.getByRole('button', { name: '打开聊天' }).click();
    const dialog = page.getByRole('dialog', { name: '聊天' });
    const conversations = dialog.getByRole('listbox', { name: '会话列表' });
    // The demo data gives demo_hr conversations: they load over the proxied WebSocket.
    await conversations.getByRole('option').first().waitFor();
    expect(await conversations.getByRole('option').count()).toBeGreaterThan(0);
    // The open modal hides the page from assistive technology (aria-hidden), the log included.
    const log = page.getByRole('log', { name: '事件日志', includeHidden: true });
    expect(await log.locator('li').first().textContent()).toContain('open-chat');
    await page.screenshot({ path: 'test-results/react-app-open.png' });
    // The host's strip inside the widget's modal too, colour contrast included.
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  it("sends an interview invitation through the host's form and logs interview-sent", async () => {
    const dialog = page.getByRole('dialog', { name: '聊天' });
    await dialog.getByRole('listbox', { name: '会话列表' }).getByRole('option').filter({ hasText: '小宇' }).click();
    await dialog.getByRole('toolbar').getByRole('button', { name: '邀请面试' }).click();
    const invite = page.getByRole('dialog', { name: '邀请面试' });
    await invite.getByLabel('岗位').locator('option').first().waitFor({ state: 'attached' });
    await invite.getByLabel('联系电话').fill('13800000000');
    await invite.getByRole('button', { name: '发送邀请' }).click();
    await invite.waitFor({ state: 'hidden' });
    const log = page.getByRole('log', { name: '事件日志', includeHidden: true });
    const last = await log.locator('li').first().textContent();
    expect(last).toContain('interview-sent');
    // The payload is the interview the server created, for that candidate.
    expect(last).toMatch(/"id":\d+/);
    expect(last).toContain('"candidateName"');
    await page.screenshot({ path: 'test-results/react-app-interview.png' });
  });

  it("the host's 关闭聊天 in the modal closes it and logs close-chat", async () => {
    const dialog = page.getByRole('dialog', { name: '聊天' });
    await dialog.getByRole('toolbar', { name: '宿主页面' }).getByRole('button', { name: '关闭聊天' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const log = page.getByRole('log', { name: '事件日志' });
    expect(await log.locator('li').first().textContent()).toContain('close-chat');
    expect(await log.locator('li').nth(1).textContent()).toContain('interview-sent');
    expect(await log.locator('li').nth(2).textContent()).toContain('open-chat');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
