/**
 * @jest-environment node
 */
// Every answer carries nosniff, a referrer policy and a Content Security Policy: the strict page
// policy for the console's HTML, a closed one for scripts, API answers and uploads; uploads that
// are not images are attachments.
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CSP_FRAME_SRC: 'https://maps.example.test', CSP_CONNECT_SRC: 'wss://chat.example.test https://api.example.test' });
  for (const root of server.config.staticRoots) {
    if (!existsSync(root.dir)) throw new Error(`${root.dir} is not built: run \`npm run build\` first`);
  }
}, 60_000);
afterAll(() => server?.close());

/** The policy as a map of directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const get = (url: string) => server.app.inject({ method: 'GET', url });

function expectCommonHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe("the console's pages", () => {
  it.each(['/enterprise_web/', '/enterprise_web/login', '/enterprise_web/zhiwei/index'])(
    '%s: scripts from this origin only, no plugins, no <base>, never framed',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectCommonHeaders(res);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'blob:', 'https://maps.example.test']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'wss://chat.example.test', 'https://api.example.test']);
      for (const sources of csp.values()) expect(sources).not.toContain("'unsafe-eval'");
    },
  );

  it('keeps the page policy on a 304 to a revalidation (its headers replace the cached ones)', async () => {
    const first = await get('/enterprise_web/login');
    const again = await server.app.inject({
      method: 'GET',
      url: '/enterprise_web/login',
      headers: { 'if-none-match': String(first.headers.etag), 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(directives(again.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('has no inline script for the policy to block', async () => {
    const html = (await get('/enterprise_web/')).body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body!.trim()).toBe('');
    }
  });
});

it("serves the widget's scripts with the closed policy and CORS", async () => {
  for (const url of ['/widget/employment-chat.js', '/widget/module/employment-chat.js']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  }
});

it('answers the API, and its errors, with the headers too', async () => {
  for (const res of [await get('/front/v1/common/dict-data?dictType=sex'), await get('/front/v1/no-such-route'), await get('/front/v1/user/info')]) {
    expectCommonHeaders(res);
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  }
});

describe('uploads', () => {
  const upload = async (name: string, type: string, bytes: Buffer) => {
    const { payload, headers } = multipart({ name, type, bytes });
    const res = await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers, token: await tokenFor(server.app, 'demo_hr') });
    expect(res.body.code).toBe(200);
    return get(res.body.data.url);
  };

  it('shows an image inline, sandboxed', async () => {
    const res = await upload('photo.png', 'image/png', PNG_1X1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
    expectCommonHeaders(res);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
  });

  it('makes any other file a download', async () => {
    for (const [name, type, bytes] of [
      ['notes.txt', 'text/plain', Buffer.from('<script>alert(1)</script> 面试备注\n')],
      ['resume.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')],
    ] as const) {
      const res = await upload(name, type, bytes);
      expect([name, res.statusCode, res.headers['content-disposition']]).toEqual([name, 200, 'attachment']);
      expect(directives(res.headers['content-security-policy']).has('sandbox')).toBe(true);
    }
  });
});

it('refuses CSP sources that would break out of the directive', () => {
  for (const value of ["'unsafe-inline'", 'https://a.test; script-src *', 'javascript:alert(1)', '*']) {
    expect(() => loadConfig({ CSP_CONNECT_SRC: value })).toThrow(/CSP_CONNECT_SRC/);
  }
  expect(loadConfig({ CSP_FRAME_SRC: 'https://map.test,https://*.qq.com' }).csp.frame).toEqual(['https://map.test', 'https://*.qq.com']);
});

it("frames the map drawer's picker: Tencent's with a key, or one's own page, whose origin frame-src then allows", () => {
  expect(loadConfig({}).mapPickerUrl).toBeUndefined();
  const tencent = new URL(loadConfig({ MAP_PICKER_KEY: 'KEY-1', MAP_PICKER_REFERER: 'ec' }).mapPickerUrl!);
  expect(`${tencent.origin}${tencent.pathname}`).toBe('https://apis.map.qq.com/tools/locpicker');
  expect(Object.fromEntries(tencent.searchParams)).toEqual({ search: '1', type: '1', key: 'KEY-1', referer: 'ec' });
  expect(loadConfig({ MAP_PICKER_KEY: 'KEY-1' }).csp.frame).toEqual(['https://apis.map.qq.com']);
  const own = loadConfig({ MAP_PICKER_URL: 'http://127.0.0.1:9/picker.html', MAP_PICKER_KEY: 'KEY-1' });
  expect(own.mapPickerUrl).toBe('http://127.0.0.1:9/picker.html');
  expect(own.csp.frame).toEqual(['https://apis.map.qq.com', 'http://127.0.0.1:9']);
  expect(() => loadConfig({ MAP_PICKER_URL: 'not a url' })).toThrow(/MAP_PICKER_URL/);
});
