import { closedCandidate, publishedJobOf, viewerOf } from './access-fixtures';
import { wallTime } from './fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET /front/v1/job/:id/pipeline and the stage of GET /front/v1/submission/:id (issue 32): the
// stage follows the recruiter's real actions (score, invite, outcome) and the candidate's answer.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STAGES = ['new', 'suitable', 'interview', 'hired', 'rejected'];
type Stage = { stage: string; count: number; candidates: { submissionId: number; resumeId: number; candidateId: number; name: string; submittedAt: string }[] };

const send = async (method: 'GET' | 'POST', url: string, payload?: object, as = 'demo_hr') =>
  call(server.app, { method, url, ...(payload ? { payload } : {}), token: await tokenFor(server.app, as) });
const pipeline = async (jobId: number, as = 'demo_hr') => (await send('GET', `/front/v1/job/${jobId}/pipeline`, undefined, as)).body;
/** The stage a submission is listed under in its job's pipeline. */
const listedStage = async (jobId: number, submissionId: number) =>
  ((await pipeline(jobId)).data.stages as Stage[]).filter((s) => s.candidates.some((c) => c.submissionId === submissionId)).map((s) => s.stage);

describe('GET /front/v1/job/:id/pipeline', () => {
  it("answers the demo's hired candidate's job in several stages, counted as its submissions", async () => {
    const { db } = server.database;
    const hired = await db.selectFrom('interviews').select('jobId').where('outcome', '=', 3).executeTakeFirstOrThrow();
    const res = await pipeline(hired.jobId);
    expect(res.code).toBe(200);
    const stages = res.data.stages as Stage[];
    expect(stages.map((s) => s.stage)).toEqual(STAGES);
    const submissions = (await send('GET', '/front/v1/submission', undefined)).body.data;
    const ofJob = (
      await call(server.app, {
        method: 'GET',
        url: '/front/v1/submission',
        query: { jobId: String(hired.jobId), pageSize: '100' },
        token: await tokenFor(server.app, 'demo_hr'),
      })
    ).body.data;
    expect(submissions.count).toBeGreaterThan(ofJob.count);
    expect(res.data.total).toBe(ofJob.count);
    expect(stages.reduce((sum, s) => sum + s.count, 0)).toBe(ofJob.count);
    for (const s of stages) expect(s.candidates).toHaveLength(s.count);
    expect(stages.filter((s) => s.count > 0).length).toBeGreaterThanOrEqual(3);
    expect(stages.find((s) => s.stage === 'hired')!.count).toBe(1);
    const listed = stages.flatMap((s) => s.candidates.map((c) => c.submissionId)).sort();
    expect(listed).toEqual(ofJob.list.map((r: { id: number }) => r.id).sort());
    expect(stages.find((s) => s.count > 0)!.candidates[0]).toEqual({
      submissionId: expect.any(Number),
      resumeId: expect.any(Number),
      candidateId: expect.any(Number),
      name: expect.any(String),
      submittedAt: expect.any(String),
    });
  });

  it("answers another company's job, a missing one and a bad id as a missing record; asks for a card", async () => {
    const job = await publishedJobOf(server, 'demo_hr');
    expect(await pipeline(job.id, 'other_admin')).toMatchObject({ code: 404, msg: '记录不存在', data: null });
    expect(await pipeline(2_000_000_000)).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await send('GET', '/front/v1/job/abc/pipeline')).body).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await send('GET', `/front/v1/job/${job.id}/pipeline`, undefined, 'demo_hr2')).status).toBe(490);
    expect((await call(server.app, { method: 'GET', url: `/front/v1/job/${job.id}/pipeline` })).body.code).toBe(401);
  });
});

