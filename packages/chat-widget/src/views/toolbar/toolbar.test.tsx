/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The input toolbar against the real chat service (docs/chat.md §2 input toolbar, §5, §9):
// demo_hr's composer, demo_c3's engine receiving what the toolbar sends.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import type { Message } from '../../engine/message';
import { chatEvents } from '../../provider/chat-events';
import { ChatProvider } from '../../shell/chat-provider';
import type { ChatRole } from '../../machines/session';
import { useChatSession } from '../../provider/session-context';
import type { CallingService, ChatFeatures, ChatSlots, InterviewDialogProps } from '../../provider/options-context';
import { Composer } from '../composer';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { press, tab, tabUntil } from '../../../test/dom/keyboard';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let peer: { chat: ChatEngine; userID: string };

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  peer = await live.engineFor('demo_c3');
}, 60_000);
afterAll(() => live?.close());
afterEach(() => jest.restoreAllMocks());

function renderToolbar({
  conversationID = `C2C${peer.userID}`,
  features,
  slots,
  calling,
  role = 'recruiter',
}: {
  conversationID?: string;
  features?: Partial<ChatFeatures>;
  slots?: ChatSlots;
  calling?: CallingService;
  role?: ChatRole | null;
} = {}) {
  render(
    <ChatProvider engine={hr.chat} features={features} slots={slots} calling={calling} {...(role ? { role } : {})}>
      <Composer conversationID={conversationID} />
    </ChatProvider>,
  );
  return screen.getByRole('toolbar');
}

const fromHr = (match: (m: Message) => boolean) => nextMessage(peer.chat, (m) => m.from === hr.userID && match(m));
const customData = (m: Message) => (m.type === 'TIMCustomElem' ? (JSON.parse(m.payload.data) as Record<string, unknown>) : null);

describe('emoji picker', () => {
  it('has the basic set of 62 and three big packs of 18, 16 and 17 in tabs', async () => {
    const toolbar = renderToolbar();
    fireEvent.click(within(toolbar).getByRole('button', { name: '表情' }));
    // A popover (a lazy chunk) in place, named, with focus moved into it.
    const popover = await within(toolbar).findByRole('dialog', { name: '表情' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    const tabs = within(toolbar).getByRole('tablist', { name: '表情' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['基础表情', '表情包一', '表情包二', '表情包三']);
    const panelButtons = () => within(within(toolbar).getByRole('tabpanel')).getAllByRole('button');
    expect(panelButtons()).toHaveLength(62);
    expect(panelButtons()[0]!.getAttribute('aria-label')).toBe('[微笑]');
    const sizes = ['表情包一', '表情包二', '表情包三'].map((name) => {
      // Radix tabs switch on mouse down (button 0).
      fireEvent.mouseDown(within(tabs).getByRole('tab', { name }), { button: 0 });
      return panelButtons().length;
    });
    expect(sizes).toEqual([18, 16, 17]);
    expect(await seriousViolations(document.body)).toEqual([]);
    // Escape closes it and gives focus back to the emoji button.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(within(toolbar).queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: '表情' }));
  });

  it('a basic emoji is inserted as text into the editor and sends nothing', async () => {
    const send = jest.spyOn(hr.chat, 'sendMessage');
    const toolbar = renderToolbar();
    const input = screen.getByRole('textbox', { name: '请输入消息' }) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '你好' } });
    fireEvent.click(within(toolbar).getByRole('button', { name: '表情' }));
    fireEvent.click(await within(toolbar).findByRole('button', { name: '[微笑]' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: '[咖啡]' }));
    expect(input.value).toBe('你好[微笑][咖啡]');
    expect(send).not.toHaveBeenCalled();
  });

  it('a big face is sent as a face message (index = pack, data = item) and closes the picker', async () => {
    const toolbar = renderToolbar();
    fireEvent.click(within(toolbar).getByRole('button', { name: '表情' }));
    fireEvent.mouseDown(await within(toolbar).findByRole('tab', { name: '表情包二' }), { button: 0 });
    const received = fromHr((m) => m.type === 'TIMFaceElem');
    // A sticker's button is named by the sticker's name, not its file.
    fireEvent.click(await within(toolbar).findByRole('button', { name: '欢呼' }));
    expect(within(toolbar).queryByRole('tablist')).toBeNull();
    const face = await received;
    expect(face.payload).toEqual({ index: 2, data: 'ys03@2x' });
  });
});

