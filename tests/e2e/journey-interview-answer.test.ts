// The candidate's answer to an interview invitation reaches the recruiter live (issue 31 item 2):
// the recruiter in the console, the candidate on the portal, each in a browser of their own. With
// the conversation open, the recruiter's card turns 已接受 and 对方已接受面试邀请 shows under it,
// with no reopening; with the chat closed and the interview list open, a decline raises the
// header's unread count and the list and its drawer say 已拒绝 without a reload. On the portal,
// which has no interview page, the candidate's 查看详情 shows the interview inside the chat.
import type { Page } from 'playwright-core';
import type { CandidatePortal } from './models/candidate-portal';
import { ChatModal } from './models/chat-modal';
import { ConsoleLayout } from './models/console-layout';
import { eventually } from './models/eventually';
import { InterviewDialog } from './models/interview-dialog';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { InterviewsPage } from './models/recruiting-pages';
import { shot } from './models/screenshots';
import { inConsoleChat } from './models/signed-in';

const HELLO = `面试的事想跟您确认一下（${Date.now()}）`;

let journey: Journey;
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;

/** A day from today in the browser's (this machine's) time zone, yyyy-MM-dd. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The recruiter invites the candidate from the open conversation; answers the new interview's id. */
async function invite(days: number): Promise<string> {
  await recruiter.interviewButton.click();
  const dialog = new InterviewDialog(recruiterPage);
  await dialog.ready();
  await dialog.fill({ mobile: '13800138000', type: 'online', date: dayFromToday(days), time: '10:15' });
  const created = recruiterPage.waitForResponse((res) => res.url().endsWith('/front/v1/interview') && res.request().method() === 'POST');
  await dialog.submit.click();
  const body = (await (await created).json()) as { data: { id: number } };
  await dialog.dialog.waitFor({ state: 'detached' });
  return String(body.data.id);
}

const lastCard = (chat: ChatModal) => chat.dialog.locator('[data-business-id="interview"]').last();

/** The number in the console header's unread button (未读消息 N); by CSS: an open drawer hides the page from the accessibility tree. */
async function headerUnread(page: Page): Promise<number> {
  const name = (await page.locator('header button[aria-label^="未读消息"]').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

beforeAll(async () => {
  journey = await startJourney();
  ({ candidate } = await candidateWrites(journey, 'demo_c22', HELLO));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

describe("the candidate's answer to an interview invitation", () => {
  it('turns the open card of the recruiter 已接受, with 对方已接受面试邀请 under it', async () => {
    await invite(1);
    const card = lastCard(recruiter);
    await card.getByText('待确认').waitFor();
    const theirs = lastCard(candidate.chat);
    await theirs.getByRole('button', { name: '接受' }).click();
    await theirs.getByText('已接受').waitFor();
    await candidate.chat.dialog.getByText('你已接受面试邀请').waitFor();

    await card.getByText('已接受').waitFor();
    expect(await card.getByText('待确认').count()).toBe(0);
    await recruiter.dialog.getByText('对方已接受面试邀请').waitFor();
    // The conversation's preview says it too.
    await recruiter.conversation('已接受面试邀请').waitFor();
    await shot(recruiterPage, 'journey/console-interview-answer-live.png');
    await shot(candidate.page, 'journey/portal-interview-answer.png');
  });

  it('with the chat closed: the header counts it, the interview list and drawer say 已拒绝 at once', async () => {
    await invite(2);
    await lastCard(recruiter).getByText('待确认').waitFor();
    await recruiter.dialog.getByRole('button', { name: '关闭' }).first().click();
    await recruiter.dialog.waitFor({ state: 'detached' });
    // In the console, not by a reload: the header's count stays the one already read.
    await new ConsoleLayout(recruiterPage).openFromMenu('面试记录');
    const interviews = new InterviewsPage(recruiterPage);
    const row = (await interviews.table()).getByRole('row').filter({ hasText: `${dayFromToday(2)} 10:15` });
    await row.getByText('待确认').waitFor();
    await row.getByRole('button', { name: /^查看/ }).click();
    await interviews.drawer.getByText('待确认').first().waitFor();
    const before = await headerUnread(recruiterPage);

    const theirs = lastCard(candidate.chat);
    await theirs.getByText('待确认').waitFor();
    await theirs.getByRole('button', { name: '拒绝' }).click();
    await theirs.getByText('已拒绝').waitFor();

    await eventually(() => headerUnread(recruiterPage), before + 1);
    await interviews.drawer.getByText('已拒绝').first().waitFor();
    await interviews.page.getByRole('button', { name: '关闭' }).first().click();
    await interviews.drawer.waitFor({ state: 'detached' });
    const table = await interviews.table();
    await table
      .getByRole('row')
      .filter({ hasText: `${dayFromToday(2)} 10:15` })
      .getByText('已拒绝')
      .waitFor();
    await shot(recruiterPage, 'journey/console-interview-list-declined.png');

    // The chat, opened again: the conversation first, its card 已拒绝, the note under it.
    await new ConsoleLayout(recruiterPage).header.getByRole('button', { name: /^未读消息/ }).click();
    await recruiter.waitOpen();
    expect(await recruiter.conversations.getByRole('option').first().textContent()).toContain('已拒绝面试邀请');
    await recruiter.conversation('已拒绝面试邀请').click();
    await lastCard(recruiter).getByText('已拒绝').waitFor();
    await recruiter.dialog.getByText('对方已拒绝面试邀请').waitFor();
  });

  it("the candidate's 查看详情 on the portal shows the interview in the chat, which stays open", async () => {
    await lastCard(candidate.chat).getByRole('button', { name: '查看详情' }).click();
    const details = candidate.page.getByRole('dialog', { name: '面试详情' });
    await details.waitFor();
    await details.getByText(`面试时间：${dayFromToday(2)} 10:15:00`).waitFor();
    await details.getByText('线上面试').waitFor();
    await details.getByText('联系电话：13800138000').waitFor();
    await details.getByText('状态：已拒绝').waitFor();
    await details.getByText(/^岗位：/).waitFor();
    await shot(candidate.page, 'journey/portal-interview-details.png');
    expect(new URL(candidate.page.url()).origin).toBe(journey.portal);
    await details.getByRole('button', { name: '关闭' }).click();
    await details.waitFor({ state: 'detached' });
    expect(await candidate.chat.dialog.isVisible()).toBe(true);
    // The focus is back on 查看详情, inside the portal's shadow root too.
    const focused = () =>
      candidate.page.evaluate(() => {
        let element = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        return element?.textContent?.trim() ?? null;
      });
    await eventually(focused, '查看详情');
  });
});
