import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// The main admin's colleagues (issue 19): GET/POST /front/v1/colleague, POST /front/v1/colleague/:id/disable,
// /enable, /reset-password; a disabled colleague cannot sign in and their sessions end.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Options = { payload?: object; as?: string; lang?: string };
const send = async (method: 'GET' | 'POST', url: string, { payload, as = 'demo_admin', lang }: Options = {}) =>
  call(server.app, { method, url, payload, token: await tokenFor(server.app, as), headers: lang ? { 'accept-language': lang } : {} });
const list = async (query = '', as = 'demo_admin') => (await send('GET', `/front/v1/colleague?pageSize=100${query}`, { as })).body;
const signIn = (username: string, password: string) =>
  call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username, password, scope: 'company' } });
const me = (token: string) => call(server.app, { method: 'GET', url: '/front/v1/user/info', token });
let serial = 0;
const newColleague = async (as = 'demo_admin') => {
  serial += 1;
  const res = await send('POST', '/front/v1/colleague', { as, payload: { username: `colleague${serial}`, name: `同事${serial}`, mobile: '13912345678' } });
  expect(res.body.code).toBe(200);
  return res.body.data as { colleague: { id: number; username: string }; password: string };
};

describe('GET /front/v1/colleague', () => {
  it("lists the company's staff, main admin first, with card, status and this month's activity", async () => {
    const res = await list();
    expect(res.code).toBe(200);
    const names = res.data.list.map((r: { username: string }) => r.username);
    expect(names.slice(0, 4)).toEqual(['demo_admin', 'demo_hr', 'demo_hr2', 'demo_hr_left']);
    expect(res.data.count).toBe(res.data.list.length);
    const byName = Object.fromEntries(res.data.list.map((r: { username: string }) => [r.username, r]));
    expect(byName.demo_admin).toMatchObject({ isMainAdmin: true, hasCard: true, disabled: false });
    expect(byName.demo_hr).toMatchObject({ isMainAdmin: false, hasCard: true, disabled: false });
    expect(byName.demo_hr2).toMatchObject({ hasCard: false, disabled: false });
    expect(byName.demo_hr_left).toMatchObject({ hasCard: false, disabled: true });
    expect(Object.keys(byName.demo_hr.activity).sort()).toEqual(['chats', 'interviews', 'jobs']);
    expect(res.data.list.some((r: { username: string }) => r.username === 'other_admin')).toBe(false);
  });

  it("counts this month's jobs, chats and interviews of each colleague, and nothing older", async () => {
    const { db } = server.database;
    const hr2 = await userId(server, 'demo_hr2');
    const before = (await list()).data.list.find((r: { id: number }) => r.id === hr2).activity;
    const job = await db
      .selectFrom('jobs')
      .selectAll()
      .where('createdBy', '=', await userId(server, 'demo_hr'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _j, createdAt: _c, updatedAt: _u, ...fields } = job;
    await db
      .insertInto('jobs')
      .values({ ...fields, welfare: JSON.stringify(fields.welfare), title: '本月新职位', createdBy: hr2 })
      .execute();
    await db
      .insertInto('jobs')
      .values({ ...fields, welfare: JSON.stringify(fields.welfare), title: '去年的职位', createdBy: hr2, createdAt: new Date(Date.now() - 400 * 86400_000) })
      .execute();
    const interview = await db.selectFrom('interviews').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _i, createdAt: _ic, ...iv } = interview;
    await db
      .insertInto('interviews')
      .values({ ...iv, recruiterId: hr2 })
      .execute();
    const after = (await list()).data.list.find((r: { id: number }) => r.id === hr2).activity;
    expect(after).toEqual({ jobs: before.jobs + 1, chats: before.chats, interviews: before.interviews + 1 });
  });

  it('filters by keyword and status', async () => {
    expect((await list('&keyword=hr2')).data.list.map((r: { username: string }) => r.username)).toEqual(['demo_hr2']);
    expect((await list(`&keyword=${encodeURIComponent('陈雨桐')}`)).data.list.map((r: { username: string }) => r.username)).toEqual(['demo_hr']);
    expect((await list('&status=disabled')).data.list.every((r: { disabled: boolean }) => r.disabled)).toBe(true);
    expect((await list('&status=enabled')).data.list.some((r: { disabled: boolean }) => r.disabled)).toBe(false);
    expect((await send('GET', '/front/v1/colleague?status=gone')).body.code).toBe(400);
  });

  it("gives another company's admin their own staff only", async () => {
    expect((await list('', 'other_admin')).data.list.map((r: { username: string }) => r.username)).toEqual(['other_admin']);
  });
});

