import { hashToken } from '../src/auth/tokens';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (username: unknown, password: unknown, lang?: string) =>
  call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username, password }, headers: lang ? { 'accept-language': lang } : {} });

describe('login', () => {
  it('gives a token for the right password that opens user/info', async () => {
    const res = await login('demo_hr', 'demo1234');
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ token: expect.any(String), scope: 'company' });
    const info = await call(server.app, { method: 'GET', url: '/front/v1/user/info', token: res.body.data.token });
    expect(info.body.data.username).toBe('demo_hr');
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await login('demo_c1', 'demo1234')).body.data;
    const rows = await server.database.db.selectFrom('sessions').select('tokenHash').execute();
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  it('answers a wrong password or an unknown user with HTTP 401', async () => {
    for (const res of [await login('demo_hr', 'wrong'), await login('nobody', 'demo1234')]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: '用户名或密码错误', data: null });
    }
    expect((await login('demo_hr', 'wrong', 'en-US')).body.msg).toBe('wrong username or password');
  });

  it('names the missing field', async () => {
    expect((await login('', 'x')).body).toMatchObject({ code: 400, msg: '用户名不能为空' });
    expect((await login('demo_hr', undefined, 'zh-TW')).body).toMatchObject({ code: 400, msg: '密碼不能為空' });
    expect((await login(42, 'x', 'en-US')).body).toMatchObject({ code: 400, msg: 'username is not valid' });
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const { token } = (await login('demo_admin', 'demo1234')).body.data;
    expect((await call(server.app, { method: 'POST', url: '/front/v1/common/logout', token })).body.code).toBe(200);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', token })).body.code).toBe(401);
  });

  it('an expired token is refused', async () => {
    const token = 'expired-token-for-test';
    await server.database.db
      .insertInto('sessions')
      .values({ tokenHash: hashToken(token), userId: await userId(server, 'demo_hr'), scope: 'company', expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', token })).body.code).toBe(401);
  });

  it('a disabled user is refused even with a live token', async () => {
    const token = await tokenFor(server.app, 'demo_c30');
    await server.database.db.updateTable('users').set({ disabled: true }).where('username', '=', 'demo_c30').execute();
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', token })).body.code).toBe(401);
    expect((await login('demo_c30', 'demo1234')).status).toBe(401);
  });
});

describe('mockLogin', () => {
  const mock = (username: string, scope: string) => call(server.app, { method: 'POST', url: `/front/v1/common/mockLogin?username=${username}&scope=${scope}` });

  it('logs company users in with scope company and candidates with scope user', async () => {
    expect((await mock('demo_hr', 'company')).body.data.scope).toBe('company');
    expect((await mock('demo_c2', 'user')).body.data.scope).toBe('user');
  });

  it('refuses a scope that does not fit the account, an unknown user and a bad scope', async () => {
    expect((await mock('demo_c2', 'company')).body.code).toBe(403);
    expect((await mock('ghost', 'user')).body).toMatchObject({ code: 404, msg: '该用户不存在' });
    expect((await mock('demo_hr', 'admin')).body.code).toBe(400);
  });

  it('is off unless ALLOW_MOCK_LOGIN is set', async () => {
    const off = await startTestServer({ ALLOW_MOCK_LOGIN: '0' });
    try {
      const res = await call(off.app, { method: 'POST', url: '/front/v1/common/mockLogin?username=demo_hr&scope=company' });
      expect(res.body).toEqual({ code: 403, msg: '模拟登录未开启', data: null });
    } finally {
      await off.close();
    }
  });
});
