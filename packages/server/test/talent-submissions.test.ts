import { closedCandidate, publishedJobOf, viewerOf } from './access-fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET /front/v1/submission, /submission/counts and /submission/:id (the console's jianliIndex).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, query: Record<string, string> = {}, username = 'demo_hr', lang?: string) =>
  call(server.app, { method: 'GET', url, query, token: await tokenFor(server.app, username), headers: lang ? { 'accept-language': lang } : {} });
const all = async (username = 'demo_hr', query: Record<string, string> = {}) =>
  (await get('/front/v1/submission', { pageSize: '100', ...query }, username)).body.data;

describe('GET /front/v1/submission', () => {
  it("lists the company's submissions newest first, in an order reading does not change", async () => {
    const { list, count } = await all();
    expect(count).toBeGreaterThan(20);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      candidate: {
        id: expect.any(Number),
        chatId: expect.any(String),
        resumeId: expect.any(Number),
        name: expect.any(String),
        avatar: null,
        sex: expect.any(String),
        age: expect.any(Number),
        degree: expect.any(String),
        workYears: expect.any(Number),
      },
      job: { id: expect.any(Number), title: expect.any(String) },
      resumeId: expect.any(Number),
      status: expect.any(String),
      submittedAt: expect.any(String),
      viewed: expect.any(Boolean),
    });
    // The candidate carries the resume the console's resume drawer opens from their name.
    expect(list[0].candidate.resumeId).toBe(list[0].resumeId);
    // Newest first; opening one (it is read now) moves no row (issue 32); order=asc turns the list.
    const before = (list as { id: number; submittedAt: string }[]).map((r) => r.id);
    const times = (list as { submittedAt: string }[]).map((r) => r.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    await get(`/front/v1/submission/${list[list.length - 1].id}`);
    const after = (await all()).list as { id: number; viewed: boolean }[];
    expect(after.map((r) => r.id)).toEqual(before);
    expect(after[after.length - 1]!.viewed).toBe(true);
    const oldest = (await all('demo_hr', { sort: 'submittedAt', order: 'asc' })).list as { submittedAt: string }[];
    expect(oldest.map((r) => r.submittedAt)).toEqual([...oldest.map((r) => r.submittedAt)].sort());
    expect((await get('/front/v1/submission', { sort: 'viewed' })).body.code).toBe(400);
  });

  it("filters by job, status and keyword, and pages; another company's jobs never appear", async () => {
    const job = await publishedJobOf(server, 'demo_hr');
    const byJob = await all('demo_hr', { jobId: String(job.id) });
    expect(byJob.list.length).toBeGreaterThan(0);
    expect(byJob.list.every((r: { job: { id: number } }) => r.job.id === job.id)).toBe(true);
    const interviews = await all('demo_hr', { status: 'interview' });
    expect(interviews.count).toBeGreaterThan(0);
    expect(interviews.list.every((r: { status: string }) => r.status === 'interview')).toBe(true);
    const first = (await all()).list[0];
    const named = await all('demo_hr', { keyword: first.candidate.name });
    expect(
      named.list.every(
        (r: { candidate: { name: string }; job: { title: string } }) =>
          r.candidate.name.includes(first.candidate.name) || r.job.title.includes(first.candidate.name),
      ),
    ).toBe(true);
    const page = (await get('/front/v1/submission', { pageSize: '3', pageNum: '2' })).body.data;
    expect(page.list).toHaveLength(3);
    expect(page.list.map((r: { id: number }) => r.id)).toEqual((await all()).list.slice(3, 6).map((r: { id: number }) => r.id));
    const mine = new Set((await all()).list.map((r: { id: number }) => r.id));
    const theirs = await all('other_admin');
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.list.some((r: { id: number }) => mine.has(r.id))).toBe(false);
  });

  it('derives the status from views, scores (合适/待定/不合适) and interviews', async () => {
    const hidden = await closedCandidate(server, 'applicant');
    const job = await publishedJobOf(server, 'demo_hr');
    const { db } = server.database;
    const { companyId } = await viewerOf(server, 'demo_hr');
    const { id } = await db
      .insertInto('resumeSubmissions')
      .values({ jobId: job.id, resumeId: hidden.resumeId, companyId: companyId! })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statusOf = async () => (await all('demo_hr', { keyword: '隐藏简历' })).list.find((r: { id: number }) => r.id === id);
    expect(await statusOf()).toMatchObject({ status: 'new', viewed: false });
    expect((await get(`/front/v1/submission/${id}`)).body.data).toMatchObject({ status: 'viewed', viewed: true });
    expect(await statusOf()).toMatchObject({ status: 'viewed', viewed: true });
    const token = await tokenFor(server.app, 'demo_hr');
    for (const [scoreType, status] of [
      [3, 'suitable'],
      [2, 'pending'],
      [1, 'unsuitable'],
    ] as const) {
      const scored = await call(server.app, {
        method: 'POST',
        url: '/front/v1/company-score/add',
        token,
        payload: { scoreType, targetUserId: hidden.id, resumeId: hidden.resumeId },
      });
      expect(scored.body.code).toBe(200);
      expect((await statusOf()).status).toBe(status);
    }
    const hr = await viewerOf(server, 'demo_hr');
    const interview = {
      companyId: companyId!,
      jobId: job.id,
      recruiterId: hr.id,
      candidateId: hidden.id,
      mobile: '13800138000',
      interviewType: 1,
      interviewTime: new Date(),
    };
    // A cancelled interview (status 4) leaves the score's status.
    await db
      .insertInto('interviews')
      .values({ ...interview, status: 4 })
      .execute();
    expect((await statusOf()).status).toBe('unsuitable');
    await db.insertInto('interviews').values(interview).execute();
    expect((await statusOf()).status).toBe('interview');
  });

  it("names the bad field, in the caller's language", async () => {
    expect((await get('/front/v1/submission', { status: 'hired' })).body).toMatchObject({ code: 400, msg: '状态格式不正确' });
    expect((await get('/front/v1/submission', { status: 'hired' }, 'demo_hr', 'en-US')).body).toMatchObject({ code: 400, msg: 'status is not valid' });
    expect((await get('/front/v1/submission', { pageSize: '101' }, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: '每頁筆數不能大於100' });
    expect((await get('/front/v1/submission', { jobId: 'x' })).body).toMatchObject({ code: 400, msg: '岗位格式不正确' });
    expect((await get('/front/v1/submission', { keyword: 'k'.repeat(51) }, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: 'keyword must be at most 50 long',
    });
  });

  it('asks for a recruiter card first', async () => {
    expect((await get('/front/v1/submission', {}, 'demo_hr2')).status).toBe(490);
  });
});

