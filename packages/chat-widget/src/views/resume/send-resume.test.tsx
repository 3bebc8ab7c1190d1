// The candidate sends a resume (issue 18; docs/chat.md §3 resume_custom): 发送简历 in the
// toolbar (one-to-one chats) and on an askResume card the candidate received. One resume goes at
// once, several open a chooser listing them by name, none or a failed list is a notice.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createLocalChat, type Message } from '../../engine';
import type { ChatRole } from '../../machines/session';
import type { HostFetcher } from '../../provider/options-context';
import { ChatProvider } from '../../shell/chat-provider';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import type { OutgoingItem } from '../composer/use-send-items';
import { BubbleContent } from '../messages/bubble-content';
import { Toolbar } from '../toolbar';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
afterAll(() => chat.destroy());
afterEach(() => jest.restoreAllMocks());

const CV = { id: 21, name: '前端工程师简历', fileName: '李四-前端.pdf', updatedAt: '2026-11-20 10:00:00' };
const PM = { id: 22, name: '产品经理简历', fileName: '李四-产品.pdf', updatedAt: '2026-11-21 10:00:00' };

function resumesServer(answer: () => unknown) {
  const calls: string[] = [];
  const fetcher = (async (path: string) => {
    calls.push(path);
    return answer();
  }) as HostFetcher;
  return { fetcher, calls };
}

function showToolbar({ role = 'candidate', fetcher, conversationID = 'C2Chr_1' }: { role?: ChatRole; fetcher?: HostFetcher; conversationID?: string }) {
  const sent: OutgoingItem[][] = [];
  const { container, unmount } = render(
    <ChatProvider engine={chat} role={role} {...(fetcher ? { fetcher } : {})}>
      <Toolbar conversationID={conversationID} onInsertText={() => undefined} onSend={(items) => sent.push(items)} />
    </ChatProvider>,
  );
  return { toolbar: within(container).getByRole('toolbar'), sent, unmount };
}

const resumeItem = (resume: typeof CV) => ({
  type: 'custom',
  custom: { data: JSON.stringify({ businessID: 'resume_custom', id: resume.id, text: resume.fileName }), description: '[简历]', extension: '' },
});

describe("the candidate's toolbar", () => {
  it('sends the only resume at once, as resume_custom with its id and file name', async () => {
    const server = resumesServer(() => ({ list: [CV] }));
    const { toolbar, sent } = showToolbar({ fetcher: server.fetcher });
    fireEvent.click(await within(toolbar).findByRole('button', { name: '发送简历' }));
    await waitFor(() => expect(sent).toEqual([[resumeItem(CV)]]));
    expect(server.calls).toEqual(['front/v1/candidate/resumes']);
    // A candidate gets no recruiter tools.
    expect(within(toolbar).queryByRole('button', { name: '求简历' })).toBeNull();
  });

  it('offers a chooser of several, named by resume, and sends the one picked', async () => {
    const server = resumesServer(() => ({ list: [CV, PM] }));
    const { toolbar, sent } = showToolbar({ fetcher: server.fetcher });
    const button = await within(toolbar).findByRole('button', { name: '发送简历' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: '选择要发送的简历' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['前端工程师简历', '产品经理简历']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(document.body)).toEqual([]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '产品经理简历' }));
    await waitFor(() => expect(sent).toEqual([[resumeItem(PM)]]));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('says 您还没有简历 when there is none, and a clear error when the list fails', async () => {
    let answer: () => unknown = () => ({ list: [] });
    const { toolbar, sent } = showToolbar({ fetcher: resumesServer(() => answer()).fetcher });
    fireEvent.click(await within(toolbar).findByRole('button', { name: '发送简历' }));
    expect(await screen.findByText('您还没有简历')).toBeTruthy();
    answer = () => {
      throw Object.assign(new Error('forbidden'), { code: 403 });
    };
    fireEvent.click(within(toolbar).getByRole('button', { name: '发送简历' }));
    expect(await screen.findByText('简历加载失败，请稍后重试')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('is offered to candidates only, in one-to-one chats, with the host API', async () => {
    const { fetcher } = resumesServer(() => ({ list: [CV] }));
    const absent = async (props: Parameters<typeof showToolbar>[0]) => {
      const { toolbar, unmount } = showToolbar(props);
      // The sentinel: a toolbar that offers it, rendered after. Once its button is in (the lazy
      // chunk arrived), this one's would have been too.
      const offered = showToolbar({ fetcher });
      await within(offered.toolbar).findByRole('button', { name: '发送简历' });
      expect(within(toolbar).queryByRole('button', { name: '发送简历' })).toBeNull();
      offered.unmount();
      unmount();
    };
    await absent({ role: 'recruiter', fetcher });
    await absent({ role: 'candidate', fetcher, conversationID: 'GROUPg1' });
    await absent({ role: 'candidate' });
  });
});

describe('an askResume card', () => {
  const card = (flow: 'in' | 'out') =>
    ({
      ...chat.createTextMessage({ to: 'hr_1', conversationType: 'C2C', payload: { text: '' } }),
      conversationID: 'C2Chr_1',
      flow,
      type: 'TIMCustomElem',
      payload: {
        data: JSON.stringify({ businessID: 'askResume', link: '', text: '我想要一份您的简历，您是否同意？', description: '[求简历]' }),
        description: '[求简历]',
        extension: '',
      },
    }) as unknown as Message;
  const showCard = (flow: 'in' | 'out', role: ChatRole, fetcher: HostFetcher) =>
    render(
      <ChatProvider engine={chat} role={role} fetcher={fetcher}>
        <BubbleContent message={card(flow)} mobileWidth={null} />
      </ChatProvider>,
    ).container.querySelector<HTMLElement>('[data-business-id="askResume"]')!;

  it('received by a candidate: 发送简历 sends their resume into that chat', async () => {
    const send = jest.spyOn(chat, 'sendMessage').mockImplementation(async (message) => ({ code: 0, data: { message: { ...message, status: 'success' } } }));
    const element = showCard('in', 'candidate', resumesServer(() => ({ list: [CV] })).fetcher);
    expect(element.textContent).toContain('我想要一份您的简历，您是否同意？');
    fireEvent.click(await within(element).findByRole('button', { name: '发送简历' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const message = send.mock.calls[0]![0];
    expect([message.to, message.conversationType, message.type]).toEqual(['hr_1', 'C2C', 'TIMCustomElem']);
    expect(message.payload).toMatchObject({ data: JSON.stringify({ businessID: 'resume_custom', id: 21, text: '李四-前端.pdf' }), description: '[简历]' });
  });

  it('offers no answer to its sender or to a recruiter', async () => {
    const { fetcher } = resumesServer(() => ({ list: [CV] }));
    const sent = showCard('out', 'candidate', fetcher);
    const recruiters = showCard('in', 'recruiter', fetcher);
    // The sentinel: a card that offers it, rendered after; once its button is in, theirs would be.
    await within(showCard('in', 'candidate', fetcher)).findByRole('button', { name: '发送简历' });
    expect(within(sent).queryByRole('button', { name: '发送简历' })).toBeNull();
    expect(within(recruiters).queryByRole('button', { name: '发送简历' })).toBeNull();
  });
});
