import { addDays, chinaDay, chinaDayStart } from '../src/http/statistics/china-day';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// The console's recruitment data (issue 19): GET /front/v1/statistics/recruiting, and the job
// page views it counts (GET /front/v1/portal/jobs/:id).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const METRICS = ['views', 'submissions', 'chats', 'interviews', 'hires'] as const;
const data = async (query = '', as = 'demo_hr', lang?: string) =>
  (
    await call(server.app, {
      method: 'GET',
      url: `/front/v1/statistics/recruiting${query}`,
      token: await tokenFor(server.app, as),
      headers: lang ? { 'accept-language': lang } : {},
    })
  ).body;
const companyOf = async (username: string) =>
  (await server.database.db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow()).companyId!;
const today = () => chinaDay(new Date());
const sum = (rows: Record<string, number>[], key: string) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);

describe('GET /front/v1/statistics/recruiting', () => {
  it('answers the last 30 days by default: a row every day, the jobs, and totals that add up', async () => {
    const res = await data();
    expect(res.code).toBe(200);
    const d = res.data;
    expect(d.end).toBe(today());
    expect(d.start).toBe(addDays(today(), -29));
    expect(d.series).toHaveLength(30);
    expect(d.series[0].day).toBe(d.start);
    expect(d.series[29].day).toBe(d.end);
    for (const m of METRICS) expect(sum(d.series, m)).toBe(d.totals[m]);
    // The demo data: views every day, submissions, chats, interviews and hires in the last month.
    expect(d.totals.views).toBeGreaterThan(1000);
    expect(d.totals.submissions).toBeGreaterThan(10);
    expect(d.totals.chats).toBeGreaterThan(0);
    expect(d.totals.interviews).toBeGreaterThan(0);
    expect(d.totals.hires).toBeGreaterThan(0);
    // Every chat of the demo data is about a job: the per-job numbers add up to the totals.
    for (const m of METRICS) expect(sum(d.jobs, m)).toBe(d.totals[m]);
    expect(d.jobs[0]).toEqual(expect.objectContaining({ jobId: expect.any(Number), title: expect.any(String), status: expect.any(Number) }));
    expect(d.jobs.map((j: { views: number }) => j.views)).toEqual([...d.jobs.map((j: { views: number }) => j.views)].sort((a: number, b: number) => b - a));
  });

  it('counts only within the range, by China day', async () => {
    const { db } = server.database;
    const main = await companyOf('demo_hr');
    const job = await db.selectFrom('jobs').select('id').where('companyId', '=', main).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const resume = await db
      .selectFrom('resumes')
      .select('id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('resumeSubmissions').select('id').where('jobId', '=', job.id).whereRef('resumeId', '=', 'resumes.id'))))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // 2020-03-01 23:30 in China is 15:30 UTC: a submission of that China day, not of the next.
    await db.insertInto('resumeSubmissions').values({ jobId: job.id, resumeId: resume.id, companyId: main, createdAt: '2020-03-01T15:30:00Z' }).execute();
    await db.insertInto('jobViews').values({ jobId: job.id, companyId: main, day: '2020-03-02', views: 7 }).execute();
    const d = (await data('?start=2020-03-01&end=2020-03-02')).data;
    expect(d.series).toEqual([
      { day: '2020-03-01', views: 0, submissions: 1, chats: 0, interviews: 0, hires: 0 },
      { day: '2020-03-02', views: 7, submissions: 0, chats: 0, interviews: 0, hires: 0 },
    ]);
    expect(d.jobs).toEqual([expect.objectContaining({ jobId: job.id, views: 7, submissions: 1 })]);
    expect((await data('?start=2020-03-02&end=2020-03-02')).data.totals.submissions).toBe(0);
    expect((await data('?start=2020-03-01&end=2020-03-02', 'other_admin')).data.totals).toEqual({
      views: 0,
      submissions: 0,
      chats: 0,
      interviews: 0,
      hires: 0,
    });
  });

  it("counts a hire from an interview whose outcome is 已录用, on the interview's day and for its job; a 合适 rating or a cancelled interview not", async () => {
    const { db } = server.database;
    const main = await companyOf('demo_hr');
    const range = `?start=${today()}&end=${today()}`;
    const before = (await data(range)).data;
    const hr = await userId(server, 'demo_hr');
    const job = await db.selectFrom('jobs').select('id').where('companyId', '=', main).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const candidate = await db
      .selectFrom('resumes')
      .select(['userId', 'id'])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('interviews').select('id').whereRef('candidateId', '=', 'resumes.userId'))))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A 合适 rating is no hire.
    await db
      .insertInto('companyScores')
      .values({ companyId: main, scorerId: hr, targetUserId: candidate.userId, resumeId: candidate.id, scoreType: 3 })
      .execute();
    expect((await data(range)).data.totals.hires).toBe(before.totals.hires);
    // Today (a minute past midnight, China time, so the day holds at any hour of the run), accepted
    // and attended: a hire once its outcome says 已录用.
    const { id } = await db
      .insertInto('interviews')
      .values({
        companyId: main,
        jobId: job.id,
        recruiterId: hr,
        candidateId: candidate.userId,
        mobile: '13800000000',
        interviewType: 1,
        interviewTime: new Date(chinaDayStart(today()).getTime() + 60_000),
        status: 2,
        outcome: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await data(range)).data.totals.hires).toBe(before.totals.hires);
    await db.updateTable('interviews').set({ outcome: 3 }).where('id', '=', id).execute();
    const after = (await data(range)).data;
    expect(after.totals.hires).toBe(before.totals.hires + 1);
    const hiresOf = (d: { jobs: { jobId: number; hires: number }[] }) => d.jobs.find((j) => j.jobId === job.id)?.hires ?? 0;
    expect(hiresOf(after)).toBe(hiresOf(before) + 1);
    // Cancelled, it is not counted.
    await db.updateTable('interviews').set({ status: 4 }).where('id', '=', id).execute();
    expect((await data(range)).data.totals.hires).toBe(before.totals.hires);
  });

  it('counts interviews sent, cancelled ones not', async () => {
    const { db } = server.database;
    const main = await companyOf('demo_hr');
    const before = (await data(`?start=${today()}&end=${today()}`)).data.totals;
    const interview = await db.selectFrom('interviews').selectAll().where('companyId', '=', main).orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, createdAt: _c, ...fields } = interview;
    await db
      .insertInto('interviews')
      .values({ ...fields, status: 4 })
      .execute();
    expect((await data(`?start=${today()}&end=${today()}`)).data.totals.interviews).toBe(before.interviews);
    await db
      .insertInto('interviews')
      .values({ ...fields, status: 1 })
      .execute();
    expect((await data(`?start=${today()}&end=${today()}`)).data.totals.interviews).toBe(before.interviews + 1);
  });

  it('gives each company its own numbers', async () => {
    const mine = (await data()).data;
    const theirs = (await data('', 'other_admin')).data;
    const mainJobs = new Set(
      (
        await server.database.db
          .selectFrom('jobs')
          .select('id')
          .where('companyId', '=', await companyOf('demo_hr'))
          .execute()
      ).map((j) => j.id),
    );
    expect(mine.jobs.every((j: { jobId: number }) => mainJobs.has(j.jobId))).toBe(true);
    expect(theirs.jobs.length).toBeGreaterThan(0);
    expect(theirs.jobs.some((j: { jobId: number }) => mainJobs.has(j.jobId))).toBe(false);
    // Recruiters see the company's numbers, card or not.
    expect((await data('', 'demo_hr2')).data.totals).toEqual(mine.totals);
  });

  it('refuses a bad range with a message in the caller’s language', async () => {
    expect((await data('?start=2024-02-30&end=2024-03-01')).msg).toBe('日期格式不正确（YYYY-MM-DD）');
    expect((await data('?start=20240301')).code).toBe(400);
    expect((await data('?start=2024-03-02&end=2024-03-01', 'demo_hr', 'en-US')).msg).toBe('the start date cannot be after the end date');
    expect((await data('?start=2023-01-01&end=2024-01-02', 'demo_hr', 'zh-TW')).msg).toBe('日期範圍不能超過366天');
    expect((await data('?start=2024-01-01&end=2024-12-31')).code).toBe(200);
  });

  it('answers company users only', async () => {
    expect((await data('', 'demo_c1')).code).toBe(403);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/statistics/recruiting' })).body.code).toBe(401);
  });
});

