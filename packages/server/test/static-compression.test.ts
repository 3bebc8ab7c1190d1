/**
 * @jest-environment node
 */
// The front ends' delivery (issue 20): the build's brotli and gzip copies are served by the
// request's Accept-Encoding, content-hashed files are cached for a year, everything else is
// revalidated by its ETag and answered 304 when unchanged.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BUILT_FRONT_ENDS, precompress, TEXT_EXTENSIONS } from '../../../scripts/compress-assets.mjs';
import { buildApp } from '../src/app';
import { cacheControl, IMMUTABLE, REVALIDATE } from '../src/http/static-files';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
let dir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

const page = `<!doctype html><html><head><title>console</title></head><body>${'<div class="row">行</div>'.repeat(200)}</body></html>`;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `职位${i}` })))};`;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'ec-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'assets/app-Ab_d12-4.js'), script);
  writeFileSync(join(dir, 'assets/tiny-AAAAAAAA.js'), 'x');
  await precompress([dir]);
  const roots = [{ prefix: '/enterprise_web/', dir, spaFallback: true, immutable: /^assets\// }];
  app = await buildApp({ config: { ...server.config, staticRoots: roots }, db: server.database.db });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('content negotiation', () => {
  it('answers brotli to a browser that accepts it, the same bytes once decoded', async () => {
    const res = await get('/enterprise_web/assets/app-Ab_d12-4.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'br']);
    expect(res.headers['vary']).toMatch(/(^|, )Accept-Encoding(,|$)/);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
  });

  it('answers gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/enterprise_web/assets/app-Ab_d12-4.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/enterprise_web/assets/app-Ab_d12-4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/(^|, )Accept-Encoding(,|$)/);
    expect(plain.body === script).toBe(true);
  });

  it('serves a deep link of the single-page app as compressed index.html', async () => {
    const res = await get('/enterprise_web/zhiwei/index', { 'accept-encoding': 'br' });
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'br']);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('serves a file too small to compress as it is', async () => {
    const res = await get('/enterprise_web/assets/tiny-AAAAAAAA.js', { 'accept-encoding': 'br, gzip' });
    expect([res.statusCode, res.headers['content-encoding'], res.body]).toEqual([200, undefined, 'x']);
  });
});

describe('caching', () => {
  it('keeps content-hashed files a year without revalidation', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/enterprise_web/assets/app-Ab_d12-4.js', { 'accept-encoding': encoding });
      expect([encoding, res.headers['cache-control']]).toEqual([encoding, IMMUTABLE]);
    }
  });

  it('revalidates index.html by its ETag: unchanged, a 304 without a body', async () => {
    const first = await get('/enterprise_web/', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await get('/enterprise_web/login', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    // The page's policy, not the resource one, on the 304 (its headers replace the cached page's).
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    const changed = await get('/enterprise_web/', { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });
});

describe('the real build', () => {
  const roots = () => server.config.staticRoots.filter((root) => BUILT_FRONT_ENDS.some((front) => root.dir.endsWith(front)));
  const files = (root: string): string[] =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));

  it('has a brotli and a gzip copy of every script over 1 KB', () => {
    expect(roots()).toHaveLength(2);
    for (const root of roots()) {
      const all = new Set(files(root.dir));
      const text = [...all].filter((file) => TEXT_EXTENSIONS.has(file.slice(file.lastIndexOf('.'))));
      const large = text.filter((file) => file.endsWith('.js') && statSync(join(root.dir, file)).size > 1024);
      expect(large.length).toBeGreaterThan(3);
      const missing = large.filter((file) => !(all.has(`${file}.br`) && all.has(`${file}.gz`)));
      expect([root.prefix, missing]).toEqual([root.prefix, []]);
    }
  });

  it('caches the hashed chunks for a year and revalidates the pages, the loader and the module entry', () => {
    const [consoleRoot, widgetRoot] = ['/enterprise_web/', '/widget/'].map((prefix) => server.config.staticRoots.find((root) => root.prefix === prefix)!);
    // .vite/manifest.json is the build's record for the size tests, never linked from a page.
    const consoleFiles = files(consoleRoot!.dir).filter((file) => !/\.(br|gz|map)$/.test(file) && !file.startsWith('.vite/'));
    expect(consoleFiles.filter((file) => cacheControl(consoleRoot!, file) === REVALIDATE).sort()).toEqual(['index.html']);
    const chunks = files(widgetRoot!.dir).filter((file) => file.startsWith('module/') && file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    const revalidated = chunks.filter((file) => cacheControl(widgetRoot!, file) === REVALIDATE);
    expect(revalidated).toEqual(['module/employment-chat.js']);
    for (const file of ['employment-chat.js', 'stub.js', 'employment-chat.js.br']) expect([file, cacheControl(widgetRoot!, file)]).toEqual([file, REVALIDATE]);
  });
});
