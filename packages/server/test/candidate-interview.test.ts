// The candidate's answer to an interview invitation: their own interview only, once, while it waits.
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { chatId, jobOf, wallTime } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function invite(candidate: string): Promise<number> {
  const job = await jobOf(server, 'demo_hr', 2);
  const res = await call(server.app, {
    method: 'POST',
    url: '/front/v1/interview',
    token: await tokenFor(server.app, 'demo_hr'),
    payload: { jobId: job.id, mobile: '13800138000', interviewType: 1, interviewTime: wallTime(server, 3, '10:15'), to: await chatId(server, candidate) },
  });
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}
const as = async (username: string, method: 'GET' | 'POST', url: string, payload?: object, lang?: string) =>
  call(server.app, {
    method,
    url,
    token: await tokenFor(server.app, username),
    ...(payload ? { payload } : {}),
    headers: lang ? { 'accept-language': lang } : {},
  });

describe('the candidate side of an interview', () => {
  it('shows the invited candidate their interview, waiting (1), with the job and company', async () => {
    const id = await invite('demo_c3');
    const res = await as('demo_c3', 'GET', `/front/v1/candidate/interview/${id}`);
    expect(res.body).toMatchObject({ code: 200, data: { id, status: 1, jobTitle: expect.any(String), companyName: expect.any(String), interviewType: 1 } });
  });

  it('answers another candidate, and a recruiter, as absent', async () => {
    const id = await invite('demo_c3');
    expect((await as('demo_c1', 'GET', `/front/v1/candidate/interview/${id}`)).body.code).toBe(404);
    expect((await as('demo_hr', 'GET', `/front/v1/candidate/interview/${id}`)).body.code).toBe(404);
    expect((await as('demo_c1', 'POST', `/front/v1/candidate/interview/${id}/respond`, { accept: true })).body.code).toBe(404);
  });

  it('accepts once: the recruiter sees 2, a second answer is refused with a clear message', async () => {
    const id = await invite('demo_c3');
    const res = await as('demo_c3', 'POST', `/front/v1/candidate/interview/${id}/respond`, { accept: true });
    expect(res.body).toMatchObject({ code: 200, data: { id, status: 2 } });
    const seen = await as('demo_hr', 'GET', `/front/v1/interview/${id}`);
    expect(seen.body.data.status).toBe(2);
    const again = await as('demo_c3', 'POST', `/front/v1/candidate/interview/${id}/respond`, { accept: false });
    expect(again.body).toMatchObject({ code: 400, msg: '该面试邀请已答复' });
    expect((await as('demo_c3', 'POST', `/front/v1/candidate/interview/${id}/respond`, { accept: false }, 'en-US')).body.msg).toBe(
      'this interview invitation has already been answered',
    );
  });

  it('declines (3); a cancelled interview cannot be answered', async () => {
    const declined = await invite('demo_c3');
    expect((await as('demo_c3', 'POST', `/front/v1/candidate/interview/${declined}/respond`, { accept: false })).body.data.status).toBe(3);
    const cancelled = await invite('demo_c3');
    expect((await as('demo_hr', 'POST', `/front/v1/interview/${cancelled}/cancel`)).body.code).toBe(200);
    expect((await as('demo_c3', 'POST', `/front/v1/candidate/interview/${cancelled}/respond`, { accept: true })).body).toMatchObject({
      code: 400,
      msg: '该面试已取消',
    });
  });

  it('needs a yes or no', async () => {
    const id = await invite('demo_c3');
    expect((await as('demo_c3', 'POST', `/front/v1/candidate/interview/${id}/respond`, {})).body).toMatchObject({ code: 400, msg: '请选择接受或拒绝' });
    expect((await as('demo_c3', 'POST', `/front/v1/candidate/interview/abc/respond`, { accept: true })).body.code).toBe(404);
  });
});
