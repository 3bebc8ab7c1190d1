/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The script-tag mount with a page's calling service (spec/chat.md §7 "Calling service"): init's
// `features` and `calling` reach the chat area; the call buttons of a one-to-one chat call the
// peer through the page's service. Logged in through the real server, in a shadow root.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '../../test/dom/live-chat';
import { seriousViolations } from '../../test/dom/axe';
import type { CallingService } from '../provider/options-context';
import { mountWidget } from './mount-widget';
import type { EmbedMount } from './embed-api';

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
  await waitFor(() => expect(calls).toEqual([{ userIDList: [peer.userID], type: 1 }, { userIDList: [peer.userID], type: 2 }]));
  expect(await seriousViolations(root)).toEqual([]);
}, 30_000);

it('shows no call buttons without a calling service, even with the feature on', async () => {
  const peer = await live.credentialOf('demo_c12');
  mounted = mountWidget({ apiBase: live.origin, token: await live.tokenOf('demo_hr'), features: { calls: true } });
  mounted.open({ userID: peer.userID });
  const root = shadowOf();
  await waitFor(() => within(root).getByRole('toolbar'), { timeout: 15_000 });
  expect(within(root).queryByRole('button', { name: '语音通话' })).toBeNull();
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
