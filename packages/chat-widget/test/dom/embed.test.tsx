// The script-tag build in a hostile page: after the stub queued calls, the built module graph
// that the loader adds runs (jsdom runs no module scripts: the test imports the built entry, and
// checks the loader's script element apart); the widget must live in a shadow root and add no
// <style> to the page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

const dist = join(__dirname, '..', '..', 'dist', 'embed');
const script = (file: string) => readFileSync(join(dist, file), 'utf8');

function inject(code: string) {
  const element = document.createElement('script');
  element.textContent = code;
  document.body.appendChild(element);
}

describe('employment-chat.js (script tag)', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'module', 'employment-chat.js'))) throw new Error('packages/chat-widget is not built: run `npm run build` first');
  });

  it('replays the stub queue, renders in a shadow root, and leaves the page styles alone', async () => {
    const hostile = document.createElement('style');
    hostile.textContent = '* { color: red !important; font-size: 40px !important } div { display: none !important }';
    document.head.appendChild(hostile);
    const headStyles = document.head.querySelectorAll('style').length;
    const fetched: string[] = [];
    window.fetch = (async (url: string) => {
      fetched.push(url);
      return { json: async () => ({ code: 401, msg: 'no login', data: null }) } as Response;
    }) as typeof fetch;

    inject(script('stub.js'));
    const queue = (window as unknown as { EmploymentChat: unknown[] & Record<string, (...a: unknown[]) => void> }).EmploymentChat;
    const opened: unknown[] = [];
    queue.on!('open-chat', (payload: unknown) => opened.push(payload));
    queue.init!({ apiBase: 'http://api.test/', token: 't1', locale: 'en-US' });
    queue.open!({ conversationID: 'C2Cu_9' });
    expect(Array.isArray(queue)).toBe(true);
    expect(queue).toHaveLength(3);

    await import(join(dist, 'module', 'employment-chat.js'));
    const api = (window as unknown as { EmploymentChat: Record<string, (...a: unknown[]) => void> }).EmploymentChat;
    expect(Array.isArray(api)).toBe(false);
    // The bundle has its own React (not the test's act()): wait for its renders.
    await waitFor(() => expect(opened).toEqual([{ conversationID: 'C2Cu_9' }]));
    await waitFor(() => expect(fetched).toEqual(['http://api.test/front/v1/im/user-sig']));

    const host = document.querySelector<HTMLElement>('[data-employment-chat]')!;
    expect(host.shadowRoot).not.toBeNull();
    const shadow = host.shadowRoot!;
    // The open dialog is in the shadow root, with the widget's own styles; the page got none.
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
    // The chat area is a chunk of its own, loaded on the first open.
    await waitFor(() => expect(shadow.textContent).toContain('Conversations'));
    // axe walks into the shadow root from its host.
    expect(await seriousViolations(host)).toEqual([]);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    // The widget's rules (inserted through the CSSOM in production builds) are in the shadow root.
    const shadowCss = [...shadow.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
    expect(shadowCss).toContain('--ec-primary');
    // While the modal is open the only addition to <head> is Radix's page scroll lock (removed on close).
    const added = [...document.head.querySelectorAll('style')].slice(headStyles).map((style) => style.textContent!);
    expect(added.every((css) => css.includes('with-scroll-bars-hidden') && !css.includes('ec-chat'))).toBe(true);
    // Host rules do not cross the shadow boundary.
    const title = shadow.querySelector('h2')!;
    expect(getComputedStyle(title).color).not.toBe('red');

    api.close!();
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(document.head.querySelectorAll('style')).toHaveLength(headStyles));
    api.push!(['open', { userID: '42' }]);
    expect(opened).toEqual([{ conversationID: 'C2Cu_9' }, { userID: '42' }]);
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
    api.destroy!();
    expect(document.querySelector('[data-employment-chat]')).toBeNull();
  });

  it('the loader adds the module graph from beside its own script, wherever the page is', () => {
    delete (window as { EmploymentChat?: unknown }).EmploymentChat;
    const tag = document.createElement('script');
    tag.src = 'https://cdn.example.test/widget/employment-chat.js?v=2';
    document.body.appendChild(tag); // jsdom fetches no external script: the loader's code runs below
    inject(script('employment-chat.js'));
    const added = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    expect(added.map((element) => element.src)).toEqual(['https://cdn.example.test/widget/module/employment-chat.js']);
    // It queues calls until the module runs, as the stub does.
    const queue = (window as unknown as { EmploymentChat: unknown[] & Record<string, (...a: unknown[]) => void> }).EmploymentChat;
    queue.init!({ apiBase: 'https://api.example.test' });
    expect(JSON.stringify(queue)).toBe(JSON.stringify([['init', { apiBase: 'https://api.example.test' }]])); // the page's realm
    expect(readFileSync(join(dist, 'employment-chat.js')).length).toBeLessThan(1024);
  });
});
