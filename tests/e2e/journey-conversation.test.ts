// Both sides of one conversation (issue 18, scenarios 1 and 2): a candidate on the example portal
// (its own origin, the widget by script tag) finds a job, applies and writes to its recruiter; the
// recruiter, in the console, sees the unread count in the header and the conversation under the
// job's context. They exchange text, an emoji, an image (its upload progress visible) and a file;
// the read labels change on both sides; the typing indicator shows. The recruiter asks for the
// resume, the candidate sends it from the card, and the recruiter downloads it.
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { chatCredentialOf, portalJobOf } from './models/api';
import type { CandidatePortal } from './models/candidate-portal';
import { ChatModal } from './models/chat-modal';
import { ConsoleLayout } from './models/console-layout';
import { eventually } from './models/eventually';
import { startJourney, type Journey } from './models/journey';
import { signedIn } from './models/signed-in';
import { docsShot } from './models/screenshots';

// `UPDATE_DOCS_SCREENSHOTS=1` writes them where the root README shows them.
const STAMP = Date.now();
const QUESTION = `您好，我对这个岗位很感兴趣，想了解一下（${STAMP}）`;
const ANSWER = `欢迎！我们正在招人，您方便时聊聊（${STAMP}）`;
const CANDIDATE = 'demo_c21';

let journey: Journey;
let job: { id: number; title: string };
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;
const heldUploads: Route[] = [];

/** A small PNG, as a photo from the user's disk would be. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHklEQVR4nGNgGAWjYBSMglEwCkbBKBgFo2AUUAsAAHpAAAFq3rkHAAAAAElFTkSuQmCC', 'base64');

/** The read label under one's own message. */
const readLabel = (chat: ChatModal, text: string) => chat.message(text).getByTestId('read-label').textContent();