it('image, file and video pickers accept what spec §5 says', () => {
  const toolbar = renderToolbar();
  const [image, file, video] = (['image', 'file', 'video'] as const).map((kind) => toolbar.querySelector<HTMLInputElement>(`input[data-kind="${kind}"]`)!);
  for (const input of [image!, file!, video!]) expect(input.type).toBe('file');
  const accepted = image!.accept.split(',');
  for (const kind of ['gif', 'jpeg', 'jpg', 'png', 'bmp', 'webp']) expect(accepted).toContain(`.${kind}`);
  expect(accepted.filter((entry) => entry.startsWith('.'))).toHaveLength(6);
  expect(file!.hasAttribute('accept')).toBe(false);
  expect(video!.accept).toBe('video/*');
});

it('图片, 文件 and 视频 are buttons a keyboard reaches: Enter opens the file picker, the file chosen is sent', async () => {
  const toolbar = renderToolbar();
  // Icons, named by their words (the words are also their tooltips); the file inputs are no tab stops.
  const image = tabUntil((el) => el.getAttribute('aria-label') === '图片');
  expect(image).toBe(within(toolbar).getByRole('button', { name: '图片' }));
  expect(image.getAttribute('data-tip')).toBe('图片');
  expect(tab()).toBe(within(toolbar).getByRole('button', { name: '文件' }));
  expect(tab()).toBe(within(toolbar).getByRole('button', { name: '视频' }));
  for (const input of toolbar.querySelectorAll('input[type="file"]')) expect((input as HTMLInputElement).tabIndex).toBe(-1);

  const opened: string[] = [];
  for (const input of toolbar.querySelectorAll<HTMLInputElement>('input[type="file"]')) input.addEventListener('click', () => opened.push(input.dataset.kind!));
  press('Enter');
  expect(opened).toEqual(['video']);
  image.focus();
  press(' ');
  expect(opened).toEqual(['video', 'image']);

  // What the browser's picker gives goes out as an image message.
  const received = fromHr((m) => m.type === 'TIMImageElem');
  const picked = new File([PNG], 'keyboard.png', { type: 'image/png' });
  fireEvent.change(toolbar.querySelector('input[data-kind="image"]')!, { target: { files: [picked] } });
  expect((await received).type).toBe('TIMImageElem');
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('quick replies list the four phrases of spec §9, and choosing one sends it', async () => {
  const toolbar = renderToolbar();
  // Radix opens a dropdown from the keyboard as well as the pointer.
  fireEvent.keyDown(within(toolbar).getByRole('button', { name: '快捷回复' }), { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  const phrases = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  expect(await seriousViolations(document.body)).toEqual([]);
  expect(phrases).toEqual([
    '您好，方便发一份您的简历给我吗？',
    '您好，请问您什么时候有空来参加面试？',
    '感谢您的关注，很遗憾您的情况与该职位暂不匹配，祝您早日找到满意的工作！',
    '您好，请问您目前还在找工作吗？',
  ]);
  const received = fromHr((m) => m.type === 'TIMTextElem');
  fireEvent.click(within(menu).getByText(phrases[3]!));
  expect((await received).payload).toEqual({ text: '您好，请问您目前还在找工作吗？' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

it("'ask resume' sends the askResume custom message", async () => {
  const toolbar = renderToolbar();
  const received = fromHr((m) => customData(m)?.businessID === 'askResume');
  fireEvent.click(within(toolbar).getByRole('button', { name: '求简历' }));
  const message = await received;
  expect(customData(message)).toEqual({ businessID: 'askResume', link: '', text: '我想要一份您的简历，您是否同意？', description: '[求简历]' });
  expect(message.type === 'TIMCustomElem' && message.payload.description).toBe('[求简历]');
});

describe("'invite to interview'", () => {
  const created = { id: 77, interviewTime: '2026-12-01 10:00', address: '北京市海淀区', interviewType: 2, remark: '' };
  const seen: InterviewDialogProps[] = [];
  function InviteDialog(props: InterviewDialogProps) {
    seen.push(props);
    return (
      <div>
        <p>the console's interview form</p>
        <button type="button" onClick={() => props.onSent(created)}>
          create it
        </button>
      </div>
    );
  }
  const slots = { interviewDialog: InviteDialog };

  it("opens the host's dialog in a modal titled 邀请面试; the host's interview is sent and announced", async () => {
    const toolbar = renderToolbar({ slots });
    fireEvent.click(within(toolbar).getByRole('button', { name: '邀请面试' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请面试' });
    expect(within(dialog).getByText("the console's interview form")).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ userID: peer.userID, conversationID: `C2C${peer.userID}` });

    const announced: unknown[] = [];
    const off = chatEvents.on('interview-sent', (payload) => announced.push(payload));
    const received = fromHr((m) => customData(m)?.businessID === 'interview');
    fireEvent.click(within(dialog).getByRole('button', { name: 'create it' }));
    off();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(announced).toEqual([{ interview: created }]);
    expect(customData(await received)).toEqual({ businessID: 'interview', interview: created });
  });

  it('is not offered in a group, on a touch device, or without the host dialog', () => {
    // In a group none of the recruiter's tools for a candidate (issue 31): one-to-one only.
    const groupToolbar = renderToolbar({ conversationID: 'GROUPdemo_job_seekers', slots });
    expect(within(groupToolbar).getByRole('button', { name: '图片' })).toBeTruthy();
    for (const name of ['求简历', '快捷回复', '邀请面试']) expect(within(groupToolbar).queryByRole('button', { name })).toBeNull();
    cleanup();

    expect(within(renderToolbar()).queryByRole('button', { name: '邀请面试' })).toBeNull();
    cleanup();

    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) =>
          ({ matches: query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
      );
    const touchToolbar = renderToolbar({ slots });
    expect(within(touchToolbar).getByRole('button', { name: '求简历' })).toBeTruthy();
    expect(within(touchToolbar).queryByRole('button', { name: '邀请面试' })).toBeNull();
  });
});

it('voice and video call buttons show unless the host turns calls off, with or without a calling service', async () => {
  const { widgetRequestsOf } = await import('../message-actions/widget-requests');
  const calls: unknown[] = [];
  const off = widgetRequestsOf(hr.chat).on('call', (request) => calls.push(request));
  const service = { startCall: jest.fn() };
  for (const options of [{ calling: service, features: { calls: false } }, { features: { calls: false } }]) {
    const plain = renderToolbar(options);
    expect(within(plain).queryByRole('button', { name: '语音通话' })).toBeNull();
    expect(within(plain).queryByRole('button', { name: '视频通话' })).toBeNull();
    cleanup();
  }

  // The widget's own calls (no service): on by default.
  const own = renderToolbar({});
  act(() => {
    fireEvent.click(within(own).getByRole('button', { name: '视频通话' }));
  });
  cleanup();
  const calling = renderToolbar({ calling: service });
  act(() => {
    fireEvent.click(within(calling).getByRole('button', { name: '语音通话' }));
  });
  off();
  expect(calls).toEqual([
    { conversationID: `C2C${peer.userID}`, type: 2 },
    { conversationID: `C2C${peer.userID}`, type: 1 },
  ]);
});

describe('the recruiter tools follow the role', () => {
  const RECRUITER_TOOLS = ['求简历', '邀请面试', '快捷回复'];
  const slots: ChatSlots = { interviewDialog: () => null };
  const shown = (toolbar: HTMLElement) => RECRUITER_TOOLS.filter((name) => within(toolbar).queryByRole('button', { name }));

  it('the host passes: a recruiter has ask resume, invite to interview and quick replies; a candidate has none', () => {
    expect(shown(renderToolbar({ slots, role: 'recruiter' }))).toEqual(RECRUITER_TOOLS);
    cleanup();
    const candidate = renderToolbar({ slots, role: 'candidate' });
    expect(shown(candidate)).toEqual([]);
    // The candidate keeps the rest of the toolbar.
    expect(within(candidate).getByRole('button', { name: '表情' })).toBeTruthy();
    cleanup();
    // A host-made engine whose role nobody gave: none (the server refuses them to candidates).
    expect(shown(renderToolbar({ slots, role: null }))).toEqual([]);
  });

  function ReadyComposer() {
    return useChatSession().status === 'ready' ? <Composer conversationID={`C2C${hr.userID}`} /> : null;
  }
  it('signed in by the credential (POST front/v1/im/user-sig): its role decides', async () => {
    render(
      <ChatProvider fetcher={live.fetcherOf('demo_c3')} slots={slots}>
        <ReadyComposer />
      </ChatProvider>,
    );
    const candidate = await screen.findByRole('toolbar', undefined, { timeout: 10_000 });
    expect(within(candidate).getByRole('button', { name: '表情' })).toBeTruthy();
    expect(shown(candidate)).toEqual([]);
    cleanup();

    render(
      <ChatProvider fetcher={live.fetcherOf('demo_hr')} slots={slots}>
        <ReadyComposer />
      </ChatProvider>,
    );
    const recruiter = await screen.findByRole('toolbar', undefined, { timeout: 10_000 });
    expect(shown(recruiter)).toEqual(RECRUITER_TOOLS);
  }, 30_000);
});
