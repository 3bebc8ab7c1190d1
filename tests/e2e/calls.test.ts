// Voice and video calls on the embedded default (issue 21): WebRTC between two (and three) real
// Chromium contexts, signalled through the local chat service, with Chromium's fake camera and
// microphone (widget-page.ts's flags). The recruiter calls from the console; the call rings on
// the candidate's portal even with its chat closed; both connect (RTCPeerConnection reaches
// 'connected', frames arrive both ways); a hang-up ends it on both sides and leaves the call's
// record in both conversations. A declined voice call at 375 px, by keyboard; a group call of
// three as a mesh; a peer whose page goes away mid-call.
import WebSocket from 'ws';
import type { Page } from 'playwright-core';
import { createLocalChat } from '../../packages/chat-widget/src/engine';
import { chatCredentialOf } from './models/api';
import { chatNickOf } from './models/candidate-chat';
import { CallScreen } from './models/call-screen';
import type { CandidatePortal } from './models/candidate-portal';
import { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { inConsoleChat, signedIn } from './models/signed-in';
import { WidgetConversations } from './models/widget-conversations';
import { docsShot, shot } from './models/screenshots';

const SHOTS = 'calls';
const STAMP = Date.now();
const HELLO = `您好，方便视频面试吗（${STAMP}）`;
const GROUP = `视频面试${String(STAMP).slice(-4)}`;
const CONNECT_MS = 20_000;

let journey: Journey;
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;
let recruiterCall: CallScreen;
let candidateCall: CallScreen;
let hrID = '';
let hrNick = '';

/** A call record's bubble in an open conversation (data-call-record: started, declined, ended…). */
const record = (modal: ChatModal, kind: string) => modal.dialog.locator(`[data-call-record="${kind}"]`);

beforeAll(async () => {
  journey = await startJourney();
  // The recruiter's chat nickname, by a short chat login before the console signs in.
  hrNick = (await chatNickOf(journey.origin, 'demo_hr')).nick;
  ({ candidate, hrID } = await candidateWrites(journey, 'demo_c26', HELLO));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
  recruiterCall = new CallScreen(recruiterPage);
  candidateCall = new CallScreen(candidate.page);
}, 180_000);
afterAll(async () => {
  await journey?.close();
});

it('a video call rings on the portal with its chat closed; both connect, frames flow both ways; a hang-up ends it and leaves its record on both sides', async () => {
  await candidate.page.keyboard.press('Escape');
  await candidate.chat.dialog.waitFor({ state: 'hidden' });

  await recruiter.toolbar.getByRole('button', { name: '视频通话', exact: true }).click();
  await eventually(() => recruiterCall.state(), 'calling');
  await eventually(() => candidateCall.state(), 'ringing');
  // Who calls, by their name.
  await candidateCall.overlay.getByText(hrNick, { exact: true }).waitFor();
  await shot(candidate.page, `${SHOTS}/portal-ringing.png`);
  await docsShot(candidate.page, 'call-portal-ringing-1280.png');
  await shot(recruiterPage, `${SHOTS}/console-calling.png`);

  await candidateCall.button('接听').click();
  await eventually(() => candidateCall.connectionStates(), ['connected'], CONNECT_MS);
  await eventually(() => recruiterCall.connectionStates(), ['connected'], CONNECT_MS);
  await eventually(() => Promise.all([recruiterCall.state(), candidateCall.state()]), ['inCall', 'inCall']);
  await eventually(() => candidateCall.framesFlow(), true, CONNECT_MS);
  await eventually(() => recruiterCall.framesFlow(), true, CONNECT_MS);
  await shot(candidate.page, `${SHOTS}/portal-in-call.png`);
  await shot(recruiterPage, `${SHOTS}/console-in-call.png`);
  await docsShot(recruiterPage, 'call-console-1280.png');

  await recruiterCall.button('挂断').click();
  await eventually(() => Promise.all([recruiterCall.state(), candidateCall.state()]), [null, null], 10_000);
  await record(recruiter, 'ended').waitFor();
  expect(await record(recruiter, 'ended').textContent()).toMatch(/^视频通话 · 通话时长 \d\d:\d\d$/);
  await candidate.launcher.click();
  await candidate.chat.waitOpen();
  // Reopened on the conversations, its close button focused (Radix's own first focus, in the
  // shadow root, went through every tab and left 通讯录 selected).
  expect(await candidate.chat.dialog.getByRole('tab', { name: '会话', exact: true }).getAttribute('aria-selected')).toBe('true');
  expect(
    await candidate.chat.dialog
      .getByRole('button', { name: '关闭' })
      .evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el),
  ).toBe(true);
  // The list's row now shows the call's record as its last message.
  const row = new WidgetConversations(candidate.page).row(`C2C${hrID}`);
  expect(await row.textContent()).toContain('[视频通话]');
  await row.click();
  await record(candidate.chat, 'ended').waitFor();
  await shot(candidate.page, `${SHOTS}/portal-call-record.png`);
}, 120_000);

