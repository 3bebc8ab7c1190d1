// Finding an old message, on the portal (issue 18, scenario 6): the recruiter, in the console,
// once told the candidate where the interview is, then wrote more (within the first page of a
// freshly opened conversation: the jump into deeper history is read-and-jump.test.ts's); the candidate searches by
// two keywords, opens the conversation's matches and 进入聊天 takes them to that message, blinking.
import type { CandidatePortal } from './models/candidate-portal';
import type { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { inConsoleChat } from './models/signed-in';
import { WidgetConversations } from './models/widget-conversations';
import { WidgetMessages } from './models/widget-messages';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，请问面试在哪里（${STAMP}）`;
const PLACE = `面试地点在科技园三楼会议室（${STAMP}）`;
/** Another message with one of the two keywords only: the search must not stop at it. */
const DECOY = `科技园附近有地铁站（${STAMP}）`;
const FILLERS = 12;

let journey: Journey;
let candidate: CandidatePortal;
let recruiter: ChatModal;
let hrID = '';

beforeAll(async () => {
  journey = await startJourney();
  ({ candidate, hrID } = await candidateWrites(journey, 'demo_c24', HELLO));
  ({ chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
  await recruiter.send(PLACE);
  await recruiter.send(DECOY);
  for (let i = 1; i <= FILLERS; i += 1) await recruiter.send(`补充信息第 ${i} 条（${STAMP}）`);
  await candidate.chat.message(`补充信息第 ${FILLERS} 条（${STAMP}）`).waitFor();
}, 180_000);
afterAll(async () => {
  await journey?.close();
});

it('two keywords find the message; 进入聊天 jumps to it and it blinks', async () => {
  const messages = new WidgetMessages(candidate.page);
  // Reopened afresh, only the newest page of the conversation is rendered.
  await candidate.page.reload();
  await candidate.signOut.waitFor();
  await candidate.launcher.click();
  await candidate.chat.waitOpen();
  const conversations = new WidgetConversations(candidate.page);
  await conversations.search.click();
  await conversations.search.fill('科技园 三楼');
  const result = candidate.page.locator(`button[data-conversation-id="C2C${hrID}"]`);
  await result.waitFor();
  expect(await result.textContent()).toContain('1');
  await result.click();
  // The detail lists the matching messages (its rows carry their IDs).
  await candidate.page.locator('button[data-message-id]').filter({ hasText: PLACE }).waitFor();
  expect(await candidate.page.getByText(DECOY).count()).toBe(0);
  await shot(candidate.page, `${SHOTS}/portal-search.png`);
  await candidate.page
    .getByRole('button', { name: /进入聊天/ })
    .first()
    .click();
  await eventually(() => messages.blinkingInView(PLACE).catch(() => null), { blinking: true, inView: true }, 15_000);
  await shot(candidate.page, `${SHOTS}/portal-search-jumped.png`);
}, 60_000);
