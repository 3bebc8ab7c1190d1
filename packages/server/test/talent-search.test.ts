import { closedCandidate, viewerOf } from './access-fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET /front/v1/resume/search (the console's zhaorenIndex): open resumes only.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const search = async (query: Record<string, string> = {}, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method: 'GET',
    url: '/front/v1/resume/search',
    query: { pageSize: '100', ...query },
    token: await tokenFor(server.app, username),
    headers: lang ? { 'accept-language': lang } : {},
  });
const found = async (query: Record<string, string> = {}, username = 'demo_hr') => (await search(query, username)).body.data;

describe('GET /front/v1/resume/search', () => {
  it('answers summaries of open resumes, and never a closed one', async () => {
    const { db } = server.database;
    const open = await db
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isOpen', '=', true)
      .executeTakeFirstOrThrow();
    const { list, count } = await found();
    expect(count).toBe(Number(open.n));
    expect(list[0]).toEqual({
      resumeId: expect.any(Number),
      candidate: expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        age: expect.any(Number),
        degree: expect.any(String),
        workYears: expect.any(Number),
      }),
      expectation: { position: expect.any(String), city: expect.any(String), salaryMin: expect.any(Number), salaryMax: expect.any(Number) },
      experience: expect.any(String),
      updatedAt: expect.any(String),
      favourited: expect.any(Boolean),
      favouriteId: null,
      talentId: null,
      activeAt: expect.any(String),
    });
    // Each candidate carries the resume the console's resume drawer opens from their name.
    expect(list.every((r: { resumeId: number; candidate: { resumeId: number } }) => r.candidate.resumeId === r.resumeId)).toBe(true);
    const closed = await db.selectFrom('resumes').select('id').where('isOpen', '=', false).execute();
    expect(closed.length).toBeGreaterThan(0);
    const ids = new Set(list.map((r: { resumeId: number }) => r.resumeId));
    expect(closed.some((r) => ids.has(r.id))).toBe(false);
  });

  it('leaves out a closed resume even of a candidate who dealt with the company, and one who dealt with nobody', async () => {
    const stranger = await closedCandidate(server, 'search_hidden');
    const applicant = await closedCandidate(server, 'search_pool');
    const { companyId } = await viewerOf(server, 'demo_hr');
    await server.database.db.insertInto('talentPoolEntries').values({ companyId: companyId!, resumeId: applicant.resumeId }).execute();
    const { list } = await found({ keyword: '隐藏简历' });
    expect(list).toEqual([]);
    await server.database.db.updateTable('resumes').set({ isOpen: true }).where('id', '=', stranger.resumeId).execute();
    expect((await found({ keyword: '隐藏简历' })).list.map((r: { resumeId: number }) => r.resumeId)).toEqual([stranger.resumeId]);
  });

  it('filters by position, city, degree, work years, salary and keyword', async () => {
    const { list } = await found();
    const sample = list.find((r: { expectation: unknown }) => r.expectation !== null);
    const { position, city, salaryMin, salaryMax } = sample.expectation;
    const byPosition = await found({ position });
    expect(byPosition.list.length).toBeGreaterThan(0);
    expect(byPosition.list.some((r: { resumeId: number }) => r.resumeId === sample.resumeId)).toBe(true);
    expect(byPosition.count).toBeLessThan(list.length);
    const byCity = await found({ city });
    expect(byCity.list.some((r: { resumeId: number }) => r.resumeId === sample.resumeId)).toBe(true);
    const byDegree = await found({ degree: sample.candidate.degree });
    expect(byDegree.list.every((r: { candidate: { degree: string } }) => r.candidate.degree === sample.candidate.degree)).toBe(true);
    const byYears = await found({ workYears: '5' });
    expect(byYears.count).toBeGreaterThan(0);
    expect(byYears.list.every((r: { candidate: { workYears: number } }) => r.candidate.workYears >= 5)).toBe(true);
    expect(byYears.count).toBeLessThan(list.length);
    const byRange = await found({ workYears: '1', workYearsMax: '3' });
    expect(byRange.count).toBeGreaterThan(0);
    expect(byRange.list.every((r: { candidate: { workYears: number } }) => r.candidate.workYears >= 1 && r.candidate.workYears <= 3)).toBe(true);
    expect(byRange.count).toBeLessThan(list.length);
    expect((await found({ workYearsMax: '0' })).list.every((r: { candidate: { workYears: number } }) => r.candidate.workYears === 0)).toBe(true);
    // A salary range overlapping the expectation finds it; one entirely above it does not.
    expect(
      (await found({ salaryMin: String(salaryMin), salaryMax: String(salaryMax) })).list.some((r: { resumeId: number }) => r.resumeId === sample.resumeId),
    ).toBe(true);
    expect((await found({ salaryMin: String(salaryMax + 1) })).list.some((r: { resumeId: number }) => r.resumeId === sample.resumeId)).toBe(false);
    const byName = await found({ keyword: sample.candidate.name });
    expect(byName.list.map((r: { resumeId: number }) => r.resumeId)).toContain(sample.resumeId);
    expect((await found({ keyword: 'no such words anywhere' })).count).toBe(0);
    const page = (await search({ pageSize: '2', pageNum: '2' })).body.data;
    expect(page.list.map((r: { resumeId: number }) => r.resumeId)).toEqual(list.slice(2, 4).map((r: { resumeId: number }) => r.resumeId));
  });

  it("marks the company's favourites, and gives the caller's own to remove", async () => {
    const { list } = await found();
    const target = list.find((r: { favourited: boolean }) => !r.favourited);
    const added = await call(server.app, {
      method: 'POST',
      url: '/front/v1/favourite',
      payload: { resumeId: target.resumeId },
      token: await tokenFor(server.app, 'demo_hr'),
    });
    const mine = (await found()).list.find((r: { resumeId: number }) => r.resumeId === target.resumeId);
    expect(mine).toMatchObject({ favourited: true, favouriteId: added.body.data.id });
    expect((await found({}, 'other_admin')).list.find((r: { resumeId: number }) => r.resumeId === target.resumeId)).toMatchObject({
      favourited: false,
      favouriteId: null,
    });
    expect((await found({}, 'demo_admin')).list.find((r: { resumeId: number }) => r.resumeId === target.resumeId)).toMatchObject({
      favourited: true,
      favouriteId: null,
    });
  });

  it("gives the company's talent-pool entry of a resume, and the candidate's last activity", async () => {
    const { list } = await found();
    const target = list.find((r: { talentId: number | null }) => r.talentId === null);
    const added = await call(server.app, {
      method: 'POST',
      url: '/front/v1/talent',
      payload: { resumeId: target.resumeId },
      token: await tokenFor(server.app, 'demo_hr'),
    });
    expect((await found()).list.find((r: { resumeId: number }) => r.resumeId === target.resumeId)).toMatchObject({ talentId: added.body.data.id });
    expect((await found({}, 'other_admin')).list.find((r: { resumeId: number }) => r.resumeId === target.resumeId)).toMatchObject({ talentId: null });
    // A sign-in after the resume's last update is the candidate's last activity.
    const { db } = server.database;
    const resume = await db.selectFrom('resumes').select(['userId', 'updatedAt']).where('id', '=', target.resumeId).executeTakeFirstOrThrow();
    expect(new Date(target.activeAt).getTime()).toBeGreaterThanOrEqual(resume.updatedAt.getTime());
    const later = new Date(Date.now() + 60_000);
    await db
      .insertInto('sessions')
      .values({
        tokenHash: `talent-search-${target.resumeId}`,
        userId: resume.userId,
        scope: 'user',
        createdAt: later,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .execute();
    expect(new Date((await found()).list.find((r: { resumeId: number }) => r.resumeId === target.resumeId).activeAt).getTime()).toBe(later.getTime());
  });

  it("names the bad field, in the caller's language", async () => {
    expect((await search({ salaryMin: '9000', salaryMax: '8000' })).body).toMatchObject({ code: 400, msg: '期望薪资上限不能低于下限' });
    expect((await search({ salaryMin: '9000', salaryMax: '8000' }, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: 'salaryMax cannot be below salaryMin',
    });
    expect((await search({ salaryMin: '9000', salaryMax: '8000' }, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: '期望薪資上限不能低於下限' });
    expect((await search({ position: 'p'.repeat(31) })).body).toMatchObject({ code: 400, msg: '期望职位长度不能超过30' });
    expect((await search({ position: 'p'.repeat(31) }, 'demo_hr', 'en-US')).body).toMatchObject({ code: 400, msg: 'position must be at most 30 long' });
    expect((await search({ pageSize: '0' })).body).toMatchObject({ code: 400, msg: '每页条数不能小于1' });
    expect((await search({ workYears: 'many' })).body).toMatchObject({ code: 400 });
    expect((await search({ workYearsMax: '61' })).body).toMatchObject({ code: 400, msg: '最高工作年限不能大于60' });
    expect((await search({ workYearsMax: '61' }, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: '最高工作年限不能大於60' });
    expect((await search({ salaryMin: '-1' })).body).toMatchObject({ code: 400 });
  });

  it('asks for a recruiter card first, and is for company users only', async () => {
    expect((await search({}, 'demo_hr2')).status).toBe(490);
    expect((await search({}, 'demo_c1')).body.code).not.toBe(200);
  });
});
