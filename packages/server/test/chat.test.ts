import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { chatId, jobOf } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const getContext = async (to: string, username = 'demo_hr', withResume = '1') =>
  call(server.app, { method: 'GET', url: '/front/v1/chat', query: { to, withResume }, token: await tokenFor(server.app, username) });
const link = async (body: unknown, username = 'demo_hr') =>
  call(server.app, { method: 'POST', url: '/front/v1/chat', payload: body as object, token: await tokenFor(server.app, username) });

describe('chat linkage and job context', () => {
  it('records a linkage, says whether it is the first talk, and shows the job in the context', async () => {
    const to = await chatId(server, 'demo_c25');
    const job = await jobOf(server, 'demo_hr', 2);
    const first = await link({ to, jobId: job.id });
    expect(first.body).toMatchObject({ code: 200, data: { to, jobId: job.id, jobTitle: job.title, firstTalk: true } });
    const again = await link({ to, jobId: job.id });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, firstTalk: false });

    const ctx = await getContext(to);
    expect(ctx.body.code).toBe(200);
    expect(ctx.body.data.job).toEqual({ id: job.id, title: job.title });
    expect(ctx.body.data.resume).toMatchObject({ id: expect.any(Number), name: expect.any(String), workYearsString: expect.any(String) });
    expect(ctx.body.data.resume.expectations[0]).toEqual({
      city: expect.any(String),
      position: expect.any(String),
      salaryString: expect.stringMatching(/K|面议/),
    });
  });

  it('leaves the resume out unless asked', async () => {
    const ctx = await getContext(await chatId(server, 'demo_c25'), 'demo_hr', '0');
    expect(ctx.body.data.resume).toBeNull();
  });

  it('does not show another company the job context', async () => {
    const to = await chatId(server, 'demo_c25');
    const ctx = await getContext(to, 'other_admin');
    expect(ctx.body.data.job).toBeNull();
  });

  it("refuses another company's job, an unknown user and bad input", async () => {
    const to = await chatId(server, 'demo_c1');
    const foreign = await jobOf(server, 'other_admin', 2);
    expect((await link({ to, jobId: foreign.id })).body.code).toBe(404);
    expect((await link({ to: 'ec_424242', jobId: foreign.id })).body).toMatchObject({ code: 404, msg: '该用户不存在' });
    expect((await link({ to })).body).toMatchObject({ code: 400, msg: '岗位不能为空' });
    expect((await link({ jobId: 1 })).body).toMatchObject({ code: 400, msg: '聊天对象不能为空' });
    expect((await getContext('nonsense')).body).toMatchObject({ code: 404, msg: '该用户不存在' });
  });

  it('needs a recruiter card', async () => {
    const res = await getContext(await chatId(server, 'demo_c1'), 'demo_hr2');
    expect(res.status).toBe(490);
  });
});
