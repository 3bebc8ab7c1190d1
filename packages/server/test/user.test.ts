import { MAIN_ADMIN_ACCESS, RECRUITER_ACCESS } from '../src/http/user';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const info = async (username: string) =>
  (await call(server.app, { method: 'GET', url: '/front/v1/user/info', token: await tokenFor(server.app, username) })).body;

describe('GET front/v1/user/info', () => {
  it('gives the main admin the flag and the admin-only pages', async () => {
    const { code, data } = await info('demo_admin');
    expect(code).toBe(200);
    expect(data).toMatchObject({ username: 'demo_admin', role: 'company_admin', isCompanyMainAdmin: true, hasRecruiterCard: true });
    expect(data).toEqual(
      expect.objectContaining({ id: expect.any(Number), nickname: expect.any(String), name: expect.any(String), companyName: expect.any(String) }),
    );
    expect(data.access).toEqual(MAIN_ADMIN_ACCESS);
    expect(data.access).toEqual(expect.arrayContaining(['friendIndex', 'mycompany-info', 'mycompany-edit']));
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('gives a recruiter everything but the admin-only pages', async () => {
    const { data } = await info('demo_hr');
    expect(data).toMatchObject({ isCompanyMainAdmin: false, hasRecruiterCard: true });
    expect(data.access).toEqual(RECRUITER_ACCESS);
    expect(data.access).not.toContain('friendIndex');
  });

  it('answers for a recruiter without a card, so the console can send them to make one', async () => {
    const { code, data } = await info('demo_hr2');
    expect(code).toBe(200);
    expect(data).toMatchObject({ hasRecruiterCard: false, recruiterCard: null });
  });

  it('gives a candidate no console access', async () => {
    const { data } = await info('demo_c1');
    expect(data).toMatchObject({ role: 'candidate', isCompanyMainAdmin: false, access: [], companyId: null });
  });
});
