// Every URL a message carries goes through the one URL rule (views/common/safe-url.ts): web URLs
// become links and sources, anything else is text or nothing; system_custom HTML keeps no unsafe
// URL either. The DOM is searched as a whole, so a bubble that forgets the rule is caught.
import { render, waitFor } from '@testing-library/react';
import { createLocalChat, type Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { Avatar } from '../conversation-list/avatar';
import { BubbleContent } from './bubble-content';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
afterAll(() => chat.destroy());

const UNSAFE = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
];
const SAFE = 'https://files.example/a.png';

const message = (type: string, payload: Record<string, unknown>) =>
  ({ ...chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: '' } }), flow: 'in', type, payload }) as unknown as Message;
const custom = (data: Record<string, unknown>) => message('TIMCustomElem', { data: JSON.stringify(data), description: '', extension: '' });

/** The URLs that reached an attribute a browser follows or loads. */
function urlsIn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[href],[src],[poster]')].flatMap((el) =>
    ['href', 'src', 'poster'].map((name) => el.getAttribute(name)).filter((v): v is string => v !== null),
  );
}
const show = (m: Message) =>
  render(
    <ChatProvider engine={chat}>
      <BubbleContent message={m} mobileWidth={null} />
    </ChatProvider>,
  ).container;

const cards: [string, (url: string) => Message][] = [
  ['a link card', (url) => custom({ businessID: 'text_link', text: '看看', link: url })],
  ['an order card (link and image)', (url) => custom({ businessID: 'order', title: '订单', description: 'd', price: '1', link: url, imageUrl: url })],
  ['an ask-resume card', (url) => custom({ businessID: 'askResume', text: '请发简历', link: url })],
  [
    'a consultion hyperlink',
    (url) => custom({ businessID: 'consultion', title: '常见问题', hyperlinks_text: { key: '更多', value: url }, item: [], description: '' }),
  ],
  ['an image', (url) => message('TIMImageElem', { uuid: 'u', imageFormat: 3, imageInfoArray: [{ type: 1, url, width: 10, height: 10, size: 1 }] })],
  ['a video and its poster', (url) => message('TIMVideoFileElem', { videoUrl: url, snapshotUrl: url, snapshotWidth: 10, snapshotHeight: 10 })],
  ['a file download', (url) => message('TIMFileElem', { uuid: 'u', fileName: 'a.pdf', fileSize: 1, fileUrl: url, downloadFlag: 2 })],
];

describe.each(cards)('%s', (_name, make) => {
  it.each(UNSAFE)('with %j: no link or source', (url) => {
    expect(urlsIn(show(make(url)))).toEqual([]);
  });

  it('with a web URL: links or loads it', () => {
    expect(urlsIn(show(make(SAFE))).length).toBeGreaterThan(0);
    expect(urlsIn(show(make(SAFE))).every((url) => url === SAFE)).toBe(true);
  });
});

it('a link card shows an unsafe link as text, and lets mailto: through as a link', () => {
  const unsafe = show(custom({ businessID: 'link', text: '看看', link: 'javascript:window.__pwned=1' }));
  expect(unsafe.textContent).toContain('javascript:window.__pwned=1');
  expect(unsafe.querySelector('a')).toBeNull();
  expect(
    show(custom({ businessID: 'link', text: '写信', link: 'mailto:hr@example.com' }))
      .querySelector('a')
      ?.getAttribute('href'),
  ).toBe('mailto:hr@example.com');
});

it('an order card links only web URLs, not mailto:', () => {
  expect(urlsIn(show(custom({ businessID: 'order', title: 't', link: 'mailto:hr@example.com' })))).toEqual([]);
});

it('a sticker URL is an image only when it is a web URL', () => {
  expect(urlsIn(show(message('TIMFaceElem', { index: 1, data: SAFE })))).toEqual([SAFE]);
  expect(urlsIn(show(message('TIMFaceElem', { index: 1, data: 'https://exa mple.example/a.png' })))).toEqual([]);
  expect(urlsIn(show(message('TIMFaceElem', { index: 1, data: 'javascript:window.__pwned=1' })))).toEqual([]);
});

it('text links only its http(s) URLs', () => {
  const container = show(message('TIMTextElem', { text: 'javascript:window.__pwned=1 and data:text/html,x and HTTPS://jobs.example/1' }));
  expect(urlsIn(container)).toEqual(['https://jobs.example/1']);
});

it('system_custom HTML keeps web links and images, and drops handlers and javascript:, data:, vbscript: URLs', async () => {
  const html = [
    '<a href="https://jobs.example/ok">ok</a>',
    '<a href="javascript:window.__pwned=1">js</a>',
    '<a href=" JaVaScRiPt:window.__pwned=1">js2</a>',
    '<a href="vbscript:msgbox(1)">vb</a>',
    '<a href="data:text/html,<script>window.__pwned=1</script>">data</a>',
    '<img src="data:image/svg+xml,<svg onload=window.__pwned=1>">',
    '<img src="https://files.example/ok.png" onerror="window.__pwned=1">',
    '<form action="javascript:window.__pwned=1"><button formaction="javascript:window.__pwned=1">b</button></form>',
    '<a href="mailto:hr@example.com">mail</a>',
  ].join('');
  const container = show(custom({ businessID: 'system_custom', text: html }));
  await waitFor(() => expect(container.querySelector('[data-business-id="system_custom"]')?.getAttribute('aria-busy')).toBeNull());
  expect(urlsIn(container).sort()).toEqual(['https://files.example/ok.png', 'https://jobs.example/ok', 'mailto:hr@example.com']);
  expect(container.querySelectorAll('[action],[formaction]')).toHaveLength(0);
  expect([...container.querySelectorAll('*')].flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
  expect(container.textContent).toContain('js2'); // the words stay, only the URL goes
});

it('system_custom HTML that sanitises to nothing visible shows the description, else [自定义消息], never an empty row', async () => {
  const shown = async (data: Record<string, unknown>, description = '') => {
    const m = message('TIMCustomElem', { data: JSON.stringify(data), description, extension: '' });
    const container = show(m);
    await waitFor(() => expect(container.querySelector('[data-business-id="system_custom"]')?.getAttribute('aria-busy')).toBeNull());
    return container.querySelector('[data-business-id="system_custom"]')!;
  };
  expect((await shown({ businessID: 'system_custom', text: '<script>window.__pwned=1</script>' }, '系统通知')).textContent).toBe('系统通知');
  expect((await shown({ businessID: 'system_custom', text: '<div onclick="window.__pwned=1"> </div>' })).textContent).toBe('[自定义消息]');
  // An image alone is something to see: it stays.
  expect((await shown({ businessID: 'system_custom', text: '<img src="https://files.example/ok.png">' })).querySelector('img')).not.toBeNull();
});

it('an avatar with an unsafe URL draws the fallback, with no image source', () => {
  for (const url of UNSAFE) {
    const { container, unmount } = render(<Avatar src={url} alt="张三" />);
    expect(urlsIn(container)).toEqual([]);
    expect(container.querySelector('[role="img"][aria-label="张三"]')?.textContent).toBe('张');
    unmount();
  }
  expect(urlsIn(render(<Avatar src={SAFE} alt="" />).container)).toEqual([SAFE]);
});
