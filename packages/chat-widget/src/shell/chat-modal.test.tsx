/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// <ChatModal/> as a console mounts it (docs/chat.md §1, §2; docs/console.md §9: width 1024, z-index 5000):
// the provider logs demo_hr in through the host's fetcher; the host emits open-chat with a
// candidate's platform user ID and the job discussed; the header shows that job; close-chat closes
// the modal and resets the current conversation.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import WebSocket from 'ws';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { createLocalChat } from '../engine';
import { chatEvents } from '../provider/chat-events';
import { ChatProvider } from '../shell/chat-provider';
import { useChatUi } from '../provider/chat-ui-context';
import { useChatSession } from '../provider/session-context';
import type { HostFetcher } from '../provider/options-context';
import { ChatModal } from './chat-modal';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

let live: LiveChat;
let fetcher: HostFetcher;

beforeAll(async () => {
  live = await startLiveChat();
  fetcher = live.fetcherOf('demo_hr');
}, 60_000);
afterAll(() => live?.close());

function Probe() {
  const { state } = useChatUi();
  const session = useChatSession();
  return <output data-testid="probe" data-status={session.status} data-conversation={state.conversationID ?? ''} data-job={state.jobId ?? ''} />;
}
const probe = () => screen.getByTestId('probe');

interface Job {
  id: number;
  title: string;
}

it('open-chat { userID, jobId } opens the modal on that candidate with the job in the header; close-chat closes and resets', async () => {
  // A candidate and a published job of demo_hr's company other than the one their chat is about now.
  const candidate = await live.credentialOf('demo_c8');
  const platformID = candidate.userID.slice(candidate.prefix.length);
  const before = await fetcher<{ job: Job | null }>(`front/v1/chat?to=${candidate.userID}&withResume=1`);
  const { list: jobs } = await fetcher<{ list: Job[] }>('front/v1/job?pageSize=100&idOrder=desc&status=2');
  const job = jobs.find((j) => j.title !== before.job?.title)!;
  expect(job).toBeTruthy();

  render(
    <ChatProvider fetcher={fetcher} createEngine={async (credential) => createLocalChat({ url: credential.chatUrl!, WebSocket: WebSocket as never })}>
      <Probe />
      <ChatModal />
    </ChatProvider>,
  );
  await waitFor(() => expect(probe().dataset.status).toBe('ready'), { timeout: 10_000 });
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => chatEvents.emit('open-chat', { userID: platformID, jobId: job.id }));
  const dialog = await screen.findByRole('dialog', { name: '聊天' });
  // The dialog's size and stacking, as the console asks for them.
  expect(getComputedStyle(dialog).zIndex).toBe('5000');
  expect(await seriousViolations(document.body)).toEqual([]);
  expect(getComputedStyle(dialog).width).toBe('min(1024px, 100vw)');
  const overlay = document.querySelector<HTMLElement>('[data-state="open"]:not([role="dialog"])');
  expect(overlay && getComputedStyle(overlay).zIndex).toBe('5000');

  // The conversation is the candidate's (user ID prefixed as the credential says), about the job.
  const conversationID = `C2C${candidate.userID}`;
  expect(probe().dataset.conversation).toBe(conversationID);
  expect(probe().dataset.job).toBe(String(job.id));
  await waitFor(() => expect(dialog.querySelector(`[data-conversation-id="${conversationID}"]`)).not.toBeNull());
  const jobLine = await within(dialog).findByTestId('job-line');
  expect(jobLine.textContent).toBe(`沟通职位：${job.title}`);
  // The candidate summary (or the no-personal-info note) heads the job line.
  expect(within(dialog).queryByTestId('candidate-summary') ?? within(dialog).queryByText('暂无个人信息')).not.toBeNull();
  // The server now holds the chat as being about that job (the linkage was recorded).
  expect((await fetcher<{ job: Job | null }>(`front/v1/chat?to=${candidate.userID}`)).job).toEqual({ id: job.id, title: job.title });

  act(() => chatEvents.emit('close-chat'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(probe().dataset.conversation).toBe('');
  expect(probe().dataset.job).toBe('');

  // Opened again without a conversation: nothing is selected any more.
  act(() => chatEvents.emit('open-chat', {}));
  const reopened = await screen.findByRole('dialog', { name: '聊天' });
  expect(within(reopened).getByText('请选择会话')).toBeTruthy();
  expect(within(reopened).queryByTestId('job-line')).toBeNull();
  act(() => chatEvents.emit('close-chat'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}, 60_000);

// The script tag replays a queued open({ userID }) as soon as the widget mounts, before the
// credential (and with it the user-ID prefix) has arrived.
it('open-chat { userID } emitted before login opens the prefixed conversation once the session is ready', async () => {
  const candidate = await live.credentialOf('demo_c9');
  const platformID = candidate.userID.slice(candidate.prefix.length);
  expect(candidate.prefix).not.toBe('');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const slowCredential = (async (path: string, init?: { method?: string; body?: unknown }) => {
    if (path.includes('im/user-sig')) await held;
    return fetcher(path, init);
  }) as HostFetcher;

  render(
    <ChatProvider fetcher={slowCredential} createEngine={async (credential) => createLocalChat({ url: credential.chatUrl!, WebSocket: WebSocket as never })}>
      <Probe />
      <ChatModal />
    </ChatProvider>,
  );
  act(() => chatEvents.emit('open-chat', { userID: platformID }));
  await screen.findByRole('dialog', { name: '聊天' });
  expect(probe().dataset.status).toBe('connecting');

  await act(async () => release());
  await waitFor(() => expect(probe().dataset.status).toBe('ready'), { timeout: 10_000 });
  await waitFor(() => expect(probe().dataset.conversation).toBe(`C2C${candidate.userID}`));
  act(() => chatEvents.emit('close-chat'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}, 60_000);
