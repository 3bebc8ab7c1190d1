/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The script-tag mount with a page's calling service (docs/chat.md §7 "Calling service"): init's
// `features` and `calling` reach the chat area; the call buttons of a one-to-one chat call the
// peer through the page's service. Logged in through the real server, in a shadow root.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import type { CallingService } from '../provider/options-context';
import { mountWidget } from './mount-widget';
import { createEmbedApi, type EmbedMount } from './embed-api';

let live: LiveChat;
let mounted: EmbedMount | null = null;

beforeAll(async () => {
  live = await startLiveChat();
}, 60_000);
afterEach(() => {
  mounted?.destroy();
  mounted = null;
  // destroy() takes the widget's element off the page.
  expect(document.querySelectorAll('[data-employment-chat]')).toHaveLength(0);
});
afterAll(() => live?.close());

const shadowOf = () => document.querySelector<HTMLElement>('[data-employment-chat]')!.shadowRoot!.querySelector<HTMLElement>('.ec-embed')!;

it("passes init's features and calling service to the chat: the voice call button calls the peer", async () => {
  const calls: Parameters<CallingService['startCall']>[0][] = [];
  const peer = await live.credentialOf('demo_c11');
  mounted = mountWidget({
    apiBase: live.origin,
    token: await live.tokenOf('demo_hr'),
    features: { calls: true },
    calling: { startCall: (options) => void calls.push(options) },
  });
  mounted.open({ userID: peer.userID });
  const root = shadowOf();
  const voice = await waitFor(() => within(root).getByRole('button', { name: '语音通话' }), { timeout: 15_000 });
  fireEvent.click(voice);
  await waitFor(() => expect(calls).toEqual([{ userIDList: [peer.userID], type: 1 }]));
  fireEvent.click(within(root).getByRole('button', { name: '视频通话' }));
  await waitFor(() =>
    expect(calls).toEqual([
      { userIDList: [peer.userID], type: 1 },
      { userIDList: [peer.userID], type: 2 },
    ]),
  );
  expect(await seriousViolations(root)).toEqual([]);
}, 30_000);

it("shows the widget's own call buttons by default, and none with init's features.calls off", async () => {
  const peer = await live.credentialOf('demo_c12');
  mounted = mountWidget({ apiBase: live.origin, token: await live.tokenOf('demo_hr') });
  mounted.open({ userID: peer.userID });
  let toolbar = await waitFor(() => within(shadowOf()).getByRole('toolbar'), { timeout: 15_000 });
  expect(within(toolbar).getByRole('button', { name: '语音通话' })).toBeTruthy();
  expect(within(toolbar).getByRole('button', { name: '视频通话' })).toBeTruthy();
  mounted.destroy();

  mounted = mountWidget({ apiBase: live.origin, token: await live.tokenOf('demo_hr'), features: { calls: false } });
  mounted.open({ userID: peer.userID });
  toolbar = await waitFor(() => within(shadowOf()).getByRole('toolbar'), { timeout: 15_000 });
  expect(within(toolbar).queryByRole('button', { name: '语音通话' })).toBeNull();
  expect(within(toolbar).queryByRole('button', { name: '视频通话' })).toBeNull();
}, 30_000);

it("init's role decides the recruiter tools: a recruiter's credential with role 'candidate' shows no 求简历 or 快捷回复", async () => {
  const peer = await live.credentialOf('demo_c13');
  mounted = mountWidget({ apiBase: live.origin, token: await live.tokenOf('demo_hr'), role: 'candidate' });
  mounted.open({ userID: peer.userID });
  const root = shadowOf();
  const toolbar = await waitFor(() => within(root).getByRole('toolbar'), { timeout: 15_000 });
  expect(within(toolbar).getByRole('button', { name: '表情' })).toBeTruthy();
  expect(within(toolbar).queryByRole('button', { name: '求简历' })).toBeNull();
  expect(within(toolbar).queryByRole('button', { name: '快捷回复' })).toBeNull();
}, 30_000);

// Issue 18: a candidate on a third-party portal. The launcher shows once init ran; the page hears
// the unread total through EmploymentChat.on('unread-change'); open({ userID, jobId }) opens the
// chat with the recruiter and records that it is about the job (POST front/v1/chat), which the
// server may refuse a candidate without the chat breaking.
it("a candidate's portal: the launcher, on('unread-change'), and open({ userID, jobId })", async () => {
  const hr = await live.engineFor('demo_hr');
  const { list: jobs } = await live.fetcherOf('demo_hr')<{ list: { id: number }[] }>('front/v1/job?pageSize=10&status=2');
  const candidate = await live.credentialOf('demo_c14');
  const linkages: unknown[] = [];
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).endsWith('/front/v1/chat') && init?.method === 'POST') linkages.push(JSON.parse(String(init.body)));
    return realFetch(input, init);
  });
  const told: number[] = [];
  const api = createEmbedApi(mountWidget);
  api.on('unread-change', ({ total }) => told.push(total)); // before init, as a page may
  api.init({ apiBase: live.origin, token: await live.tokenOf('demo_c14'), launcher: true });
  try {
    const root = shadowOf();
    const launcher = await waitFor(() => within(root).getByRole('button', { name: /^打开聊天/ }));
    // Told once after login (the total of the whole conversation list), then on each change.
    await waitFor(() => expect(told.length).toBeGreaterThan(0), { timeout: 15_000 });
    const before = told[0]!;

    await hr.chat.sendMessage(hr.chat.createTextMessage({ to: candidate.userID, conversationType: 'C2C', payload: { text: '您好，岗位还在招' } }));
    await waitFor(() => expect(told.at(-1)).toBe(before + 1), { timeout: 10_000 });
    expect(told.every((total, i) => i === 0 || total !== told[i - 1])).toBe(true);
    expect(launcher.getAttribute('aria-label')).toBe(`打开聊天，${before + 1} 条未读`);

    fireEvent.click(launcher);
    await waitFor(() => within(root).getByRole('dialog', { name: '聊天' }));
    fireEvent.pointerDown(launcher);
    fireEvent.click(launcher);
    await waitFor(() => expect(within(root).queryByRole('dialog')).toBeNull());

    api.open({ userID: hr.userID, jobId: jobs[0]!.id });
    await waitFor(() => expect(root.querySelector(`[data-conversation-id="C2C${hr.userID}"]`)).not.toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(linkages).toEqual([{ to: hr.userID, jobId: jobs[0]!.id }]));
    expect(within(root).getByRole('toolbar')).toBeTruthy();
  } finally {
    api.destroy();
    jest.restoreAllMocks();
  }
}, 45_000);