describe('GET /front/v1/submission/counts', () => {
  it('counts per status what the list answers for each status', async () => {
    const counts = (await get('/front/v1/submission/counts')).body.data;
    expect(Object.keys(counts).sort()).toEqual(['all', 'interview', 'new', 'pending', 'suitable', 'unsuitable', 'viewed']);
    expect(counts.all).toBe((await all()).count);
    for (const status of ['new', 'viewed', 'suitable', 'pending', 'unsuitable', 'interview']) {
      expect([status, counts[status]]).toEqual([status, (await all('demo_hr', { status })).count]);
    }
    const job = await publishedJobOf(server, 'demo_hr');
    expect((await get('/front/v1/submission/counts', { jobId: String(job.id) })).body.data.all).toBe((await all('demo_hr', { jobId: String(job.id) })).count);
    expect((await get('/front/v1/submission/counts', {}, 'other_admin')).body.data.all).toBe((await all('other_admin')).count);
  });
});

describe('GET /front/v1/submission/:id', () => {
  it('answers the full resume and marks the submission viewed', async () => {
    const { list } = await all('demo_hr', { status: 'new' });
    const row = list[0];
    const res = await get(`/front/v1/submission/${row.id}`);
    expect(res.body.code).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ id: row.id, job: row.job, viewed: true, viewedAt: expect.any(String), status: 'viewed' });
    expect(detail.resume).toMatchObject({
      id: row.resumeId,
      profile: { candidateId: row.candidate.id, name: row.candidate.name, mobile: expect.any(String) },
      education: { degree: row.candidate.degree },
      experience: expect.any(String),
    });
    expect(detail.resume.expectations.length).toBeGreaterThan(0);
    expect((await get('/front/v1/submission/counts')).body.data.new).toBe((await all('demo_hr', { status: 'new' })).count);
    expect((await all()).list.find((r: { id: number }) => r.id === row.id).viewed).toBe(true);
    // Opening it again keeps the first view's time.
    expect((await get(`/front/v1/submission/${row.id}`)).body.data.viewedAt).toBe(detail.viewedAt);
  });

  it('names the resume file for the file routes (getPetUrl, downResume)', async () => {
    const { db } = server.database;
    const row = (await all()).list[0];
    const file = await db
      .insertInto('uploadedFiles')
      .values({ ownerId: row.candidate.id, originalName: '简历.pdf', storedName: 'talent-test.pdf', mime: 'application/pdf', size: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/front/v1/common/file/downResume/${row.resumeId}`;
    const before = (await get(`/front/v1/submission/${row.id}`)).body.data.resume;
    expect(before.file).toBeNull();
    // Without an upload, downResume renders the resume as a PDF named after the candidate.
    expect(before.download).toEqual({ url, name: `${row.candidate.name}的简历.pdf`, mime: 'application/pdf' });
    await db.updateTable('resumes').set({ fileId: file.id }).where('id', '=', row.resumeId).execute();
    const after = (await get(`/front/v1/submission/${row.id}`)).body.data.resume;
    expect(after.file).toEqual({ id: file.id, name: '简历.pdf', mime: 'application/pdf' });
    expect(after.download).toEqual({ url, name: '简历.pdf', mime: 'application/pdf' });
    const word = await db
      .insertInto('uploadedFiles')
      .values({
        ownerId: row.candidate.id,
        originalName: 'cv.docx',
        storedName: 'talent-test.docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('resumes').set({ fileId: word.id }).where('id', '=', row.resumeId).execute();
    expect((await get(`/front/v1/submission/${row.id}`)).body.data.resume.download).toEqual({
      url,
      name: 'cv.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // The URL answers what the other file routes name (getPetUrl).
    expect((await get(`/front/v1/common/file/getPetUrl/${row.resumeId}`)).body.data).toEqual({ url, name: 'cv.docx' });
  });

  it("answers another company's submission exactly as a missing one", async () => {
    const theirs = (await all('other_admin')).list[0];
    const foreign = await get(`/front/v1/submission/${theirs.id}`);
    const missing = await get('/front/v1/submission/2147483000');
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await get(`/front/v1/submission/${theirs.id}`, {}, 'other_admin')).body.data.viewed).toBe(true);
    expect((await get('/front/v1/submission/abc')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });

  it('never shows a closed resume of a candidate who dealt only with another company', async () => {
    const stranger = await closedCandidate(server, 'elsewhere');
    const other = await viewerOf(server, 'other_admin');
    const job = await publishedJobOf(server, 'other_admin');
    const { id } = await server.database.db
      .insertInto('resumeSubmissions')
      .values({ jobId: job.id, resumeId: stranger.resumeId, companyId: other.companyId! })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await all()).list.some((r: { resumeId: number }) => r.resumeId === stranger.resumeId)).toBe(false);
    expect((await get(`/front/v1/submission/${id}`)).body).toMatchObject({ code: 404 });
    expect((await get(`/front/v1/submission/${id}`, {}, 'other_admin')).body.data.resume.id).toBe(stranger.resumeId);
  });
});
