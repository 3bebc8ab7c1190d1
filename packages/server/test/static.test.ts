/**
 * @jest-environment node
 */
// Static roots: the widget's script tag (a loader and the module graph it adds) is served to
// pages of any origin, since browsers fetch module scripts with CORS; nothing else is.
import { existsSync } from 'node:fs';
import { startTestServer, type TestServer } from './harness';

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
    for (const url of ['/enterprise_web/', '/enterprise_web', '/enterprise_web/zhiwei/index', '/enterprise_web/help/apply?x=1', '/enterprise_web/no/such/page']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, expect.stringMatching(/text\/html/)]);
      expect(res.body).toBe(index.body);
    }
  });

  it('still answers 404 for a missing file and leaves the API alone', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/enterprise_web/assets/missing.js' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/front/v1/no-such-route' })).statusCode).toBe(404);
  });
});
