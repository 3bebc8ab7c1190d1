/**
 * @jest-environment node
 */
// The widget on a server: importing it touches no DOM, and rendering the provider and the shell
// to a string works (the session starts on mount only, so nothing is fetched either).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

describe('server-side rendering', () => {
  it('imports without a DOM', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const widget = await import('../src/index');
    expect(Object.keys(widget)).toEqual(expect.arrayContaining(['ChatProvider', 'Chat', 'ChatModal', 'chatEvents', 'createTencentChat']));
    // The local engine's factory is the engine entry's (the provider loads it on demand).
    expect(Object.keys(widget)).not.toContain('createLocalChat');
    expect(typeof (await import('../src/engine')).createLocalChat).toBe('function');
  });

  it('renders <ChatProvider credentialUrl fetcher><Chat/></ChatProvider> without fetching', async () => {
    const { ChatProvider, Chat, ChatModal } = await import('../src/index');
    const fetcher = jest.fn(async () => ({}) as never);
    const html = renderToString(
      createElement(ChatProvider, { fetcher, credentialUrl: 'front/v1/im/user-sig', locale: 'zh-CN' }, createElement(Chat), createElement(ChatModal)),
    );
    expect(html).toContain('会话');
    expect(html).toContain('ec-chat');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('renders with a given engine too, in English (loaded ahead: the server cannot wait for a chunk)', async () => {
    const { ChatProvider, Chat, preloadLocale } = await import('../src/index');
    await preloadLocale('en-US');
    const { createLocalChat } = await import('../src/engine');
    const engine = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
    const html = renderToString(createElement(ChatProvider, { engine, locale: 'en-US', theme: 'dark' }, createElement(Chat)));
    expect(html).toContain('Conversations');
    expect(html).toContain('data-theme="dark"');
    await engine.destroy();
  });
});