describe('POST /front/v1/colleague', () => {
  it('creates a recruiter with a one-time password they can sign in with', async () => {
    const { colleague, password } = await newColleague();
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(colleague).toMatchObject({ isMainAdmin: false, hasCard: false, disabled: false, name: expect.stringMatching(/^同事/), mobile: '13912345678' });
    const row = await server.database.db
      .selectFrom('users')
      .select(['role', 'companyId', 'passwordHash'])
      .where('id', '=', colleague.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('recruiter');
    expect(row.companyId).toBe(
      (await server.database.db.selectFrom('users').select('companyId').where('username', '=', 'demo_admin').executeTakeFirstOrThrow()).companyId,
    );
    expect(row.passwordHash).not.toContain(password);
    const signedIn = await signIn(colleague.username, password);
    expect(signedIn.body.code).toBe(200);
    // The list never answers a password.
    expect(JSON.stringify(await list())).not.toContain(password);
  });

  it('names the bad field in the caller’s language', async () => {
    const post = (payload: object, lang = 'zh-CN') => send('POST', '/front/v1/colleague', { payload, lang });
    expect((await post({ name: '张三', mobile: '13912345678' })).body.msg).toBe('请输入用户名');
    expect((await post({ username: '1abc', name: '张三', mobile: '13912345678' })).body.msg).toContain('用户名须以字母开头');
    expect((await post({ username: 'good_name', name: '', mobile: '13912345678' })).body.msg).toBe('请输入姓名');
    expect((await post({ username: 'good_name', name: '张'.repeat(21), mobile: '13912345678' })).body.msg).toBe('姓名不能超过20个字');
    expect((await post({ username: 'good_name', name: '张三', mobile: '' })).body.msg).toBe('请输入手机号');
    expect((await post({ username: 'good_name', name: '张三', mobile: '2391234567' })).body.msg).toBe('请输入正确的手机号');
    expect((await post({ username: 'demo_hr', name: '张三', mobile: '13912345678' })).body.msg).toBe('用户名 demo_hr 已被使用');
    expect((await post({ username: 'DEMO_HR', name: '张三', mobile: '13912345678' }, 'en-US')).body.msg).toBe('the username DEMO_HR is already taken');
    expect((await post({ username: 'other_admin', name: '张三', mobile: '13912345678' }, 'zh-TW')).body.msg).toBe('使用者名稱 other_admin 已被使用');
    // Only a recruiter is ever made here: a role (or anything else) in the body is refused.
    expect((await post({ username: 'good_name', name: '张三', mobile: '13912345678', role: 'company_admin' })).body.code).toBe(400);
    expect(await server.database.db.selectFrom('users').select('id').where('username', '=', 'good_name').executeTakeFirst()).toBeUndefined();
  });
});

describe('disable and enable', () => {
  it('ends the colleague’s sessions at once and refuses their sign-in with a clear message, until enabled', async () => {
    const { colleague, password } = await newColleague();
    const session = (await signIn(colleague.username, password)).body.data.token as string;
    expect((await me(session)).body.code).toBe(200);

    const disabled = await send('POST', `/front/v1/colleague/${colleague.id}/disable`);
    expect(disabled.body.code).toBe(200);
    expect(disabled.body.data).toMatchObject({ id: colleague.id, disabled: true });
    const next = await me(session);
    expect(next.body.code).toBe(401);
    const refused = await signIn(colleague.username, password);
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('该账号已停用，请联系企业主账号');
    // A wrong password still answers the usual message: being disabled is told only to the password's holder.
    expect((await signIn(colleague.username, 'wrong-password')).body.msg).toBe('用户名或密码错误');

    const enabled = await send('POST', `/front/v1/colleague/${colleague.id}/enable`);
    expect(enabled.body.data).toMatchObject({ id: colleague.id, disabled: false });
    // The ended session stays ended; signing in again works.
    expect((await me(session)).body.code).toBe(401);
    expect((await signIn(colleague.username, password)).body.code).toBe(200);
  });

  it('refuses the main admin their own account', async () => {
    const self = await userId(server, 'demo_admin');
    for (const action of ['disable', 'enable', 'reset-password']) {
      const res = await send('POST', `/front/v1/colleague/${self}/${action}`, { lang: 'en-US' });
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toBe('you cannot disable or reset your own account');
    }
    expect((await me(await tokenFor(server.app, 'demo_admin'))).body.code).toBe(200);
  });
});

describe('POST /front/v1/colleague/:id/reset-password', () => {
  it('replaces the password with a new one-time one and ends the old sessions', async () => {
    const { colleague, password } = await newColleague();
    const session = (await signIn(colleague.username, password)).body.data.token as string;
    const reset = await send('POST', `/front/v1/colleague/${colleague.id}/reset-password`);
    expect(reset.body.code).toBe(200);
    const fresh = reset.body.data.password as string;
    expect(fresh).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(fresh).not.toBe(password);
    expect((await me(session)).body.code).toBe(401);
    expect((await signIn(colleague.username, password)).status).toBe(401);
    expect((await signIn(colleague.username, fresh)).body.code).toBe(200);
  });
});

describe('who may', () => {
  const ROUTES = (id: number) =>
    [
      ['GET', '/front/v1/colleague'],
      ['POST', '/front/v1/colleague'],
      ['POST', `/front/v1/colleague/${id}/disable`],
      ['POST', `/front/v1/colleague/${id}/enable`],
      ['POST', `/front/v1/colleague/${id}/reset-password`],
    ] as const;

  it('answers a recruiter (with or without a card) 403 on every colleague endpoint, and changes nothing', async () => {
    const hr2 = await userId(server, 'demo_hr2');
    for (const as of ['demo_hr', 'demo_hr2']) {
      for (const [method, url] of ROUTES(hr2)) {
        const res = await send(method, url, { as, payload: method === 'POST' ? { username: 'sneaky', name: '张三', mobile: '13912345678' } : undefined });
        expect([url, res.body.code]).toEqual([url, 403]);
      }
    }
    expect(await server.database.db.selectFrom('users').select('id').where('username', '=', 'sneaky').executeTakeFirst()).toBeUndefined();
    expect((await list()).data.list.find((r: { id: number }) => r.id === hr2).disabled).toBe(false);
  });

  it('answers a candidate 403 and no session 401', async () => {
    for (const [method, url] of ROUTES(1)) {
      expect((await send(method, url, { as: 'demo_c1' })).body.code).toBe(403);
      expect((await call(server.app, { method, url })).body.code).toBe(401);
    }
  });

  it("answers another company's admin 404 for demo_admin's colleagues, as for no one", async () => {
    const hr = await userId(server, 'demo_hr');
    for (const action of ['disable', 'enable', 'reset-password']) {
      const foreign = await send('POST', `/front/v1/colleague/${hr}/${action}`, { as: 'other_admin' });
      const missing = await send('POST', `/front/v1/colleague/2147483000/${action}`, { as: 'other_admin' });
      expect(foreign.body.code).toBe(404);
      expect(foreign.body.msg).toBe(missing.body.msg);
    }
    expect((await me(await tokenFor(server.app, 'demo_hr'))).body.code).toBe(200);
    expect((await send('POST', '/front/v1/colleague/abc/disable')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });
});