beforeAll(async () => {
  journey = await startJourney();
  job = await portalJobOf(journey.origin, (await chatCredentialOf(journey.origin, 'demo_hr')).userID);
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

describe('a candidate on the portal and a recruiter in the console', () => {
  it('the candidate finds the job by searching, opens it, applies and writes to its recruiter', async () => {
    candidate = await journey.openPortal();
    await candidate.signIn(CANDIDATE);
    await candidate.search(job.title);
    await candidate.openJob(job.title);
    await candidate.applyButton.click();
    await candidate.page.getByRole('status').filter({ hasText: '投递成功' }).waitFor();
    await eventually(() => candidate.applyButton.textContent(), '已投递');
    expect(await candidate.applyButton.isDisabled()).toBe(true);

    const chat = await candidate.chatWithRecruiter();
    await chat.send(QUESTION);
    await docsShot(candidate.page, 'portal-chat-1280.png');
  });

  it('the recruiter sees the unread count in the header, and the conversation with its job', async () => {
    let layout: ConsoleLayout;
    ({ page: recruiterPage, layout } = await signedIn(journey, 'demo_hr'));
    const unread = layout.header.getByRole('button', { name: /^未读消息 \d+$/ });
    await recruiterPage.waitForFunction((el) => Number(/\d+/.exec(el?.getAttribute('aria-label') ?? '')?.[0]) > 0, await unread.elementHandle());
    await unread.click();
    recruiter = new ChatModal(recruiterPage);
    await recruiter.waitOpen();
    await recruiter.openConversation(QUESTION);
    await recruiter.message(QUESTION).waitFor();
    await recruiter.dialog
      .getByTestId('job-line')
      .filter({ hasText: `沟通职位：${job.title}` })
      .waitFor();
    await docsShot(recruiterPage, 'console-chat-1280.png');
  });

  it("the candidate's message reads 已读 once the recruiter has it open; the answer arrives 未读, then 已读", async () => {
    await eventually(() => readLabel(candidate.chat, QUESTION), '已读');
    // The candidate's chat is open at the bottom: the answer is read there and then.
    await recruiter.send(ANSWER);
    await candidate.chat.message(ANSWER).waitFor();
    await eventually(() => readLabel(recruiter, ANSWER), '已读');
  });

  it("shows 对方正在输入... in the recruiter's header while the candidate types", async () => {
    const name = await recruiter.headerName.textContent();
    await candidate.chat.dialog.getByRole('textbox').first().click();
    await candidate.page.keyboard.type('我想问');
    await recruiterPage.waitForFunction((el) => el?.textContent === '对方正在输入...', await recruiter.headerName.elementHandle());
    await candidate.chat.dialog.getByRole('textbox').first().fill('');
    await recruiterPage.waitForFunction((el) => el?.textContent !== '对方正在输入...', await recruiter.headerName.elementHandle());
    expect(await recruiter.headerName.textContent()).toBe(name);
  });

  it('an emoji from the picker arrives as its picture', async () => {
    await candidate.chat.toolbar.getByRole('button', { name: '表情', exact: true }).click();
    await candidate.page.getByRole('dialog', { name: '表情' }).getByRole('button', { name: '[微笑]' }).click();
    const input = candidate.chat.dialog.getByRole('textbox').first();
    await eventually(() => input.inputValue(), '[微笑]');
    await input.press('End');
    await input.pressSequentially(`好的 ${STAMP}`);
    await input.press('Enter');
    await recruiter.message(`好的 ${STAMP}`).getByRole('img', { name: '[微笑]' }).waitFor();
    // The picker stays open for more emoji until dismissed.
    await candidate.page.keyboard.press('Escape');
    await candidate.page.getByRole('dialog', { name: '表情' }).waitFor({ state: 'detached' });
  });

  it('an image shows its upload progress, then arrives; a file arrives with its name', async () => {
    // The upload waits until the test lets it go, so its progress can be seen.
    await recruiterPage.route('**/chat/files**', (route) => void heldUploads.push(route));
    await recruiter.upload('图片', { name: `办公室-${STAMP}.png`, mimeType: 'image/png', buffer: PNG });
    const progress = recruiter.messages().locator('progress');
    await progress.waitFor();
    await eventually(() => Promise.resolve(heldUploads.length), 1);
    await heldUploads.shift()!.continue();
    await progress.waitFor({ state: 'detached' });
    await recruiterPage.unroute('**/chat/files**');
    const image = candidate.chat.messages().locator('img[src*="/uploads/"]').last();
    await image.waitFor();
    await candidate.page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );

    await candidate.chat.upload('文件', { name: `作品集-${STAMP}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await recruiter.messages().getByText(`作品集-${STAMP}.pdf`).waitFor();
  });

  it('the recruiter asks for the resume; the candidate sends it from the card; the recruiter downloads it', async () => {
    await recruiter.toolbar.getByRole('button', { name: '求简历' }).click();
    const ask = candidate.chat
      .messages()
      .filter({ has: candidate.page.locator('[data-business-id="askResume"]') })
      .last();
    await ask.waitFor();
    await ask.getByRole('button', { name: '发送简历' }).click();
    // Several resumes: the candidate picks one; one: it goes at once.
    const chooser = candidate.page.getByRole('menu').or(candidate.page.getByRole('dialog', { name: /简历/ }));
    if (await chooser.isVisible().catch(() => false)) await chooser.getByRole('menuitem').or(chooser.getByRole('button')).first().click();
    const card = recruiter
      .messages()
      .filter({ has: recruiterPage.locator('[data-business-id="resume_custom"]') })
      .last();
    await card.waitFor();
    const fileName = (await card.locator('[data-business-id="resume_custom"] span').first().textContent())!;
    expect(fileName).toMatch(/\.pdf$/);
    const download = recruiterPage.waitForEvent('download');
    await card.getByRole('button', { name: '下载' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await docsShot(recruiterPage, 'console-resume-1280.png');
  });
});
