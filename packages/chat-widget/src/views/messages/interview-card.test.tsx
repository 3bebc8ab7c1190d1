// The interview card: its fields, the interview's current status read through the host's
// fetcher, the invited candidate's accept / decline (once, while it waits), an online
// interview's meeting link, 下载日历 (its .ics file) and 查看详情.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createLocalChat, EVENT, type Message } from '../../engine';
import type { ChatRole } from '../../machines/session';
import { chatEvents } from '../../provider/chat-events';
import type { HostFetcher } from '../../provider/options-context';
import { ChatProvider } from '../../shell/chat-provider';
import { BubbleContent } from './bubble-content';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
// The engine's message handlers, to play a received message to them; sends succeed at once.
const on = jest.spyOn(chat, 'on');
const sent: Message[] = [];
jest.spyOn(chat, 'sendMessage').mockImplementation(async (message: Message) => {
  sent.push(message);
  return { code: 0, data: { message: { ...message, status: 'success' } } } as never;
});
afterAll(() => chat.destroy());

function receive(message: Message) {
  for (const [event, handler] of on.mock.calls)
    if (event === EVENT.MESSAGE_RECEIVED) act(() => (handler as (e: { data: Message[] }) => void)({ data: [message] }));
}
const answerMessage = (id: number, status: number) =>
  ({
    ...chat.createTextMessage({ to: 'alice', conversationType: 'C2C', payload: { text: '' } }),
    flow: 'in',
    type: 'TIMCustomElem',
    payload: { data: JSON.stringify({ businessID: 'interview_answer', id, status }), description: '已接受面试邀请', extension: '' },
  }) as unknown as Message;

const INTERVIEW = { id: 7, interviewTime: '2026-12-01 10:15:00', interviewType: 2, address: '深圳市南山区科技园', mobile: '13800138000', remark: '请带简历' };
const cardMessage = (flow: 'in' | 'out', interview: Record<string, unknown> = INTERVIEW) =>
  ({
    ...chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: '' } }),
    flow,
    type: 'TIMCustomElem',
    payload: { data: JSON.stringify({ businessID: 'interview', interview }), description: '发起了面试邀请', extension: '' },
  }) as unknown as Message;

/** The server as the card meets it: one interview whose status answers change. */
function fakeServer(status: number, refuse?: string) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  let current = status;
  const fetcher = (async (path: string, init: { method?: string; body?: unknown } = {}) => {
    calls.push({ path, method: init.method ?? 'GET', body: init.body });
    if (path.endsWith('/respond')) {
      if (refuse) throw new Error(refuse);
      current = (init.body as { accept: boolean }).accept ? 2 : 3;
    }
    return { id: 7, status: current };
  }) as HostFetcher;
  return { fetcher, calls };
}

const show = (flow: 'in' | 'out', role: ChatRole, fetcher?: HostFetcher, interview?: Record<string, unknown>) =>
  render(
    <ChatProvider engine={chat} role={role} {...(fetcher ? { fetcher } : {})}>
      <BubbleContent message={cardMessage(flow, interview)} mobileWidth={null} />
    </ChatProvider>,
  ).container.querySelector<HTMLElement>('[data-business-id="interview"]')!;