describe('job page views', () => {
  const views = async (jobId: number) =>
    Number(
      (
        await server.database.db
          .selectFrom('jobViews')
          .select((eb) => eb.fn.sum<number>('views').as('n'))
          .where('jobId', '=', jobId)
          .where('day', '=', today())
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const open = (id: number | string) => call(server.app, { method: 'GET', url: `/front/v1/portal/jobs/${id}` });
  // The count is written after the answer is sent: wait for it rather than for a time.
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setImmediate(r));
    return check();
  };

  it('counts each opening of a published job page, today, and shows it in the data', async () => {
    const { db } = server.database;
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('companyId', '=', await companyOf('demo_hr'))
      .where('status', '=', 2)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await views(job.id);
    const totalBefore = (await data(`?start=${today()}&end=${today()}`)).data.totals.views;
    expect((await open(job.id)).body.code).toBe(200);
    expect((await open(job.id)).body.code).toBe(200);
    expect(await eventually(async () => (await views(job.id)) === before + 2)).toBe(true);
    expect((await data(`?start=${today()}&end=${today()}`)).data.totals.views).toBe(totalBefore + 2);
  });

  it('counts nothing for a draft, a missing job or a bad id', async () => {
    const { db } = server.database;
    const draft = await db.selectFrom('jobs').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const rowsBefore = Number(
      (
        await db
          .selectFrom('jobViews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect((await open(draft.id)).body.code).toBe(404);
    expect((await open(2147483000)).body.code).toBe(404);
    expect((await open('abc')).body.code).toBe(404);
    // A published job's view after them: once it is counted, the others would have been too.
    const published = await db.selectFrom('jobs').select('id').where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const before = await views(published.id);
    await open(published.id);
    expect(await eventually(async () => (await views(published.id)) === before + 1)).toBe(true);
    expect(await views(draft.id)).toBe(0);
    const rowsAfter = Number(
      (
        await db
          .selectFrom('jobViews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(rowsAfter - rowsBefore).toBeLessThanOrEqual(1);
  });
});
