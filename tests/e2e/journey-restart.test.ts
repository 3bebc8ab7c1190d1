// The server goes away mid-conversation and comes back (issue 18, scenario 7): it is killed while
// the recruiter (console) and the candidate (portal) are talking; both sides show the network
// banner; each writes while it is down; the server starts again on the same port and data; both
// recover by themselves, and every message sent during the outage arrives exactly once, on both
// sides, also after a reload (as stored).
import type { Page } from 'playwright-core';
import type { CandidatePortal } from './models/candidate-portal';
import type { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { inConsoleChat } from './models/signed-in';
import { WidgetConversations } from './models/widget-conversations';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，我投了简历（${STAMP}）`;
const BANNER = '网络异常，请您检查网络设置';
const FROM_RECRUITER = [`收到，我们看一下（${STAMP}）`, `明天给您答复（${STAMP}）`];
const FROM_CANDIDATE = [`好的，谢谢（${STAMP}）`, `我周一到周五都方便（${STAMP}）`];
const RECOVERY_MS = 45_000;

let journey: Journey;
let hrID = '';
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;

beforeAll(async () => {
  journey = await startJourney({}, { killable: true });
  ({ candidate, hrID } = await candidateWrites(journey, 'demo_c25', HELLO));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

it('both sides show the network banner while the server is down, and keep what is written', async () => {
  await journey.stopServer();
  await recruiter.dialog.getByText(BANNER).waitFor({ timeout: RECOVERY_MS });
  await candidate.chat.dialog.getByText(BANNER).waitFor({ timeout: RECOVERY_MS });
  await recruiter.send(FROM_RECRUITER[0]!);
  await candidate.chat.send(FROM_CANDIDATE[0]!);
  await recruiter.send(FROM_RECRUITER[1]!);
  await candidate.chat.send(FROM_CANDIDATE[1]!);
  await shot(candidate.page, `${SHOTS}/portal-offline.png`);
  await shot(recruiterPage, `${SHOTS}/console-offline.png`);
}, 60_000);

it('once the server is back, both recover by themselves and every message arrives exactly once', async () => {
  await journey.startServer();
  await recruiter.dialog.getByText(BANNER).waitFor({ state: 'detached', timeout: RECOVERY_MS });
  await candidate.chat.dialog.getByText(BANNER).waitFor({ state: 'detached', timeout: RECOVERY_MS });
  const everything = [...FROM_RECRUITER, ...FROM_CANDIDATE];
  for (const chat of [recruiter, candidate.chat]) {
    await eventually(async () => Promise.all(everything.map((text) => chat.copies(text))), [1, 1, 1, 1], RECOVERY_MS);
  }
  // Nothing left failed or waiting: no resend mark on any of them.
  for (const chat of [recruiter, candidate.chat]) expect(await chat.dialog.getByRole('button', { name: '重发' }).count()).toBe(0);
}, 120_000);

it('after a reload, the stored conversation has each of them once, in the order they were sent by each side', async () => {
  await candidate.page.reload();
  await candidate.signOut.waitFor();
  await candidate.launcher.click();
  await candidate.chat.waitOpen();
  // Its row shows whichever message was stored last: open it by the recruiter's ID.
  await new WidgetConversations(candidate.page).row(`C2C${hrID}`).click();
  const everything = [...FROM_RECRUITER, ...FROM_CANDIDATE];
  await eventually(async () => Promise.all(everything.map((text) => candidate.chat.copies(text))), [1, 1, 1, 1], RECOVERY_MS);
  const order = await candidate.chat.messages().allTextContents();
  const at = (text: string) => order.findIndex((row) => row.includes(text));
  expect(at(FROM_RECRUITER[0]!)).toBeLessThan(at(FROM_RECRUITER[1]!));
  expect(at(FROM_CANDIDATE[0]!)).toBeLessThan(at(FROM_CANDIDATE[1]!));
}, 60_000);
