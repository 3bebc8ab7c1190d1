/**
 * @jest-environment node
 */
// The built CommonJS entry, as a `require` consumer gets it (the SSR test covers the sources):
// CommonJS dependencies must be read through their named exports, not esbuild's default shim.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const entry = join(__dirname, '..', 'dist', 'index.cjs');

describe('dist/index.cjs', () => {
  it('loads with require and renders the shell to a string', () => {
    if (!existsSync(entry)) throw new Error('packages/chat-widget is not built: run `npm run build` first');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test is that the CommonJS build loads with require().
    const widget = require(entry) as typeof import('../src/index');
    const html = renderToString(createElement(widget.ChatProvider, { fetcher: async () => ({}) as never, locale: 'zh-CN' }, createElement(widget.Chat)));
    expect(html).toContain('ec-chat');
    expect(html).toContain('会话');
  });
});