describe('the interview card', () => {
  it('shows the invitation and lets the invited candidate accept it once', async () => {
    const server = fakeServer(1);
    const card = show('in', 'candidate', server.fetcher);
    expect(card.textContent).toContain('面试时间：2026-12-01 10:15:00');
    expect(card.textContent).toContain('现场面试');
    expect(card.textContent).toContain('面试地点：深圳市南山区科技园');
    expect(await within(card).findByText('待确认')).toBeTruthy();
    expect(server.calls[0]).toEqual({ path: 'front/v1/candidate/interview/7', method: 'GET', body: undefined });
    fireEvent.click(within(card).getByRole('button', { name: '接受' }));
    expect(await within(card).findByText('已接受')).toBeTruthy();
    expect(server.calls[1]).toEqual({ path: 'front/v1/candidate/interview/7/respond', method: 'POST', body: { accept: true } });
    expect(within(card).queryByRole('button', { name: '接受' })).toBeNull();
    expect(within(card).queryByRole('button', { name: '拒绝' })).toBeNull();
    // The answer goes to the recruiter as a message in the conversation.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ to: 'bob', conversationType: 'C2C', type: 'TIMCustomElem', payload: { description: '已接受面试邀请' } });
    expect(JSON.parse((sent[0]!.payload as { data: string }).data)).toEqual({ businessID: 'interview_answer', id: '7', status: 2 });
  });

  it("re-reads the recruiter's card when the candidate's answer comes in, and shows the answer", async () => {
    const server = fakeServer(1);
    const card = show('out', 'recruiter', server.fetcher);
    expect(await within(card).findByText('待确认')).toBeTruthy();
    // Accepted on the server, then the message says so: the card asks the server again.
    await server.fetcher('front/v1/candidate/interview/7/respond', { method: 'POST', body: { accept: true } });
    receive(answerMessage(7, 2));
    expect(await within(card).findByText('已接受')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === 'front/v1/interview/7')).toHaveLength(2);
    // Another interview's answer leaves it alone.
    receive(answerMessage(8, 3));
    expect(server.calls.filter((call) => call.path === 'front/v1/interview/7')).toHaveLength(2);

    const note = render(
      <ChatProvider engine={chat} role="recruiter">
        <BubbleContent message={answerMessage(7, 3)} mobileWidth={null} />
      </ChatProvider>,
    ).container;
    expect(await within(note).findByText('对方已拒绝面试邀请')).toBeTruthy();
  });

  it('declines; a refused answer says why and keeps the choice open', async () => {
    const refused = fakeServer(1, '该面试已取消');
    const card = show('in', 'candidate', refused.fetcher);
    fireEvent.click(await within(card).findByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('该面试已取消')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '拒绝' })).toBeTruthy();
  });

  it('offers no answer on an interview already answered or cancelled, nor to its sender', async () => {
    const cancelled = show('in', 'candidate', fakeServer(4).fetcher);
    expect(await within(cancelled).findByText('已取消')).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: '接受' })).toBeNull();

    const server = fakeServer(2);
    const sent = show('out', 'recruiter', server.fetcher);
    expect(await within(sent).findByText('已接受')).toBeTruthy();
    expect(server.calls.map((call) => call.path)).toEqual(['front/v1/interview/7']);
    expect(within(sent).queryByRole('button', { name: '接受' })).toBeNull();
  });

  it('with no host route, 查看详情 shows the details here and keeps the chat open', async () => {
    const server = fakeServer(2);
    const card = show('in', 'candidate', server.fetcher);
    expect(await within(card).findByText('已接受')).toBeTruthy();
    const closed: string[] = [];
    const offClose = chatEvents.on('close-chat', () => closed.push('close'));
    try {
      expect(chatEvents.listenerCount('view-interview')).toBe(0);
      fireEvent.click(within(card).getByRole('button', { name: '查看详情' }));
      const details = await screen.findByRole('dialog', { name: '面试详情' });
      for (const line of [
        '面试时间：2026-12-01 10:15:00',
        '现场面试',
        '面试地点：深圳市南山区科技园',
        '联系电话：13800138000',
        '备注：请带简历',
        '状态：已接受',
      ])
        expect(within(details).getByText(line)).toBeTruthy();
      expect(closed).toEqual([]);
      fireEvent.click(within(details).getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '面试详情' })).toBeNull());
    } finally {
      offClose();
    }
  });

  it('without the host fetcher stays as sent; 查看详情 closes the chat and names the interview', async () => {
    const card = show('in', 'candidate');
    const seen: string[] = [];
    const offClose = chatEvents.on('close-chat', () => seen.push('close'));
    const offView = chatEvents.on('view-interview', ({ id }) => seen.push(`view ${id}`));
    try {
      await act(async () => undefined);
      expect(card.textContent).not.toContain('待确认');
      expect(within(card).queryByRole('button', { name: '接受' })).toBeNull();
      fireEvent.click(within(card).getByRole('button', { name: '查看详情' }));
      await waitFor(() => expect(seen).toEqual(['close', 'view 7']));
    } finally {
      offClose();
      offView();
    }
  });

  describe('an online interview', () => {
    const LINK = 'https://meeting.example.test/j/7?pwd=1';
    const ONLINE = { ...INTERVIEW, interviewType: 1, address: null, meetingLink: LINK };
    /** The server as the card meets it, with the interview's .ics file (or a refusal of it). */
    function calendarServer(record: Record<string, unknown>, refuse = false) {
      const calls: { path: string; responseType?: string }[] = [];
      const fetcher = (async (path: string, init: { responseType?: string } = {}) => {
        calls.push({ path, responseType: init.responseType });
        if (!path.endsWith('/ics')) return record;
        if (refuse) throw new Error('记录不存在');
        return new Blob(['BEGIN:VCALENDAR\r\n'], { type: 'text/calendar' });
      }) as HostFetcher;
      return { fetcher, calls };
    }
    const saved: { name: string; blob: Blob }[] = [];
    let click: jest.SpyInstance;
    const { createObjectURL, revokeObjectURL } = URL;
    beforeEach(() => {
      saved.length = 0;
      const blobs: Blob[] = [];
      URL.createObjectURL = (blob: Blob) => `blob:test-${blobs.push(blob)}`;
      URL.revokeObjectURL = () => undefined;
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blobs[Number(this.href.split('-').pop()) - 1]! });
      });
    });
    afterEach(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    });

    it('shows its meeting link to the candidate, opening in a new tab without the chat, and saves its .ics', async () => {
      const server = calendarServer({ id: 7, status: 2 });
      const card = show('in', 'candidate', server.fetcher, ONLINE);
      expect(card.textContent).toContain('线上面试');
      const link = within(card).getByRole('link', { name: LINK });
      expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([LINK, '_blank', 'noopener noreferrer']);
      expect(link.parentElement?.textContent).toBe(`会议链接：${LINK}`);
      fireEvent.click(within(card).getByRole('button', { name: '下载日历' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(server.calls).toContainEqual({ path: 'front/v1/candidate/interview/7/ics', responseType: 'blob' });
      expect(saved[0]!.name).toBe('interview-7.ics');
      expect(saved[0]!.blob.type).toBe('text/calendar');
      // The details where no host routes: the link there too.
      fireEvent.click(within(card).getByRole('button', { name: '查看详情' }));
      const details = await screen.findByRole('dialog', { name: '面试详情' });
      expect(within(details).getByRole('link', { name: LINK }).getAttribute('rel')).toBe('noopener noreferrer');
    });

    it("shows the recruiter the server's current link, and saves the file from the company's route", async () => {
      const moved = 'https://meeting.example.test/j/8';
      const server = calendarServer({ ...ONLINE, status: 1, meetingLink: moved });
      const card = show('out', 'recruiter', server.fetcher, ONLINE);
      expect(await within(card).findByRole('link', { name: moved })).toBeTruthy();
      expect(within(card).queryByRole('link', { name: LINK })).toBeNull();
      fireEvent.click(within(card).getByRole('button', { name: '下载日历' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(server.calls).toContainEqual({ path: 'front/v1/interview/7/ics', responseType: 'blob' });
    });

    it('shows a link that is no web link as text, says when the file cannot be had, and offers none without the fetcher', async () => {
      const refused = calendarServer({ id: 7, status: 2 }, true);
      const card = show('in', 'candidate', refused.fetcher, { ...ONLINE, meetingLink: 'javascript:alert(1)' });
      expect(within(card).queryByRole('link')).toBeNull();
      expect(card.textContent).toContain('会议链接：javascript:alert(1)');
      fireEvent.click(within(card).getByRole('button', { name: '下载日历' }));
      expect(await screen.findByText('下载失败')).toBeTruthy();
      expect(saved).toEqual([]);
      cleanup();
      const bare = show('in', 'candidate', undefined, ONLINE);
      expect(within(bare).getByRole('link', { name: LINK })).toBeTruthy();
      expect(within(bare).queryByRole('button', { name: '下载日历' })).toBeNull();
      // An on-site interview has its address, no link.
      cleanup();
      const onSite = show('in', 'candidate', undefined, { ...INTERVIEW, meetingLink: LINK });
      expect(within(onSite).queryByRole('link')).toBeNull();
      expect(onSite.textContent).not.toContain('会议链接');
    });
  });
});