it('at 375 px the candidate places a voice call by keyboard; the recruiter declines; both record 已拒绝', async () => {
  await candidate.page.setViewportSize({ width: 375, height: 812 });
  const voice = candidate.chat.toolbar.getByRole('button', { name: '语音通话', exact: true });
  await voice.focus();
  await candidate.page.keyboard.press('Enter');
  await eventually(() => recruiterCall.state(), 'ringing');
  await eventually(() => candidateCall.state(), 'calling');
  await shot(candidate.page, `${SHOTS}/portal-375-calling.png`);
  // A voice call shows no video.
  expect(await candidateCall.overlay.getByTestId('call-local-video').count()).toBe(0);

  await recruiterCall.button('拒绝').click();
  await candidateCall.overlay.getByText('对方已拒绝').waitFor();
  await eventually(() => candidateCall.state(), null, 10_000);
  await record(candidate.chat, 'declined').waitFor();
  await record(recruiter, 'declined').waitFor();
  await candidate.page.setViewportSize({ width: 1280, height: 900 });
}, 60_000);

it('a group video call of three: the picker invites two members, each accepts, every pair connects', async () => {
  // The group: made by the colleague's chat login in Node, before their console signs in.
  const [admin, hr, seeker] = (await Promise.all(['demo_admin', 'demo_hr', 'demo_c26'].map((name) => chatCredentialOf(journey.origin, name)))) as [
    Awaited<ReturnType<typeof chatCredentialOf>>,
    Awaited<ReturnType<typeof chatCredentialOf>>,
    Awaited<ReturnType<typeof chatCredentialOf>>,
  ];
  const engine = createLocalChat({ url: admin.chatUrl, WebSocket: WebSocket as never });
  await engine.login({ userID: admin.userID, userSig: admin.userSig });
  const { group } = (await engine.createGroup({ name: GROUP, type: 'Private', memberList: [{ userID: hr.userID }, { userID: seeker.userID }] })).data;
  // A first message, so the group is on everyone's conversation list.
  await engine.sendMessage(engine.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: `${GROUP}：三方视频面试` } }));
  await engine.logout();
  await engine.destroy();

  const { page: adminPage, layout } = await signedIn(journey, 'demo_admin');
  await layout.menuItem('消息').click();
  const colleague = new ChatModal(adminPage);
  await colleague.waitOpen();
  await colleague.openConversation(GROUP);
  await colleague.toolbar.getByRole('button', { name: '视频通话', exact: true }).click();
  const picker = adminPage.getByRole('dialog', { name: '发起群视频通话' });
  for (const userID of [hr.userID, seeker.userID]) await picker.getByRole('listitem').filter({ hasText: userID }).getByRole('checkbox').check();
  await picker.getByRole('button', { name: '确定' }).click();

  const adminCall = new CallScreen(adminPage);
  await eventually(() => adminCall.state(), 'calling');
  await eventually(() => Promise.all([recruiterCall.state(), candidateCall.state()]), ['ringing', 'ringing']);
  await recruiterCall.button('接听').click();
  await candidateCall.button('接听').click();
  for (const call of [adminCall, recruiterCall, candidateCall]) {
    await eventually(() => call.connectionStates(), ['connected', 'connected'], CONNECT_MS);
    await eventually(() => call.framesFlow(), true, CONNECT_MS);
  }
  await shot(adminPage, `${SHOTS}/console-group-call.png`);

  // Leaving one by one: the call goes on between those left, and ends with the last.
  await candidateCall.button('挂断').click();
  await eventually(() => candidateCall.state(), null, 10_000);
  await eventually(() => adminCall.connectionStates(), ['connected'], CONNECT_MS);
  await recruiterCall.button('挂断').click();
  await eventually(() => Promise.all([adminCall.state(), recruiterCall.state()]), [null, null], 10_000);
  await record(colleague, 'ended').waitFor();
}, 180_000);

it("a peer whose page goes away mid-call: the other side ends with 对方已断开连接 and writes the call's record", async () => {
  const { userID: candidateID } = await chatCredentialOf(journey.origin, 'demo_c26');
  await new WidgetConversations(recruiterPage).row(`C2C${candidateID}`).click();
  await recruiter.toolbar.getByRole('button', { name: '语音通话', exact: true }).click();
  await eventually(() => candidateCall.state(), 'ringing');
  await candidateCall.button('接听').click();
  await eventually(() => recruiterCall.connectionStates(), ['connected'], CONNECT_MS);
  // The tab closes without hanging up: no bye, no record from that side.
  await candidate.page.close();
  await recruiterCall.overlay.getByText('对方已断开连接').waitFor({ timeout: 30_000 });
  await eventually(() => recruiterCall.state(), null, 10_000);
  await record(recruiter, 'ended').last().waitFor();
  expect(await record(recruiter, 'ended').last().textContent()).toMatch(/^语音通话 · 通话时长 \d\d:\d\d$/);
}, 90_000);
