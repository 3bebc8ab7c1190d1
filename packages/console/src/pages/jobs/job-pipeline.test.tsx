// The candidate pipeline against the real server, as demo_hr (issue 32): the job drawer's stages
// and candidates follow the recruiter's actions (a score, an invitation), a name opens the resume,
// and the resume drawer of a submission shows its stage as steps that move with a verdict.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Job } from '@employment-cloud/api-contract';
import type { JobPipeline } from '@employment-cloud/api-contract';
import type { Submission, SubmissionDetail } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();
afterEach(() => sessionStorage.clear());

// jsdom has no object URLs; the resume drawers make one of the PDF they preview.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:http://localhost/resume';
  URL.revokeObjectURL = () => undefined;
});

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

/** The server's own answer, beside the page (Node's fetch, the demo_hr token). */
async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const LABELS = { new: '新投递', suitable: '合适', interview: '面试', hired: '已录用', rejected: '不合适' } as const;
/** The demo job whose pipeline is in several stages: the hired candidate's (seed/recruiting.ts). */
const SHOWCASE = '客服专员';

async function showcaseJob(): Promise<Job> {
  const { list } = await api<{ list: Job[] }>(`front/v1/job?pageNum=1&pageSize=10&status=2&keyword=${encodeURIComponent(SHOWCASE)}`);
  return list.find((job) => job.title === SHOWCASE)!;
}

/** Opens the job's detail drawer from its title in the list; answers its pipeline's stage list. */
async function openPipeline(job: Job) {
  setToken(token);
  renderApp(`/zhiwei/index?keyword=${encodeURIComponent(job.title)}`);
  const table = await screen.findByRole('table', { name: '职位列表' }, { timeout: 15_000 });
  fireEvent.click(await within(table).findByRole('button', { name: job.title }, { timeout: 10_000 }));
  return { table, ...(await pipelineShown()) };
}
async function pipelineShown() {
  const drawer = await screen.findByRole('dialog', { name: '职位详情' });
  const stages = await within(drawer).findByRole('list', { name: '各阶段候选人' }, { timeout: 10_000 });
  return { drawer, stages };
}
/** Closes the drawer and opens it again from the title: the pipeline is read afresh. */
async function reopen(table: HTMLElement, drawer: HTMLElement, job: Job) {
  fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(within(table).getByRole('button', { name: job.title }));
  return pipelineShown();
}

/** Each stage as shown: its heading and its candidates' names. */
const shown = (stages: HTMLElement) =>
  [...stages.children].map((li) => ({
    heading: li.querySelector('h4')!.textContent,
    names: [...li.querySelectorAll('ul button')].map((button) => button.textContent),
  }));
const expected = (pipeline: JobPipeline) =>
  pipeline.stages.map((s) => ({ heading: `${LABELS[s.stage]}（${s.count}）`, names: s.candidates.map((c) => c.name) }));

/** A wall-clock time in the server's zone (Asia/Shanghai), `days` from now at 10:00. */
const wallTime = (days: number) => `${new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })} 10:00:00`;

it("shows the job's stages in order with their counts and candidates; a name opens the resume; passes axe", async () => {
  const job = await showcaseJob();
  const pipeline = await api<JobPipeline>(`front/v1/job/${job.id}/pipeline`);
  expect(pipeline.stages.filter((s) => s.count > 0).length).toBeGreaterThanOrEqual(3);
  const { drawer, stages } = await openPipeline(job);
  expect(within(drawer).getByRole('heading', { name: '候选人进度' })).toBeTruthy();
  expect(shown(stages)).toEqual(expected(pipeline));
  expect(stages.tagName).toBe('OL');
  expect(await seriousViolations(drawer)).toEqual([]);

  const hired = pipeline.stages.find((s) => s.stage === 'hired')!.candidates[0]!;
  fireEvent.click(within(within(stages).getByRole('listitem', { name: `已录用（1）` })).getByRole('button', { name: hired.name }));
  expect(await screen.findByRole('dialog', { name: `简历详情：${hired.name}` }, { timeout: 10_000 })).toBeTruthy();
});

