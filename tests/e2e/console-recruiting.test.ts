// The recruiting half of the console on the demo data, in Chromium (issue 17): a recruiter
// publishes a draft job, reads a new submission in the resume drawer (which marks it viewed),
// marks it 合适, chats with the candidate from the drawer, invites them to an interview, follows
// the interview card's 查看详情 to the interview list with that interview highlighted, and
// reschedules it.
import type { Page } from 'playwright-core';
import { apiGet } from './models/api';
import { ChatModal } from './models/chat-modal';
import { CONSOLE_BASE, startConsoleApp, type ConsoleApp } from './models/console-app';
import type { ConsoleLayout } from './models/console-layout';
import { InterviewDialog } from './models/interview-dialog';
import { InterviewsPage, JobsPage, SubmissionsPage } from './models/recruiting-pages';
import { signedIn } from './models/signed-in';
import { Toasts } from './models/toasts';

let app: ConsoleApp;
let page: Page;
let layout: ConsoleLayout;
let toasts: Toasts;
/** The candidate whose submission the recruiter works through: name on the resume, chat ID. */
let candidateName: string;
let candidateChatId: string;
let interviewId: string;

/** `days` from today in the browser's (this machine's) time zone, yyyy-MM-dd. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page, layout } = await signedIn(app, 'demo_hr'));
  toasts = new Toasts(page);
}, 120_000);
afterAll(() => app?.close());

describe('a recruiter on the recruiting pages', () => {
  it('publishes a draft job: it leaves 待发布 and is listed under 招聘中', async () => {
    await layout.openFromMenu('职位管理');
    const jobs = new JobsPage(page);
    await jobs.showTab('待发布');
    const [draft] = await jobs.titles();
    expect(draft).toBeTruthy();
    await jobs.publish(draft!);
    await toasts.toast('已发布').waitFor();
    await page.waitForFunction((title) => ![...document.querySelectorAll('main tbody tr')].some((row) => row.textContent?.includes(title)), draft!);
    await jobs.showTab('招聘中');
    expect(await jobs.titles()).toContain(draft);
  });

  it('opens a new submission in the resume drawer, which marks it viewed, and marks it 合适', async () => {
    await layout.openFromMenu('简历投递');
    const submissions = new SubmissionsPage(page);
    await submissions.showTab('新投递');
    [candidateName = ''] = await submissions.names();
    expect(candidateName).toBeTruthy();
    await submissions.showTab('全部');
    expect(await submissions.row(candidateName).first().textContent()).toContain('未读');

    await submissions.openResume(candidateName);
    await submissions.drawer.getByRole('heading', { name: '基本信息' }).waitFor();
    await submissions.drawerAction('合适').click();
    await toasts.toast('已标记为“合适”').waitFor();
    await page.keyboard.press('Escape');
    await submissions.drawer.waitFor({ state: 'detached' });
    // Viewed (no longer among the unread first) and 合适.
    await submissions.showTab('合适');
    expect(await submissions.names()).toContain(candidateName);
    // (A candidate may have applied to several jobs: the verdict moves them all; the one opened is read.)
    expect(await submissions.row(candidateName).filter({ hasNotText: '未读' }).count()).toBeGreaterThan(0);
    const { list } = await apiGet<{ list: { candidate: { name: string; chatId: string } }[] }>(app.origin, 'demo_hr', 'front/v1/submission?pageSize=100');
    candidateChatId = list.find((row) => row.candidate.name === candidateName)!.candidate.chatId;
    expect(candidateChatId).toBeTruthy();
  });

  it('chats with the candidate from the resume drawer: the chat opens on their conversation', async () => {
    const submissions = new SubmissionsPage(page);
    await submissions.openResume(candidateName);
    await submissions.drawerAction('沟通').click();
    const chat = new ChatModal(page);
    await chat.waitOpen();
    await chat.dialog.locator(`section[data-conversation-id="C2C${candidateChatId}"]`).waitFor();
    await page.keyboard.press('Escape');
    await chat.dialog.waitFor({ state: 'detached' });
  });

  it('invites the candidate from the list: the interview card goes into their chat', async () => {
    await page
      .getByRole('button', { name: `邀请面试 ${candidateName}`, exact: true })
      .first()
      .click();
    const dialog = new InterviewDialog(page);
    await dialog.ready();
    await dialog.fill({ mobile: '13800138000', type: 'onSite', address: '星辰大厦 8 楼 801 会议室', date: dayFromToday(1), time: '10:15' });
    const created = page.waitForResponse((res) => new URL(res.url()).pathname === '/front/v1/interview' && res.request().method() === 'POST');
    await dialog.submit.click();
    const body = (await (await created).json()) as { code: number; data: { id: number } };
    expect(body.code).toBe(200);
    interviewId = String(body.data.id);
    // The standalone flow opens the chat on the candidate and sends the card.
    const chat = new ChatModal(page);
    await chat.waitOpen();
    const card = chat.dialog.locator('[data-business-id="interview"]').last();
    await card.getByText('面试地点：星辰大厦 8 楼 801 会议室').waitFor();
    await card.getByText('待确认').waitFor();
  });

  it("follows the card's 查看详情 to the interview list, that interview highlighted and open", async () => {
    const chat = new ChatModal(page);
    await chat.dialog.locator('[data-business-id="interview"]').last().getByRole('button', { name: '查看详情' }).click();
    await chat.dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === `${CONSOLE_BASE}/interview/index` && url.searchParams.get('id') === interviewId);
    const interviews = new InterviewsPage(page);
    await interviews.drawer.waitFor();
    await interviews.drawer.getByText(candidateName).first().waitFor();
    await interviews.drawer.getByText('待确认').first().waitFor();
    await interviews.highlighted().first().waitFor({ state: 'attached' });
    expect(await interviews.highlighted().count()).toBe(1);
    expect(await interviews.highlighted().textContent()).toContain(candidateName);
  });

  it('reschedules it: the new time shows and the candidate is asked again', async () => {
    const interviews = new InterviewsPage(page);
    const date = dayFromToday(2);
    await interviews.rescheduleTo(date, '14:00');
    await toasts.toast('面试已改期，等待候选人确认').waitFor();
    await interviews.drawer.getByText(`${date} 14:00`).first().waitFor();
    const updated = (await (
      await page.request.get(`${app.origin}/front/v1/interview/${interviewId}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('ec-console-token'))}` },
      })
    ).json()) as {
      data: { interviewTime: string; status: number };
    };
    expect(updated.data).toMatchObject({ interviewTime: `${date} 14:00:00`, status: 1 });
  });
});
