// A rolling restart under a running conversation, in real Chromium (README "Deployment"): the
// recruiter in the console and the candidate on the example portal (its own origin), both through
// nginx in front of two nodes on one PostgreSQL. Each node in turn is stopped (SIGTERM, as a
// deploy does) and started again while both sides keep writing: nothing is lost or shown twice,
// and no error shows beyond the network banner.
import type { Page } from 'playwright-core';
import pg from 'pg';
import type { CandidatePortal } from '../e2e/models/candidate-portal';
import type { ChatModal } from '../e2e/models/chat-modal';
import { eventually } from '../e2e/models/eventually';
import { candidateWrites, startJourney, type Journey } from '../e2e/models/journey';
import { shot } from '../e2e/models/screenshots';
import { inConsoleChat } from '../e2e/models/signed-in';

const STAMP = Date.now();
const HELLO = `滚动重启前您好（${STAMP}）`;
const RECOVERY_MS = 45_000;

let journey: Journey;
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;
/** What each side wrote during the restarts (the list shows the newest rows; the greeting may be scrolled away). */
const written: string[] = [];

/** Sends with Enter (the text shows at once, sent or waiting to be) and remembers it. */
async function write(chat: ChatModal, text: string): Promise<void> {
  await chat.send(text);
  written.push(text);
}

beforeAll(async () => {
  journey = await startJourney({}, { nodes: 2 });
  ({ candidate } = await candidateWrites(journey, 'demo_c26', HELLO));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
}, 180_000);
afterAll(async () => {
  await journey?.close();
}, 60_000);

it('restarts each node in turn while both sides write; every message shows once on both sides', async () => {
  const nodes = journey.cluster!.nodes;
  for (const [round, node] of nodes.entries()) {
    await write(recruiter, `第${round}轮：招聘方（${STAMP}）`);
    await write(candidate.chat, `第${round}轮：求职者（${STAMP}）`);
    await node.stop();
    await write(recruiter, `第${round}轮：重启中招聘方（${STAMP}）`);
    await write(candidate.chat, `第${round}轮：重启中求职者（${STAMP}）`);
    await node.start();
  }
  // Shown once on both sides: the last round's rows (in view), and no row of any twice.
  const lastRound = written.slice(-4);
  for (const chat of [recruiter, candidate.chat]) {
    await eventually(
      async () => Promise.all(lastRound.map((text) => chat.copies(text))),
      lastRound.map(() => 1),
      RECOVERY_MS,
    );
    expect(Math.max(...(await Promise.all(written.map((text) => chat.copies(text)))))).toBe(1);
    // Nothing left failed or waiting, and no error toast.
    expect(await chat.dialog.getByRole('button', { name: '重发' }).count()).toBe(0);
    expect(await chat.page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
  }
  // Stored once each: read from the database (another engine logged in as either side would
  // kick their page's connection out).
  const db = new pg.Client({ connectionString: journey.cluster!.databaseUrl });
  await db.connect();
  const stored = await db.query<{ text: string; n: string }>(
    `select payload->>'text' as text, count(*) as n from chat_messages where payload->>'text' = any($1) group by 1`,
    [written],
  );
  await db.end();
  expect(Object.fromEntries(stored.rows.map((row) => [row.text, Number(row.n)]))).toEqual(Object.fromEntries(written.map((text) => [text, 1])));
  await shot(recruiterPage, 'cluster/rolling-restart-console.png');
  await shot(candidate.page, 'cluster/rolling-restart-portal.png');
}, 240_000);
