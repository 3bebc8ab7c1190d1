/**
 * @jest-environment node
 */
// Static roots: the widget's script tag (a loader and the module graph it adds) is served to
// pages of any origin, since browsers fetch module scripts with CORS; nothing else is.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const widget = server.config.staticRoots.find((root) => root.prefix === '/widget/')!;
  if (!existsSync(`${widget.dir}/module/employment-chat.js`)) throw new Error('packages/chat-widget is not built: run `npm run build` first');
}, 60_000);
afterAll(() => server?.close());

it('serves the loader and its module graph with access-control-allow-origin: *', async () => {
  for (const url of ['/widget/employment-chat.js', '/widget/module/employment-chat.js']) {
    const res = await server.app.inject({ method: 'GET', url, headers: { origin: 'https://portal.example.test' } });
    expect([url, res.statusCode, res.headers['access-control-allow-origin']]).toEqual([url, 200, '*']);
    expect(res.headers['content-type']).toMatch(/javascript/);
  }
});

it('serves no folder of the example portal: it runs on its own origin (examples/candidate-portal/serve.mjs)', async () => {
  expect(server.config.staticRoots.map((root) => root.prefix)).toEqual(['/enterprise_web/', '/widget/']);
  for (const url of ['/portal/package.json', '/portal/serve.mjs', '/portal/index.html']) {
    const res = await server.app.inject({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 404]);
  }
});

it('adds no CORS header to the API', async () => {
  const res = await server.app.inject({ method: 'GET', url: '/front/v1/dict/list', headers: { origin: 'https://portal.example.test' } });
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

describe('the console (a single-page app under /enterprise_web/)', () => {
  beforeAll(() => {
    const console = server.config.staticRoots.find((root) => root.prefix === '/enterprise_web/')!;
    if (!existsSync(`${console.dir}/index.html`)) throw new Error('packages/console is not built: run `npm run build` first');
  });

  it('answers deep links with index.html, query kept', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/enterprise_web/index.html' });
    expect(index.statusCode).toBe(200);
    for (const url of [
      '/enterprise_web/',
      '/enterprise_web',
      '/enterprise_web/zhiwei/index',
      '/enterprise_web/help/apply?x=1',
      '/enterprise_web/no/such/page',
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, expect.stringMatching(/text\/html/)]);
      expect(res.body).toBe(index.body);
    }
  });

  it('has a favicon, linked from index.html by its content-hashed name', async () => {
    const index = await server.app.inject({ method: 'GET', url: '/enterprise_web/index.html' });
    const href = /<link rel="icon" type="image\/svg\+xml" href="(\/enterprise_web\/assets\/favicon-[\w-]{8}\.svg)" \/>/.exec(index.body)?.[1];
    expect(href).toBeDefined();
    const icon = await server.app.inject({ method: 'GET', url: href! });
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
  });

  it('still answers 404 for a missing file and leaves the API alone', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/enterprise_web/assets/missing.js' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/front/v1/no-such-route' })).statusCode).toBe(404);
  });
});

describe('a page navigation while the console is being deployed (index.html missing)', () => {
  const navigate = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };
  let dir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ec-deploying-'));
    app = await buildApp({ config: { ...server.config, staticRoots: [{ prefix: '/enterprise_web/', dir, spaFallback: true }] }, db: server.database.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the browser a page that retries shortly, never the JSON envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/enterprise_web/zhiwei/index', headers: navigate });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toContain('系统正在更新，请稍候，页面将自动刷新');
    expect(res.body).toContain('http-equiv="refresh"');
  });

  it('answers a navigation to an unknown path outside the apps with an HTML 404, and scripts with JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/no/such/page', headers: { ...navigate, 'accept-language': 'en-US' } });
    expect([page.statusCode, page.headers['content-type']]).toEqual([404, expect.stringMatching(/^text\/html/)]);
    expect(page.body).toContain('Page not found');
    const call = await app.inject({ method: 'GET', url: '/front/v1/no-such-route', headers: { accept: 'application/json' } });
    expect([call.statusCode, call.json().code]).toEqual([404, 404]);
    const chunk = await app.inject({ method: 'GET', url: '/enterprise_web/assets/old-chunk.js', headers: { accept: '*/*', 'sec-fetch-mode': 'cors' } });
    expect([chunk.statusCode, chunk.headers['content-type']]).toEqual([404, expect.stringMatching(/json/)]);
  });
});
