/**
 * @jest-environment node
 */
// Portals on other origins (WIDGET_ALLOWED_ORIGINS) may call the API the widget uses and open the
// chat WebSocket; no other origin may, and the allowed origin is echoed, never `*`.
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

const PORTAL = 'http://127.0.0.1:8081';
const OTHER = 'https://evil.example';

let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer({ WIDGET_ALLOWED_ORIGINS: `${PORTAL}, https://jobs.example.com` });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => server?.close());

const preflight = (url: string, from: string) =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin: from, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });

describe('the API', () => {
  it.each(['/front/v1/im/user-sig', '/front/v1/chat', '/front/v1/common/file/getPetUrl/1'])(
    'answers the preflight of %s from an allowed portal',
    async (url) => {
      const res = await preflight(url, PORTAL);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/);
      expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
      expect(String(res.headers.vary)).toMatch(/Origin/i);
    },
  );

  it('lets an allowed portal read the answer of a signed call', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/front/v1/im/user-sig',
      headers: { origin: PORTAL, authorization: `Bearer ${await tokenFor(server.app, 'demo_hr')}` },
    });
    expect(res.json().code).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('gives any other origin no CORS header, so its browser keeps the answer from the page', async () => {
    for (const res of [
      await preflight('/front/v1/im/user-sig', OTHER),
      await server.app.inject({
        method: 'POST',
        url: '/front/v1/im/user-sig',
        headers: { origin: OTHER, authorization: `Bearer ${await tokenFor(server.app, 'demo_hr')}` },
      }),
      await server.app.inject({ method: 'GET', url: '/front/v1/common/dict-data?dictType=sex', headers: { origin: 'null' } }),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('the chat WebSocket', () => {
  /** 'open', or the HTTP status the upgrade was refused with. */
  const connect = (headers: Record<string, string>) =>
    new Promise<string | number>((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/chat`, { headers });
      socket.once('open', () => {
        socket.close();
        resolve('open');
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });

  it("opens for the server's own pages, allowed portals and clients that send no Origin", async () => {
    expect(await connect({ origin })).toBe('open');
    expect(await connect({ origin: PORTAL })).toBe('open');
    expect(await connect({})).toBe('open');
  });

  it('refuses a page of any other origin with 403', async () => {
    expect(await connect({ origin: OTHER })).toBe(403);
    expect(await connect({ origin: 'http://127.0.0.1:1' })).toBe(403);
  });
});

it('takes exact origins only: no `*`, no paths', () => {
  for (const value of ['*', 'https://a.example/path', 'portal.example', "https://a.example'"]) {
    expect(() => loadConfig({ WIDGET_ALLOWED_ORIGINS: value })).toThrow(/WIDGET_ALLOWED_ORIGINS/);
  }
  expect(loadConfig({}).widgetAllowedOrigins).toEqual([]);
});