/** A new candidate's submission to one of demo_hr's published jobs, with nothing done to it yet. */
async function freshSubmission() {
  const candidate = await closedCandidate(server, 'pipeline');
  const job = await publishedJobOf(server, 'demo_hr');
  const { companyId } = await viewerOf(server, 'demo_hr');
  const { id } = await server.database.db
    .insertInto('resumeSubmissions')
    .values({ jobId: job.id, resumeId: candidate.resumeId, companyId: companyId! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { candidate, job, id };
}

describe('a submission moves through the stages', () => {
  it('new → rejected → suitable → interview → rejected (no-show) → interview (came) → rejected (不合适 after) → hired', async () => {
    const { db } = server.database;
    const { candidate, job, id } = await freshSubmission();
    const stage = async () => {
      const detail = (await send('GET', `/front/v1/submission/${id}`)).body.data.stage as string;
      expect(await listedStage(job.id, id)).toEqual([detail]);
      return detail;
    };
    const score = async (scoreType: number) =>
      expect((await send('POST', '/front/v1/company-score/add', { scoreType, targetUserId: candidate.id, resumeId: candidate.resumeId })).body.code).toBe(200);

    expect(await listedStage(job.id, id)).toEqual(['new']);
    expect(await stage()).toBe('new'); // opened (viewed): still new
    await score(2); // 待定: still being screened
    expect(await stage()).toBe('new');
    await score(1);
    expect(await stage()).toBe('rejected');
    await score(3);
    expect(await stage()).toBe('suitable');

    const invited = await send('POST', '/front/v1/interview', {
      jobId: job.id,
      mobile: '13800138000',
      interviewType: 1,
      interviewTime: wallTime(server, 2, '10:00'),
      to: candidate.chatId,
    });
    expect(invited.body.code).toBe(200);
    const interviewId = invited.body.data.id as number;
    expect(await stage()).toBe('interview');
    // Its time passes (the server records an outcome only then).
    await db
      .updateTable('interviews')
      .set({ interviewTime: new Date(Date.now() - 3_600_000) })
      .where('id', '=', interviewId)
      .execute();
    const outcome = async (value: number) => expect((await send('POST', `/front/v1/interview/${interviewId}/outcome`, { outcome: value })).body.code).toBe(200);
    await outcome(2); // 未到场
    expect(await stage()).toBe('rejected');
    await outcome(1); // 到场: corrected, awaiting the decision
    expect(await stage()).toBe('interview');
    await score(1); // 不合适 after meeting them
    expect(await stage()).toBe('rejected');
    await outcome(3); // 已录用
    expect(await stage()).toBe('hired');
  });

  it('a declined invitation is rejected, a cancelled one leaves the score, a new invitation after a decline counts', async () => {
    const { db } = server.database;
    const { candidate, job, id } = await freshSubmission();
    const stage = async () => (await send('GET', `/front/v1/submission/${id}`)).body.data.stage as string;
    const invite = async (days: number) =>
      (
        await send('POST', '/front/v1/interview', {
          jobId: job.id,
          mobile: '13800138000',
          interviewType: 1,
          interviewTime: wallTime(server, days, '10:00'),
          to: candidate.chatId,
        })
      ).body.data.id as number;

    expect((await send('POST', '/front/v1/company-score/add', { scoreType: 3, targetUserId: candidate.id, resumeId: candidate.resumeId })).body.code).toBe(200);
    const first = await invite(2);
    expect(await stage()).toBe('interview');
    expect((await send('POST', `/front/v1/interview/${first}/cancel`)).body.code).toBe(200);
    expect(await stage()).toBe('suitable');

    const second = await invite(3);
    const { username } = await db.selectFrom('users').select('username').where('id', '=', candidate.id).executeTakeFirstOrThrow();
    const login = await call(server.app, { method: 'POST', url: `/front/v1/common/mockLogin?username=${username}&scope=user` });
    const answered = await call(server.app, {
      method: 'POST',
      url: `/front/v1/candidate/interview/${second}/respond`,
      payload: { accept: false },
      token: login.body.data.token,
    });
    expect(answered.body.code).toBe(200);
    expect(await stage()).toBe('rejected');
    expect(await listedStage(job.id, id)).toEqual(['rejected']);

    await invite(4);
    expect(await stage()).toBe('interview');
  });
});
