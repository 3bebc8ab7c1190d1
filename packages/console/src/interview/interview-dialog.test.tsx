// The invitation dialog against the real server (spawned as packages/chat-widget's live tests do):
// demo_hr invites a candidate; the interview is created, the chat linked, interview-sent emitted,
// the chat opened and the interview message received by the candidate's engine. And the failures.
import { chatEvents, type ChatEventMap } from '@employment-cloud/chat-widget';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { nextMessage, startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { InterviewDialog, InviteToInterviewDialog } from './interview-dialog';
import { interviewMessageSender } from './interview.message';
import { InterviewServicesProvider, type FirstReplyDetail, type InterviewServices } from './interview.services';
import { consoleFetcher, dayFromToday, fillForm, recordingToast, submitForm, WithTexts } from '../../test/interview-form';
import type { Fetcher, Job } from './interview.types';

let live: LiveChat;
let fetcher: Fetcher;
let jobs: Job[];
// A candidate demo_hr's company never talked to (the invitation is the first talk): chat ID, username.
let fresh: string;
let freshName: string;

beforeAll(async () => {
  live = await startLiveChat();
  fetcher = consoleFetcher(live.origin, await live.tokenOf('demo_hr'));
  ({ list: jobs } = await fetcher<{ list: Job[] }>('front/v1/job?pageSize=100&idOrder=desc&status=2'));
  for (let n = 30; n > 0 && !fresh; n--) {
    const { userID } = await live.credentialOf(`demo_c${n}`);
    const { job } = await fetcher<{ job: unknown }>(`front/v1/chat?to=${userID}&withResume=1`);
    if (job === null) [fresh, freshName] = [userID, `demo_c${n}`];
  }
}, 60_000);
afterAll(() => live?.close());

/** Records the chat events the console emits during a test. */
function recordEvents() {
  const seen: { sent: ChatEventMap['interview-sent'][]; opened: ChatEventMap['open-chat'][] } = { sent: [], opened: [] };
  const offs = [chatEvents.on('interview-sent', (p) => seen.sent.push(p)), chatEvents.on('open-chat', (p) => seen.opened.push(p))];
  return { seen, stop: () => offs.forEach((off) => off()) };
}

function renderStandalone(userID: string, services: Partial<InterviewServices>) {
  const onClose = jest.fn();
  render(
    <WithTexts>
      <InterviewServicesProvider value={{ fetcher, ...services }}>
        <InviteToInterviewDialog open userID={userID} onClose={onClose} />
      </InterviewServicesProvider>
    </WithTexts>,
  );
  return onClose;
}

it('standalone: creates the interview, links the chat, announces it, opens the chat and sends the interview message', async () => {
  expect(fresh).toBeTruthy();
  const job = jobs.find((j) => j.address)!;
  const hr = await live.engineFor('demo_hr');
  const candidate = await live.engineFor(freshName);
  const received = nextMessage(candidate.chat, (m) => m.type === 'TIMCustomElem' && m.from === hr.userID);
  const toast = recordingToast();
  const tracked: FirstReplyDetail[] = [];
  const events = recordEvents();
  const onClose = renderStandalone(fresh, {
    toast,
    sendInterviewMessage: interviewMessageSender(hr.chat, '发起了面试邀请'),
    trackFirstReply: (detail) => tracked.push(detail),
  });
  expect(screen.getByRole('dialog', { name: '邀请面试' })).toBeTruthy();

  await fillForm({ jobId: job.id, mobile: '13800138000', date: dayFromToday(1), remark: '请带简历' });
  // Picking the job filled its address.
  expect(screen.getByLabelText<HTMLInputElement>('地址').value).toBe(job.address);
  submitForm();

  await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
  events.stop();
  expect(toast.seen).toEqual(['success 添加成功']);
  const interview = events.seen.sent[0]!.interview;
  expect(interview).toMatchObject({ jobId: job.id, to: fresh, mobile: '13800138000', interviewType: 2, address: job.address, remark: '请带简历' });
  expect(interview.interviewTime).toBe(`${dayFromToday(1)} 09:00:00`);
  expect(typeof interview.id).toBe('number');
  expect(events.seen.opened).toEqual([{ userID: fresh }]);
  expect(tracked).toEqual([{ to: fresh, jobId: job.id }]);
  // The linkage: the conversation is now about the job.
  const context = await fetcher<{ job: { id: number } | null }>(`front/v1/chat?to=${fresh}&withResume=1`);
  expect(context.job?.id).toBe(job.id);
  const { payload } = (await received) as unknown as { payload: { data: string; description: string } };
  expect(JSON.parse(payload.data)).toEqual({ businessID: 'interview', interview });
  expect(payload.description).toBe('发起了面试邀请');
});

it('slot: hands the created interview to the widget (which sends the message) without emitting itself', async () => {
  const { userID } = await live.credentialOf('demo_c1');
  const job = jobs[0]!;
  const onSent = jest.fn();
  const events = recordEvents();
  render(
    <WithTexts>
      <InterviewServicesProvider value={{ fetcher, toast: recordingToast() }}>
        <InterviewDialog userID={userID} conversationID={`C2C${userID}`} onClose={jest.fn()} onSent={onSent} />
      </InterviewServicesProvider>
    </WithTexts>,
  );
  await fillForm({ jobId: job.id, mobile: '13900139000', online: true, date: dayFromToday(2), time: '14:00' });
  submitForm();
  await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  events.stop();
  // Online: no address kept (the form blanks it, interview.schema.test.ts; the server drops it too).
  expect(onSent.mock.calls[0][0]).toMatchObject({ to: userID, interviewType: 1, address: null, interviewTime: `${dayFromToday(2)} 14:00:00` });
  expect(events.seen).toEqual({ sent: [], opened: [] });
});

it('asks an online interview for its meeting link, refuses one that is no web link with its message, and sends it', async () => {
  const { userID } = await live.credentialOf('demo_c1');
  const onSent = jest.fn();
  const toast = recordingToast();
  render(
    <WithTexts>
      <InterviewServicesProvider value={{ fetcher, toast }}>
        <InterviewDialog userID={userID} conversationID={`C2C${userID}`} onClose={jest.fn()} onSent={onSent} />
      </InterviewServicesProvider>
    </WithTexts>,
  );
  await fillForm({ jobId: jobs[0]!.id, mobile: '13900139000', date: dayFromToday(2), time: '15:15' });
  // On site (the default) has its address and no link.
  expect(screen.queryByLabelText('会议链接')).toBeNull();
  await fillForm({ online: true, meetingLink: 'meeting.example.test/j/1' });
  submitForm();
  expect(await screen.findByText('会议链接须为以 http:// 或 https:// 开头的完整网址')).toBeTruthy();
  const link = screen.getByLabelText('会议链接');
  expect(link.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('会议链接须为以 http:// 或 https:// 开头的完整网址');
  expect(onSent).not.toHaveBeenCalled();
  expect(toast.seen).toEqual([]);

  await fillForm({ meetingLink: 'https://meeting.example.test/j/1?pwd=2' });
  submitForm();
  await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  expect(onSent.mock.calls[0][0]).toMatchObject({ interviewType: 1, address: null, meetingLink: 'https://meeting.example.test/j/1?pwd=2' });
});

it('shows each broken rule with its message and calls nothing', async () => {
  const toast = recordingToast();
  renderStandalone(fresh, { toast });
  // No job (an earlier test linked this candidate's chat to a job, which the form prefills).
  await fillForm({ jobId: '', mobile: '2380013800' });
  submitForm();
  expect(await screen.findByText('岗位不能为空')).toBeTruthy();
  expect(screen.getByText('请输入正确的手机号格式')).toBeTruthy();
  expect(screen.getByText('时间不能为空')).toBeTruthy();
  expect(screen.getByText('地址不能为空')).toBeTruthy();
  // Every field is labelled and its error tied to it.
  expect(screen.getByLabelText('联系电话').getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(document.body)).toEqual([]);
  // The calendar speaks the console's language.
  fireEvent.click(screen.getByLabelText('面试日期'));
  expect(document.querySelector('.react-datepicker__current-month')?.textContent).toMatch(/^\d{4}年\d{1,2}月$/);
  await fillForm({ mobile: '' });
  submitForm();
  expect(await screen.findByText('联系电话不能为空')).toBeTruthy();
  expect(toast.seen).toEqual([]);
});

it('refuses a time in the past in the form, disables past times in the picker, and calls nothing', async () => {
  const toast = recordingToast();
  const events = recordEvents();
  // The clock at 21:00 today (still running): every time of today but the last (21:30) is past,
  // whenever the test runs. (After 21:30 the picker offers today no more: interview.time.test.ts.)
  const today = new Date();
  const lateToday = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 21, 0).getTime();
  const realNow = Date.now.bind(Date);
  const offset = lateToday - realNow();
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  try {
    const onClose = renderStandalone(fresh, { toast });
    await fillForm({ jobId: jobs[0]!.id, mobile: '13800138000', date: dayFromToday(0), time: '20:15' });
    const times = screen.getByLabelText<HTMLSelectElement>('面试时间');
    await waitFor(() => expect([...times.options].filter((option) => !option.disabled).map((option) => option.value)).toEqual(['21:30']));
    submitForm();
    expect(await screen.findByText('面试时间不能早于当前时间')).toBeTruthy();
    events.stop();
    expect(events.seen.sent).toEqual([]);
    expect(toast.seen).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    // Tomorrow: every time open again.
    await fillForm({ date: dayFromToday(1) });
    await waitFor(() => expect([...times.options].some((option) => option.disabled)).toBe(false));
  } finally {
    clock.mockRestore();
  }
});

it('shows the server validation error of an invitee who is not a candidate', async () => {
  const { userID: colleague } = await live.credentialOf('demo_hr2');
  const onSent = jest.fn();
  render(
    <WithTexts>
      <InterviewServicesProvider value={{ fetcher, toast: recordingToast() }}>
        <InterviewDialog userID={colleague} conversationID={`C2C${colleague}`} onClose={jest.fn()} onSent={onSent} />
      </InterviewServicesProvider>
    </WithTexts>,
  );
  await fillForm({ jobId: jobs[0]!.id, mobile: '13800138000', date: dayFromToday(1) });
  submitForm();
  expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('该用户不存在');
  expect(onSent).not.toHaveBeenCalled();
});

it('a chat that cannot be opened: "failed to open conversation" with the reason', async () => {
  const hr = await live.engineFor('demo_hr');
  await hr.chat.logout();
  const toast = recordingToast();
  const onClose = renderStandalone(fresh, { toast, sendInterviewMessage: interviewMessageSender(hr.chat, '发起了面试邀请') });
  await fillForm({ jobId: jobs[0]!.id, mobile: '13800138000', date: dayFromToday(3) });
  submitForm();
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert.textContent).toMatch(/^打开会话失败：.+/);
  expect(toast.seen).toEqual(['success 添加成功', `error ${alert.textContent}`]);
  expect(onClose).not.toHaveBeenCalled();
});

it("prefills the job the conversation is about and the recruiter's own mobile (card, else account)", async () => {
  // The first test linked the fresh candidate's chat to a job with an address.
  const { job } = await fetcher<{ job: { id: number } | null }>(`front/v1/chat?to=${fresh}`);
  const info = await fetcher<{ mobile?: string | null; card?: { mobile?: string | null } | null }>('front/v1/user/info');
  const mobile = info.card?.mobile || info.mobile;
  expect(job).not.toBeNull();
  expect(mobile).toBeTruthy();
  renderStandalone(fresh, { toast: recordingToast() });
  const select = screen.getByLabelText<HTMLSelectElement>('岗位');
  await waitFor(() => expect(select.value).toBe(String(job!.id)), { timeout: 10_000 });
  expect(screen.getByLabelText<HTMLInputElement>('联系电话').value).toBe(mobile);
  expect(screen.getByLabelText<HTMLInputElement>('地址').value).toBe(jobs.find((j) => j.id === job!.id)!.address);
});