it('moves a candidate from 新投递 to 合适 when scored and to 面试 when invited', async () => {
  const job = await showcaseJob();
  const before = await api<JobPipeline>(`front/v1/job/${job.id}/pipeline`);
  const candidate = before.stages.find((s) => s.stage === 'new')!.candidates[0]!;
  const { id: candidateId, chatId } = (await api<{ list: Submission[] }>(`front/v1/submission?pageNum=1&pageSize=100&jobId=${job.id}`)).list.find(
    (s) => s.id === candidate.submissionId,
  )!.candidate;
  const stageOf = (stages: HTMLElement) => shown(stages).find((s) => s.names.includes(candidate.name))?.heading;
  const count = (pipeline: JobPipeline, stage: keyof typeof LABELS) => pipeline.stages.find((s) => s.stage === stage)!.count;

  const opened = await openPipeline(job);
  let { stages, drawer } = opened;
  expect(stageOf(stages)).toBe(`新投递（${count(before, 'new')}）`);

  await api('front/v1/company-score/add', { scoreType: 3, targetUserId: candidateId, resumeId: candidate.resumeId });
  const scored = await api<JobPipeline>(`front/v1/job/${job.id}/pipeline`);
  expect(count(scored, 'suitable')).toBe(count(before, 'suitable') + 1);
  ({ stages, drawer } = await reopen(opened.table, drawer, job));
  await waitFor(() => expect(shown(stages)).toEqual(expected(scored)));
  expect(stageOf(stages)).toBe(`合适（${count(scored, 'suitable')}）`);

  await api('front/v1/interview', { jobId: job.id, mobile: '13800138000', interviewType: 1, interviewTime: wallTime(3), to: chatId });
  const invited = await api<JobPipeline>(`front/v1/job/${job.id}/pipeline`);
  ({ stages } = await reopen(opened.table, drawer, job));
  await waitFor(() => expect(shown(stages)).toEqual(expected(invited)));
  expect(stageOf(stages)).toBe(`面试（${count(invited, 'interview')}）`);
});

it("shows a submission's stage as steps in its resume drawer, the current one moving with a verdict", async () => {
  const submission = (await api<{ list: Submission[] }>('front/v1/submission?pageNum=1&pageSize=10&status=new')).list[0]!;
  setToken(token);
  renderApp('/jianli/index?status=new');
  const table = await screen.findByRole('table', { name: '简历列表' }, { timeout: 15_000 });
  fireEvent.click((await within(table).findAllByRole('button', { name: submission.candidate.name }, { timeout: 10_000 }))[0]!);
  const drawer = await screen.findByRole('dialog', { name: `简历详情：${submission.candidate.name}` });
  const steps = await within(drawer).findByRole('list', { name: '招聘进度' }, { timeout: 10_000 });
  const current = () =>
    within(steps)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
  expect(steps.tagName).toBe('OL');
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['新投递', '合适', '面试', '已录用']);
  expect(current().map((li) => li.textContent)).toEqual(['新投递']);

  const verdict = (name: string) => fireEvent.click(within(within(drawer).getByRole('group', { name: '简历操作' })).getByRole('button', { name }));
  verdict('合适');
  await waitFor(() => expect(current().map((li) => li.textContent)).toEqual(['合适']), { timeout: 10_000 });
  expect((await api<SubmissionDetail>(`front/v1/submission/${submission.id}`)).stage).toBe('suitable');
  verdict('不合适');
  // Rejected ends the way: the last step says so instead of 已录用.
  await waitFor(() => expect(current().map((li) => li.textContent)).toEqual(['不合适']), { timeout: 10_000 });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['新投递', '合适', '面试', '不合适']);
  expect(await seriousViolations(drawer)).toEqual([]);
});
