// Inviting a candidate to an interview from the chat (docs/console.md §2, §4, §5, issue 8): the
// recruiter opens the chat modal from the messages route, opens the conversation a candidate
// started, fills the toolbar's invitation form (one rule refused on the way), and sees the toast
// "added successfully" and the interview message in the conversation, which the candidate gets.
// The toaster's chunk is held back until the chat modal is open, as a slow network or a busy
// machine may do: the toast must still be found by its region (the modal hides what is outside it
// from assistive technology, except live regions already there).
import type { Page } from 'playwright-core';
import { candidateChat, type CandidateChat } from './models/candidate-chat';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { LoginPage } from './models/login-page';
import { InterviewDialog } from './models/interview-dialog';
import { Toasts } from './models/toasts';

const OPENING = `您好，我是 demo_c1，想了解一下贵公司的岗位（${Date.now()}）`;
const MOBILE = '13800138000';
const ADDRESS = '星辰大厦 8 楼 801 会议室';

let app: ConsoleApp;
let page: Page;
let candidate: CandidateChat;
let chat: ChatModal;
let dialog: InterviewDialog;
let releaseToaster: () => void = () => undefined;

/** Tomorrow in the browser's (this machine's) time zone, yyyy-MM-dd. */
function tomorrow(): string {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  app = await startConsoleApp();
  candidate = await candidateChat(app.origin, 'demo_c1');
  await candidate.sendText('demo_hr', OPENING);
  page = await app.newPage();
  const toasterHeld = new Promise<void>((resolve) => (releaseToaster = resolve));
  await page.route('**/assets/sonner-toaster-*.js', async (route) => {
    await toasterHeld;
    await route.continue();
  });
  await page.goto(app.url('/login'));
  await (await new LoginPage(page).ready()).signIn('demo_hr');
  await new ConsoleLayout(page).ready();
  chat = new ChatModal(page);
  dialog = new InterviewDialog(page);
}, 120_000);
afterAll(async () => {
  await candidate?.close();
  await app?.close();
});

describe('the interview invitation', () => {
  it("opens the chat modal from the messages menu item, with the candidate's conversation", async () => {
    const before = new URL(page.url()).pathname;
    await new ConsoleLayout(page).menuItem('消息').click();
    await chat.waitOpen();
    releaseToaster();
    expect(new URL(page.url()).pathname).toBe(before); // over the page, no navigation
    await chat.openConversation(OPENING);
    await chat.message(OPENING).waitFor();
  });

  it("refuses an empty and a malformed mobile with the spec's messages", async () => {
    await chat.interviewButton.click();
    // The form is a chunk loaded on the first open.
    await dialog.ready();
    // The console's form inside the widget's modal speaks the console's language (not raw keys).
    const form = await dialog.dialog.ariaSnapshot();
    expect(form).not.toContain('interview.');
    expect(form).toContain('combobox "岗位"');
    await dialog.fill({ mobile: '', type: 'onSite', address: ADDRESS, date: tomorrow(), time: '10:15' });
    await dialog.submit.click();
    await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await dialog.mobile.elementHandle());
    expect(await dialog.fieldError(dialog.mobile)).toBe('联系电话不能为空');

    await dialog.mobile.fill('1380013800');
    await dialog.submit.click();
    await dialog.dialog.getByText('请输入正确的手机号格式', { exact: true }).waitFor();
    expect(await dialog.fieldError(dialog.mobile)).toBe('请输入正确的手机号格式');
  });

  it('sends the invitation: toast "added successfully", the interview message in the chat and at the candidate', async () => {
    const date = tomorrow();
    await dialog.mobile.fill(MOBILE);
    const created = page.waitForResponse((res) => res.url().endsWith('/front/v1/interview') && res.request().method() === 'POST');
    await dialog.submit.click();
    const body = (await (await created).json()) as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ mobile: MOBILE, interviewType: 2, address: ADDRESS });

    await new Toasts(page).toast('添加成功').waitFor();
    await dialog.dialog.waitFor({ state: 'detached' });
    const card = chat.message('面试邀请');
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain(`面试时间：${date} 10:15`);
    expect(text).toContain('现场面试');
    expect(text).toContain(`面试地点：${ADDRESS}`);
    expect(text).toContain(`联系电话：${MOBILE}`);

    const message = await candidate.nextMessage((m) => m.type === 'TIMCustomElem' && String((m.payload as { data?: string }).data).includes('"interview"'));
    const data = JSON.parse(String((message.payload as { data: string }).data)) as { businessID: string; interview: Record<string, unknown> };
    expect(data.businessID).toBe('interview');
    expect(data.interview).toMatchObject({ mobile: MOBILE, address: ADDRESS });
  });
});
