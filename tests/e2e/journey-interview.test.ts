// An interview arranged in the chat, both sides in browsers (issue 18, scenario 3): the recruiter,
// in the console, invites the candidate from the chat toolbar, meeting each of the form's
// validation messages on wrong input first; the candidate, on the portal, sees the card and
// accepts; the recruiter's 查看详情 lands on /interview/index?id=… with that interview
// highlighted, its status 已接受.
import type { Page } from 'playwright-core';
import type { CandidatePortal } from './models/candidate-portal';
import { ChatModal } from './models/chat-modal';
import { CONSOLE_BASE } from './models/console-app';
import { InterviewDialog } from './models/interview-dialog';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { InterviewsPage } from './models/recruiting-pages';
import { inConsoleChat } from './models/signed-in';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，想约个时间面试（${STAMP}）`;
const MOBILE = '13800138000';
const ADDRESS = '星辰大厦 8 楼 801 会议室';

let journey: Journey;
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;
let dialog: InterviewDialog;
let interviewId = '';

/** A day from today in the browser's (this machine's) time zone, yyyy-MM-dd. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  journey = await startJourney();
  ({ candidate } = await candidateWrites(journey, 'demo_c22', HELLO));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
  dialog = new InterviewDialog(recruiterPage);
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

describe('an interview invitation between the console and the portal', () => {
  it('refuses wrong input with each of the form’s messages', async () => {
    await recruiter.interviewButton.click();
    await dialog.ready();
    const expectError = async (field: typeof dialog.mobile, message: string) => {
      await dialog.submit.click();
      await dialog.dialog.getByText(message, { exact: true }).first().waitFor();
      expect(await dialog.fieldError(field)).toBe(message);
    };
    // The conversation's job and the recruiter's mobile come filled in: empty them first.
    await dialog.job.selectOption({ index: 0 });
    await expectError(dialog.job, '岗位不能为空');
    await dialog.job.selectOption({ index: 1 });
    await dialog.mobile.fill('');
    await expectError(dialog.mobile, '联系电话不能为空');
    await dialog.mobile.fill('1380013800');
    await expectError(dialog.mobile, '请输入正确的手机号格式');
    await dialog.mobile.fill(MOBILE);
    await dialog.onSite.check();
    await dialog.address.fill('');
    await expectError(dialog.address, '地址不能为空');
    await dialog.address.fill(ADDRESS);
    await expectError(dialog.date, '时间不能为空');
    // The remark takes 500 characters at most (the counter says so); more are not typed in.
    await dialog.remark.fill('备'.repeat(501));
    expect((await dialog.remark.inputValue()).length).toBe(500);
    await dialog.dialog.getByText('500/500', { exact: true }).waitFor();
    await dialog.remark.fill('请带上作品集');
    await dialog.date.fill(dayFromToday(1));
    await dialog.date.press('Tab');
    await dialog.time.selectOption('10:15');
    await shot(recruiterPage, `${SHOTS}/console-interview-form.png`);
  });

  it('sends it: the card shows on both sides, 待确认', async () => {
    const created = recruiterPage.waitForResponse((res) => res.url().endsWith('/front/v1/interview') && res.request().method() === 'POST');
    await dialog.submit.click();
    const body = (await (await created).json()) as { code: number; data: { id: number } };
    expect(body.code).toBe(200);
    interviewId = String(body.data.id);
    await dialog.dialog.waitFor({ state: 'detached' });
    await recruiter.dialog.locator('[data-business-id="interview"]').last().getByText('待确认').waitFor();
    const card = candidate.chat.dialog.locator('[data-business-id="interview"]').last();
    await card.getByText(`面试地点：${ADDRESS}`).waitFor();
    await card.getByText('待确认').waitFor();
  });

  it('the candidate accepts on the card', async () => {
    const card = candidate.chat.dialog.locator('[data-business-id="interview"]').last();
    await card.getByRole('button', { name: '接受' }).click();
    await card.getByText('已接受').waitFor();
    expect(await card.getByRole('button', { name: '接受' }).count()).toBe(0);
    await shot(candidate.page, `${SHOTS}/portal-interview-accepted.png`);
  });

  it("the recruiter's 查看详情 lands on the interview list, that interview highlighted and 已接受", async () => {
    await recruiter.dialog.locator('[data-business-id="interview"]').last().getByRole('button', { name: '查看详情' }).click();
    await recruiter.dialog.waitFor({ state: 'detached' });
    await recruiterPage.waitForURL((url) => url.pathname === `${CONSOLE_BASE}/interview/index` && url.searchParams.get('id') === interviewId);
    const interviews = new InterviewsPage(recruiterPage);
    await interviews.drawer.waitFor();
    await interviews.drawer.getByText('已接受').first().waitFor();
    expect(await interviews.highlighted().count()).toBe(1);
    expect(await interviews.highlighted().textContent()).toContain('已接受');
    await shot(recruiterPage, `${SHOTS}/console-interview-detail.png`);
  });
});
