// The candidate portal's job board (src/http/portal/public-jobs.ts): published jobs only, for
// anyone; a job that is not published answers as missing.
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, username?: string) =>
  call(server.app, { method: 'GET', url, ...(username ? { token: await tokenFor(server.app, username) } : {}) });
const jobOfStatus = (status: number) =>
  server.database.db.selectFrom('jobs').select(['id', 'title', 'companyId', 'createdBy']).where('status', '=', status).orderBy('id').executeTakeFirstOrThrow();

describe('GET /front/v1/portal/jobs', () => {
  it('lists published jobs only, newest first, with the total and labels', async () => {
    const res = await get('/front/v1/portal/jobs?size=50');
    expect(res.body.code).toBe(200);
    const { list, total } = res.body.data;
    const published = await server.database.db.selectFrom('jobs').select('id').where('status', '=', 2).execute();
    expect(total).toBe(published.length);
    expect(list.map((j: { id: number }) => j.id).sort()).toEqual(published.map((j) => j.id).sort());
    const times = list.map((j: { publishedAt: string }) => new Date(j.publishedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const frontEnd = list.find((j: { title: string }) => j.title === '前端开发工程师');
    expect(frontEnd).toMatchObject({ companyName: expect.any(String), city: expect.any(String), salaryString: '15-25K', degree: '本科', experience: '3-5年' });
  });

  it('pages with page and size', async () => {
    const all = (await get('/front/v1/portal/jobs?size=50')).body.data.list.map((j: { id: number }) => j.id);
    const second = await get('/front/v1/portal/jobs?page=2&size=3');
    expect(second.body.data.list.map((j: { id: number }) => j.id)).toEqual(all.slice(3, 6));
    expect(second.body.data.total).toBe(all.length);
  });

  it('matches a keyword in the title, the company name or the description; two words must both match', async () => {
    const byTitle = await get(`/front/v1/portal/jobs?size=50&keyword=${encodeURIComponent('java')}`);
    expect(byTitle.body.data.list.map((j: { title: string }) => j.title)).toEqual(['Java开发工程师']);
    const company = await server.database.db.selectFrom('companies').select('name').orderBy('id').executeTakeFirstOrThrow();
    const byCompany = await get(`/front/v1/portal/jobs?size=50&keyword=${encodeURIComponent(company.name)}`);
    expect(byCompany.body.data.total).toBeGreaterThan(0);
    expect(byCompany.body.data.list.every((j: { companyName: string }) => j.companyName === company.name)).toBe(true);
    // Kubernetes is only in a draft job's description: nothing published matches.
    expect((await get(`/front/v1/portal/jobs?keyword=Kubernetes`)).body.data).toEqual(expect.objectContaining({ list: [], total: 0 }));
    const byDescription = await get(`/front/v1/portal/jobs?size=50&keyword=${encodeURIComponent('Figma')}`);
    expect(byDescription.body.data.list.map((j: { title: string }) => j.title)).toEqual(['UI设计师']);
    const both = await get(`/front/v1/portal/jobs?size=50&keyword=${encodeURIComponent('工程师 Java')}`);
    expect(both.body.data.list.map((j: { title: string }) => j.title)).toEqual(['Java开发工程师']);
    const neither = await get(`/front/v1/portal/jobs?size=50&keyword=${encodeURIComponent('Java 厨师')}`);
    expect(neither.body.data.total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await get('/front/v1/portal/jobs?keyword=%25')).body.data.total).toBe(0);
  });

  it('filters by city', async () => {
    const res = await get(`/front/v1/portal/jobs?size=50&city=${encodeURIComponent('广州')}`);
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.list.every((j: { city: string }) => j.city.includes('广州'))).toBe(true);
  });

  it('refuses a bad page or size with 400 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', '页码'],
      ['page=x', '页码'],
      ['size=0', '每页条数'],
      ['size=51', '每页条数'],
    ] as const) {
      const res = await get(`/front/v1/portal/jobs?${query}`);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(field);
    }
  });
});

describe('GET /front/v1/portal/jobs/:id', () => {
  it("answers a published job's public fields and its publisher's chat user ID", async () => {
    const job = await jobOfStatus(2);
    const res = await get(`/front/v1/portal/jobs/${job.id}`);
    expect(res.body.code).toBe(200);
    const publisher =
      job.createdBy ??
      (
        await server.database.db
          .selectFrom('users')
          .select('id')
          .where('companyId', '=', job.companyId)
          .where('role', '=', 'company_admin')
          .executeTakeFirstOrThrow()
      ).id;
    expect(res.body.data).toMatchObject({
      id: job.id,
      title: job.title,
      description: expect.any(String),
      requirements: expect.any(String),
      welfare: expect.any(Array),
      city: expect.any(String),
      address: expect.any(String),
      salaryString: expect.stringMatching(/K$/),
      company: { id: job.companyId, name: expect.any(String) },
      recruiter: { userID: `${server.config.chatUserPrefix}${publisher}`, name: expect.any(String) },
    });
    expect(res.body.data.description).not.toContain('任职要求');
    // Nothing private: no contact phone, no status; no applied flag without a candidate.
    expect(res.body.data).not.toHaveProperty('contactMobile');
    expect(res.body.data).not.toHaveProperty('applied');
  });

  it('answers a draft, a closed and a missing job as missing', async () => {
    for (const id of [(await jobOfStatus(1)).id, (await jobOfStatus(3)).id, 2_147_483_000]) {
      const res = await get(`/front/v1/portal/jobs/${id}`, 'demo_c1');
      expect(res.body).toMatchObject({ code: 404, msg: '记录不存在' });
    }
  });

  it('says whether the signed-in candidate applied', async () => {
    const submitted = await server.database.db
      .selectFrom('resumeSubmissions')
      .innerJoin('resumes', 'resumes.id', 'resumeSubmissions.resumeId')
      .innerJoin('users', 'users.id', 'resumes.userId')
      .innerJoin('jobs', 'jobs.id', 'resumeSubmissions.jobId')
      .select(['users.username', 'users.id as userId', 'resumeSubmissions.jobId'])
      .where('jobs.status', '=', 2)
      .orderBy('resumeSubmissions.id')
      .executeTakeFirstOrThrow();
    expect((await get(`/front/v1/portal/jobs/${submitted.jobId}`, submitted.username)).body.data.applied).toBe(true);
    const other = await server.database.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 2)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('resumeSubmissions')
          .innerJoin('resumes', 'resumes.id', 'resumeSubmissions.resumeId')
          .select('resumeSubmissions.jobId')
          .where('resumes.userId', '=', submitted.userId),
      )
      .executeTakeFirstOrThrow();
    expect((await get(`/front/v1/portal/jobs/${other.id}`, submitted.username)).body.data.applied).toBe(false);
    // A recruiter's view has no such flag.
    expect((await get(`/front/v1/portal/jobs/${other.id}`, 'demo_hr')).body.data).not.toHaveProperty('applied');
    expect(await userId(server, submitted.username)).toBe(submitted.userId);
  });

  it('answers an id that cannot name a job as a job that does not exist', async () => {
    for (const id of ['0', 'abc', '99999999999']) {
      const res = await get(`/front/v1/portal/jobs/${id}`);
      expect(res.body).toMatchObject({ code: 404, msg: '记录不存在' });
    }
  });
});
