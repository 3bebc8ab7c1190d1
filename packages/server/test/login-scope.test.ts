import { call, startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (username: string, scope?: string) =>
  call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username, password: 'demo1234', ...(scope ? { scope } : {}) } });

describe('login with a scope', () => {
  it('the union scope admits a company account, with a company session', async () => {
    const res = await login('demo_hr', 'union');
    expect(res.body).toMatchObject({ code: 200, data: { token: expect.any(String), scope: 'company' } });
  });

  it('the union scope refuses a candidate with 403', async () => {
    expect((await login('demo_c1', 'union')).body).toMatchObject({ code: 403, msg: '该账号不能以此身份登录' });
  });

  it('company and user scopes must match the account', async () => {
    expect((await login('demo_c1', 'company')).body.code).toBe(403);
    expect((await login('demo_hr', 'user')).body.code).toBe(403);
    expect((await login('demo_c1', 'user')).body.code).toBe(200);
  });

  it('without a scope, any account signs in as before', async () => {
    expect((await login('demo_c1')).body.code).toBe(200);
  });

  it('an unknown scope is bad input', async () => {
    expect((await login('demo_hr', 'admin')).body.code).toBe(400);
  });

  it('a wrong password is still HTTP 401 whatever the scope', async () => {
    const res = await call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username: 'demo_hr', password: 'x', scope: 'union' } });
    expect(res.status).toBe(401);
  });
});
