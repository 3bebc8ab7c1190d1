// GET /front/v1/resume/:id: one resume in full for the console's resume drawer outside 简历投递,
// within the candidate policy: a resume the recruiter may not see answers as a missing one.
import { maySeeResume } from '../src/auth/candidate-policy';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const resume = async (id: number | string, as?: string, lang?: string) =>
  call(server.app, {
    method: 'GET',
    url: `/front/v1/resume/${id}`,
    ...(as ? { token: await tokenFor(server.app, as) } : {}),
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

/**
 * A resume closed to recruiters that applied to demo_hr's company, which other_admin's company may
 * not see (the policy itself says so: it has had no dealings with the candidate).
 */
async function closedApplicant(): Promise<{ id: number; name: string }> {
  const { db } = server.database;
  const viewerOf = async (username: string) =>
    db.selectFrom('users').select(['id', 'role', 'companyId']).where('username', '=', username).executeTakeFirstOrThrow();
  const [hr, other] = [await viewerOf('demo_hr'), await viewerOf('other_admin')];
  const rows = await db
    .selectFrom('resumes as r')
    .innerJoin('resumeSubmissions as s', 's.resumeId', 'r.id')
    .select(['r.id', 'r.name'])
    .where('s.companyId', '=', hr.companyId)
    .orderBy('r.id')
    .execute();
  for (const row of rows) {
    await db.updateTable('resumes').set({ isOpen: false }).where('id', '=', row.id).execute();
    if (!(await maySeeResume(db, server.config.chatUserPrefix, other, row.id))) return row;
  }
  throw new Error("no applicant of demo_hr's company is out of other_admin's reach");
}

it('answers a resume the recruiter may see in full, in their language', async () => {
  const { id, name } = await closedApplicant();
  const answer = await resume(id, 'demo_hr');
  expect(answer.body).toMatchObject({ code: 200, data: { id, profile: { name } } });
  expect(answer.body.data).toEqual(expect.objectContaining({ education: expect.anything(), expectations: expect.any(Array), download: expect.anything() }));
  const english = await resume(id, 'demo_hr', 'en-US');
  expect(english.body.data.profile.name).toBe(name);
});

it('answers a resume the company may not see, and one that does not exist, as 记录不存在; not to a candidate or nobody', async () => {
  const { id } = await closedApplicant();
  expect((await resume(id, 'other_admin')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  expect((await resume(9_999_999, 'demo_hr')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  expect((await resume(id, 'demo_c2')).body.code).not.toBe(200);
  expect((await resume(id)).body.code).toBe(401);
});
