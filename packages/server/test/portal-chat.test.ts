// The candidate's side of a chat's job context (POST/GET /front/v1/chat from a candidate's widget,
// src/http/portal/candidate-chat.ts): linked to a recruiter and a published job of their company.
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const as = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(server.app, { method, url, token: await tokenFor(server.app, username), ...(payload ? { payload } : {}) });
const chatIdOf = async (username: string) => `${server.config.chatUserPrefix}${await userId(server, username)}`;
const companyOf = async (username: string) =>
  (await server.database.db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow()).companyId!;
const jobOf = async (username: string, status: number) =>
  server.database.db
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('companyId', '=', await companyOf(username))
    .where('status', '=', status)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('a candidate opening a chat about a job', () => {
  it('records the linkage and answers the job; the recruiter then sees the job in the chat header', async () => {
    const job = await jobOf('demo_hr', 2);
    const hr = await chatIdOf('demo_hr');
    const candidate = await userId(server, 'demo_c7');
    const res = await as('demo_c7', 'POST', '/front/v1/chat', { to: hr, jobId: job.id });
    expect(res.body).toMatchObject({ code: 200, data: { to: hr, jobId: job.id, jobTitle: job.title } });
    const linkage = await server.database.db
      .selectFrom('chatLinkages')
      .selectAll()
      .where('candidateId', '=', candidate)
      .where('jobId', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(linkage).toMatchObject({ recruiterId: await userId(server, 'demo_hr'), companyId: await companyOf('demo_hr') });

    const mine = await as('demo_c7', 'GET', `/front/v1/chat?to=${hr}`);
    expect(mine.body).toMatchObject({ code: 200, data: { to: hr, job: { id: job.id, title: job.title }, resume: null } });
    const theirs = await as('demo_hr', 'GET', `/front/v1/chat?to=${await chatIdOf('demo_c7')}`);
    expect(theirs.body.data.job).toEqual({ id: job.id, title: job.title });
  });

  it('answers no job for a recruiter the candidate never talked to about one', async () => {
    const res = await as('demo_c8', 'GET', `/front/v1/chat?to=${await chatIdOf('other_admin')}`);
    expect(res.body).toMatchObject({ code: 200, data: { job: null, resume: null } });
  });

  it('refuses a job of another company, or one that is not published, and writes nothing', async () => {
    const hr = await chatIdOf('demo_hr');
    const candidate = await userId(server, 'demo_c9');
    for (const job of [await jobOf('other_admin', 2), await jobOf('demo_hr', 1)]) {
      const res = await as('demo_c9', 'POST', '/front/v1/chat', { to: hr, jobId: job.id });
      expect(res.body).toMatchObject({ code: 404, msg: '岗位不存在或未发布' });
    }
    expect(
      await server.database.db
        .selectFrom('chatLinkages')
        .select('id')
        .where('candidateId', '=', candidate)
        .where('recruiterId', '=', await userId(server, 'demo_hr'))
        .execute(),
    ).toEqual([]);
  });

  it('answers another candidate, or an unknown chat user, as a user that does not exist', async () => {
    const job = await jobOf('demo_hr', 2);
    for (const to of [await chatIdOf('demo_c1'), `${server.config.chatUserPrefix}2147483000`, 'someone']) {
      expect((await as('demo_c9', 'POST', '/front/v1/chat', { to, jobId: job.id })).body).toMatchObject({ code: 404, msg: '该用户不存在' });
      expect((await as('demo_c9', 'GET', `/front/v1/chat?to=${encodeURIComponent(to)}`)).body).toMatchObject({ code: 404, msg: '该用户不存在' });
    }
  });
});
