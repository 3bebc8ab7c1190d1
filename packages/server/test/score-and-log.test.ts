import { createHash } from 'node:crypto';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST front/v1/company-score/add', () => {
  const add = async (body: unknown, username = 'demo_hr') =>
    call(server.app, { method: 'POST', url: '/front/v1/company-score/add', payload: body as object, token: await tokenFor(server.app, username) });

  it('records a score for a candidate and their resume', async () => {
    const target = await userId(server, 'demo_c4');
    const resume = await server.database.db.selectFrom('resumes').select('id').where('userId', '=', target).executeTakeFirstOrThrow();
    const res = await add({ scoreType: 3, targetUserId: target, resumeId: resume.id });
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number), scoreType: 3, targetUserId: target, resumeId: resume.id } });
  });

  it('refuses a resume of someone else, a non-candidate and a bad score type', async () => {
    const target = await userId(server, 'demo_c4');
    const otherResume = await server.database.db
      .selectFrom('resumes')
      .select('id')
      .where('userId', '=', await userId(server, 'demo_c5'))
      .executeTakeFirstOrThrow();
    expect((await add({ scoreType: 1, targetUserId: target, resumeId: otherResume.id })).body.code).toBe(404);
    expect((await add({ scoreType: 1, targetUserId: await userId(server, 'demo_hr') })).body).toMatchObject({ code: 404, msg: '该用户不存在' });
    expect((await add({ scoreType: 9, targetUserId: target })).body).toMatchObject({ code: 400, msg: '评价类型不能大于3' });
  });
});

describe('POST save_error_logger', () => {
  const record = {
    type: 'script',
    code: 'TypeError',
    message: 'x is undefined',
    url: '/enterprise_web/home',
    time: '2026-11-22 10:00:00',
    token: 'secret-session-token',
    userId: '7',
    userName: '王芳',
  };

  it('stores the record without the token itself', async () => {
    const res = await call(server.app, { method: 'POST', url: '/save_error_logger', payload: record });
    expect(res.body).toEqual({ code: 200, msg: 'success', data: null });
    const row = await server.database.db.selectFrom('errorLogs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'script', code: 'TypeError', message: 'x is undefined', userName: '王芳', clientTime: '2026-11-22 10:00:00' });
    expect(row.tokenHint).toBe(createHash('sha256').update('secret-session-token').digest('hex').slice(0, 12));
    expect(JSON.stringify(row)).not.toContain('secret-session-token');
  });

  it('cuts long values instead of losing the record', async () => {
    await call(server.app, { method: 'POST', url: '/save_error_logger', payload: { message: 'm'.repeat(10000), code: 500 } });
    const row = await server.database.db.selectFrom('errorLogs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.message).toHaveLength(4000);
    expect(row.code).toBe('500');
  });

  it('limits how fast one client may post', async () => {
    const headers = { authorization: 'Bearer flood-test' };
    const codes: number[] = [];
    for (let i = 0; i < 35; i++)
      codes.push((await call(server.app, { method: 'POST', url: '/save_error_logger', payload: { message: `n${i}` }, headers })).status);
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.slice(30)).toEqual([429, 429, 429, 429, 429]);
    const limited = await call(server.app, { method: 'POST', url: '/save_error_logger', payload: {}, headers });
    expect(limited.body).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
  });
});
