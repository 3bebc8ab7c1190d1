// The job seeker's resumes and applications (src/http/portal/candidate-applications.ts): their
// own only, to published jobs, once per job; the recruiter sees the application in jianliIndex.
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const as = async (username: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(server.app, { method, url, ...(username ? { token: await tokenFor(server.app, username) } : {}), ...(payload ? { payload } : {}) });
const resumeOf = async (username: string) =>
  await server.database.db
    .selectFrom('resumes')
    .select(['id', 'name'])
    .where('userId', '=', await userId(server, username))
    .executeTakeFirstOrThrow();
/** A published job of demo_hr's company that the candidate has not applied to. */
async function freshJobFor(username: string) {
  const me = await userId(server, username);
  const hr = await server.database.db.selectFrom('users').select('companyId').where('username', '=', 'demo_hr').executeTakeFirstOrThrow();
  return server.database.db
    .selectFrom('jobs')
    .select(['id', 'title', 'companyId'])
    .where('status', '=', 2)
    .where('companyId', '=', hr.companyId!)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('resumeSubmissions')
        .innerJoin('resumes', 'resumes.id', 'resumeSubmissions.resumeId')
        .select('resumeSubmissions.jobId')
        .where('resumes.userId', '=', me),
    )
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('GET /front/v1/candidate/resumes', () => {
  it("lists the candidate's own resume, named as its download is", async () => {
    const resume = await resumeOf('demo_c1');
    const res = await as('demo_c1', 'GET', '/front/v1/candidate/resumes');
    expect(res.body).toMatchObject({
      code: 200,
      data: { list: [{ id: resume.id, name: resume.name, fileName: `${resume.name}的简历.pdf`, updatedAt: expect.any(String) }] },
    });
  });

  it('refuses a recruiter with 403 and an anonymous caller with 401', async () => {
    expect((await as('demo_hr', 'GET', '/front/v1/candidate/resumes')).body).toMatchObject({ code: 403, msg: '仅求职者账号可用' });
    expect((await as(undefined, 'GET', '/front/v1/candidate/resumes')).body.code).toBe(401);
  });
});

describe('POST /front/v1/candidate/applications', () => {
  it('creates a new submission the recruiter sees in jianliIndex, then lists it as the candidate’s', async () => {
    const job = await freshJobFor('demo_c2');
    const resume = await resumeOf('demo_c2');
    const res = await as('demo_c2', 'POST', '/front/v1/candidate/applications', { jobId: job.id, resumeId: resume.id });
    expect(res.body).toMatchObject({ code: 200, data: { jobId: job.id, jobTitle: job.title, resumeId: resume.id, status: 'new' } });

    const recruiterList = await as('demo_hr', 'GET', `/front/v1/submission?jobId=${job.id}&pageSize=100`);
    const row = recruiterList.body.data.list.find((s: { id: number }) => s.id === res.body.data.id);
    expect(row).toMatchObject({ status: 'new', viewed: false, resumeId: resume.id, job: { id: job.id } });

    const mine = await as('demo_c2', 'GET', '/front/v1/candidate/applications');
    expect(mine.body.data.list[0]).toMatchObject({
      id: res.body.data.id,
      jobId: job.id,
      jobTitle: job.title,
      companyName: expect.any(String),
      status: 'new',
      statusLabel: '已投递',
      createdAt: expect.any(String),
    });
    expect((await as('demo_c2', 'GET', `/front/v1/portal/jobs/${job.id}`)).body.data.applied).toBe(true);
  });

  it('refuses a second application to the same job and writes nothing', async () => {
    const job = await freshJobFor('demo_c3');
    const resume = await resumeOf('demo_c3');
    expect((await as('demo_c3', 'POST', '/front/v1/candidate/applications', { jobId: job.id, resumeId: resume.id })).body.code).toBe(200);
    const again = await as('demo_c3', 'POST', '/front/v1/candidate/applications', { jobId: job.id, resumeId: resume.id });
    expect(again.body).toMatchObject({ code: 409, msg: '您已投递过该职位' });
    const rows = await server.database.db.selectFrom('resumeSubmissions').select('id').where('jobId', '=', job.id).where('resumeId', '=', resume.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("answers another candidate's resume, and a job that is not published, as missing", async () => {
    const job = await freshJobFor('demo_c4');
    const others = await resumeOf('demo_c5');
    expect((await as('demo_c4', 'POST', '/front/v1/candidate/applications', { jobId: job.id, resumeId: others.id })).body).toMatchObject({
      code: 404,
      msg: '记录不存在',
    });
    const draft = await server.database.db.selectFrom('jobs').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const own = await resumeOf('demo_c4');
    expect((await as('demo_c4', 'POST', '/front/v1/candidate/applications', { jobId: draft.id, resumeId: own.id })).body).toMatchObject({
      code: 404,
      msg: '记录不存在',
    });
    const written = await server.database.db
      .selectFrom('resumeSubmissions')
      .select('id')
      .where('resumeId', 'in', [others.id, own.id])
      .where('jobId', 'in', [job.id, draft.id])
      .execute();
    expect(written).toEqual([]);
  });

  it('refuses a recruiter with 403', async () => {
    const job = await freshJobFor('demo_c6');
    const resume = await resumeOf('demo_c6');
    expect((await as('demo_hr', 'POST', '/front/v1/candidate/applications', { jobId: job.id, resumeId: resume.id })).body.code).toBe(403);
    expect((await as('demo_hr', 'GET', '/front/v1/candidate/applications')).body.code).toBe(403);
  });

  it('refuses bad ids with 400 naming the field', async () => {
    const resume = await resumeOf('demo_c1');
    const cases: [object, string][] = [
      [{ resumeId: resume.id }, '岗位'],
      [{ jobId: 'x', resumeId: resume.id }, '岗位'],
      [{ jobId: 1, resumeId: 0 }, '简历'],
      [{ jobId: 1, resumeId: 1.5 }, '简历'],
    ];
    for (const [payload, field] of cases) {
      const res = await as('demo_c1', 'POST', '/front/v1/candidate/applications', payload);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(field);
    }
  });
});
