import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The portal's own server (serve.mjs), started through startPortal in a child Node process: the
// module is plain ESM (import.meta, top-level await), which jest's CommonJS runtime cannot load.

const API_BASE = 'http://api.portal-test.example:18790';
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  const serve = pathToFileURL(join(__dirname, 'serve.mjs')).href;
  const script = `const { startPortal } = await import(${JSON.stringify(serve)});
const portal = await startPortal({ port: 0, apiBase: ${JSON.stringify(`${API_BASE}/`)} });
console.log('URL ' + portal.url);
process.on('SIGTERM', () => portal.close().then(() => process.exit(0)));`;
  child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /URL (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the portal exited (${code}) before listening: ${out}`)));
  });
});
afterAll(() => {
  child.kill('SIGTERM');
});

/** Every file under public/, as text. */
function publicFiles(dir = join(__dirname, 'public')): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? publicFiles(path) : [{ path, text: readFileSync(path, 'utf8') }];
  });
}

describe('examples/candidate-portal serve.mjs', () => {
  it('listens on 127.0.0.1 by default', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('answers config.js with the API base it was given, without a trailing slash', async () => {
    const res = await fetch(`${url}config.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toBe(`window.PORTAL_CONFIG = {"apiBase":"${API_BASE}"};\n`);
  });

  it('serves index.html, which loads config.js before the portal and names the page in Chinese', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('就业服务门户');
    expect(html.indexOf('src="/config.js"')).toBeGreaterThan(-1);
    expect(html.indexOf('src="/config.js"')).toBeLessThan(html.indexOf('src="/portal.js"'));
    for (const file of ['portal.js', 'portal.css', 'api.js', 'views/job-detail.js']) expect((await fetch(`${url}${file}`)).status).toBe(200);
    expect((await fetch(`${url}no-such-file.js`)).status).toBe(404);
  });

  it('ships static files that name no API host: only config.js does', () => {
    const files = publicFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const { path, text } of files) {
      expect({ path, host: /https?:\/\/|:8080\b|127\.0\.0\.1|localhost/.exec(text)?.[0] }).toEqual({ path, host: undefined });
    }
  });

  it('puts text from the API in as text, never as HTML', () => {
    for (const { path, text } of publicFiles().filter((f) => f.path.endsWith('.js'))) {
      expect({ path, html: /innerHTML|outerHTML|insertAdjacentHTML|document\.write/.exec(text)?.[0] }).toEqual({ path, html: undefined });
    }
  });
});
