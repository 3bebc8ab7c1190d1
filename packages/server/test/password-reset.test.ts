import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
let quiet: TestServer; // without ALLOW_MOCK_LOGIN: the code goes to the log, not the answer
beforeAll(async () => {
  server = await startTestServer();
  quiet = await startTestServer({ ALLOW_MOCK_LOGIN: '0' });
});
afterAll(async () => {
  await server.close();
  await quiet.close();
});

const askCode = (username: unknown, on = server) => call(on.app, { method: 'POST', url: '/front/v1/common/password-reset/code', payload: { username } });
const reset = (payload: Record<string, unknown>, lang?: string) =>
  call(server.app, { method: 'POST', url: '/front/v1/common/password-reset', payload, headers: lang ? { 'accept-language': lang } : {} });
const login = (username: string, password: string) => call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username, password } });

describe('password reset', () => {
  it('sets a new password with the code, ends old sessions, and the code works once', async () => {
    const oldToken = await tokenFor(server.app, 'demo_hr2');
    const asked = await askCode('demo_hr2');
    expect(asked.body).toMatchObject({ code: 200, data: { expiresAt: expect.any(String), mockCode: expect.stringMatching(/^\d{6}$/) } });
    const code = asked.body.data.mockCode as string;

    expect((await reset({ username: 'demo_hr2', code, password: 'new-pass-42' })).body).toMatchObject({ code: 200 });
    expect((await login('demo_hr2', 'demo1234')).status).toBe(401);
    expect((await login('demo_hr2', 'new-pass-42')).body.code).toBe(200);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', token: oldToken })).body.code).toBe(401);
    expect((await reset({ username: 'demo_hr2', code, password: 'another-pass' })).body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
  });

  it('stores only a salted hash of the code', async () => {
    const code = (await askCode('demo_admin')).body.data.mockCode as string;
    const rows = await server.database.db.selectFrom('passwordResetCodes').select('codeHash').execute();
    expect(rows.every((r) => !r.codeHash.includes(code) && /^[0-9a-f]{32}\$[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });

  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const code = (await askCode('demo_c2')).body.data.mockCode as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await reset({ username: 'demo_c2', code: wrong, password: 'new-pass-42' }, 'en-US')).body.msg).toBe('the code is wrong or has expired');
    expect((await reset({ username: 'demo_c2', code, password: 'new-pass-42' })).body.code).toBe(400);
    expect((await login('demo_c2', 'demo1234')).body.code).toBe(200);
  });

  it('refuses an expired code, and an older code once a new one is asked for', async () => {
    const first = (await askCode('demo_c3')).body.data.mockCode as string;
    const second = (await askCode('demo_c3')).body.data.mockCode as string;
    if (first !== second) expect((await reset({ username: 'demo_c3', code: first, password: 'new-pass-42' })).body.code).toBe(400);
    await server.database.db
      .updateTable('passwordResetCodes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('usedAt', 'is', null)
      .execute();
    expect((await reset({ username: 'demo_c3', code: second, password: 'new-pass-42' })).body.code).toBe(400);
  });

  it('answers an unknown user like a known one, without a code', async () => {
    const res = await askCode('nobody-here');
    expect(res.body.code).toBe(200);
    expect(res.body.data.mockCode).toBeUndefined();
  });

  it('validates the input with a message naming the field', async () => {
    expect((await reset({ username: 'demo_hr', code: '12ab56', password: 'new-pass-42' })).body).toMatchObject({ code: 400, msg: '验证码格式不正确' });
    expect((await reset({ username: 'demo_hr', code: '123456', password: 'short' })).body).toMatchObject({ code: 400, msg: '密码长度不能少于8' });
    expect((await askCode('')).body).toMatchObject({ code: 400, msg: '用户名不能为空' });
  });

  it('without ALLOW_MOCK_LOGIN keeps the code out of the answer, and limits code requests to 5 a minute per account', async () => {
    const res = await askCode('demo_hr', quiet);
    expect(res.body.code).toBe(200);
    expect(res.body.data.mockCode).toBeUndefined();
    expect(await quiet.database.db.selectFrom('passwordResetCodes').select('id').execute()).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await askCode('demo_hr', quiet)).status).toBe(200);
    const limited = await askCode('demo_hr', quiet);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
  });
});
