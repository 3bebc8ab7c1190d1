import { formatZonedTime } from '../src/util/zoned-time';
import { wallTime } from './fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// The console's interview list (issue 17): list, detail, cancel and reschedule, for the caller's company.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = async (method: 'GET' | 'POST', url: string, options: { query?: Record<string, string>; payload?: object; as?: string; lang?: string } = {}) =>
  call(server.app, {
    method,
    url,
    query: options.query,
    ...(options.payload ? { payload: options.payload } : {}),
    token: await tokenFor(server.app, options.as ?? 'demo_hr'),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
const list = async (query: Record<string, string> = {}, as?: string) =>
  (await send('GET', '/front/v1/interview', { query: { pageSize: '100', ...query }, as })).body;
const today = (days = 0) => formatZonedTime(new Date(Date.now() + days * 86400_000), server.config.timeZone).slice(0, 10);

describe('GET /front/v1/interview', () => {
  it("lists the company's interviews with candidate, job, time, type, address and status, latest first", async () => {
    const res = await list();
    expect(res.code).toBe(200);
    expect(res.data.count).toBe(8);
    const row = res.data.list[0];
    expect(row).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        candidateName: expect.any(String),
        jobTitle: expect.any(String),
        interviewType: expect.any(Number),
        status: expect.any(Number),
        to: expect.stringMatching(/^\S+\d+$/),
      }),
    );
    expect(row.interviewTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const times = res.data.list.map((r: { interviewTime: string }) => r.interviewTime);
    expect(times).toEqual([...times].sort().reverse());
    // The demo data has every status in the coming week.
    const week = await list({ from: today(), to: today(7) });
    expect(new Set(week.data.list.map((r: { status: number }) => r.status))).toEqual(new Set([1, 2, 3, 4]));
    expect((await list({}, 'other_admin')).data.count).toBe(0);
  });

  it('filters by status, type, dates and id', async () => {
    const all = (await list()).data.list;
    for (const status of [1, 2, 3, 4]) {
      const res = (await list({ status: String(status) })).data;
      expect(res.count).toBe(all.filter((r: { status: number }) => r.status === status).length);
      expect(res.count).toBeGreaterThan(0);
    }
    const online = (await list({ type: '1' })).data;
    expect(online.count).toBe(all.filter((r: { interviewType: number }) => r.interviewType === 1).length);
    expect(online.list.every((r: { address: string | null }) => r.address === null)).toBe(true);
    const past = (await list({ to: today(-1) })).data;
    expect(past.count).toBe(all.filter((r: { interviewTime: string }) => r.interviewTime.slice(0, 10) <= today(-1)).length);
    expect(past.count).toBeGreaterThan(0);
    const one = (await list({ from: today(1), to: today(1) })).data;
    expect(one.list.every((r: { interviewTime: string }) => r.interviewTime.startsWith(today(1)))).toBe(true);
    expect(one.count).toBe(2);
    expect((await list({ id: String(all[0].id) })).data.list.map((r: { id: number }) => r.id)).toEqual([all[0].id]);
  });

  it('names a bad filter', async () => {
    const bad = async (query: Record<string, string>, msg: string, lang?: string) =>
      expect((await send('GET', '/front/v1/interview', { query, lang })).body).toMatchObject({ code: 400, msg });
    await bad({ status: '5' }, '状态不能大于4');
    await bad({ type: '3' }, '面试类型不能大于2');
    await bad({ from: '2026-02-30' }, '日期格式应为 yyyy-MM-dd');
    await bad({ to: 'tomorrow' }, 'dates must be formatted yyyy-MM-dd', 'en-US');
    await bad({ id: 'x' }, '编号格式不正确');
  });
});

describe('one interview', () => {
  const firstUpcoming = async (status: number) =>
    (await list({ status: String(status), from: today(1) })).data.list[0] as { id: number; interviewTime: string; jobId: number };

  it("reads one; another company's id answers as a missing one", async () => {
    const row = (await list()).data.list[0];
    expect((await send('GET', `/front/v1/interview/${row.id}`)).body).toMatchObject({ code: 200, data: row });
    for (const [method, suffix, payload] of [
      ['GET', ''],
      ['POST', '/cancel'],
      ['POST', '/reschedule', { interviewTime: wallTime(server, 2) }],
    ] as const) {
      const theirs = await send(method, `/front/v1/interview/${row.id}${suffix}`, { payload, as: 'other_admin' });
      const none = await send(method, `/front/v1/interview/2147483000${suffix}`, { payload, as: 'other_admin' });
      expect([theirs.status, theirs.body]).toEqual([none.status, none.body]);
      expect(theirs.body).toMatchObject({ code: 404, msg: '记录不存在' });
    }
    expect((await send('GET', `/front/v1/interview/${row.id}`)).body.data.status).toBe(row.status);
  });

  it('cancels an interview once', async () => {
    const row = await firstUpcoming(1);
    const res = await send('POST', `/front/v1/interview/${row.id}/cancel`);
    expect(res.body).toMatchObject({ code: 200, data: { id: row.id, status: 4 } });
    expect((await send('POST', `/front/v1/interview/${row.id}/cancel`)).body).toMatchObject({ code: 400, msg: '该面试已取消' });
    expect((await send('POST', `/front/v1/interview/${row.id}/reschedule`, { payload: { interviewTime: wallTime(server, 3) } })).body).toMatchObject({
      code: 400,
      msg: '该面试已取消',
    });
  });

  it('reschedules to a future time, asking the candidate again', async () => {
    const row = await firstUpcoming(2);
    const when = wallTime(server, 5, '16:30');
    const res = await send('POST', `/front/v1/interview/${row.id}/reschedule`, { payload: { interviewTime: when } });
    expect(res.body).toMatchObject({ code: 200, data: { id: row.id, interviewTime: when, status: 1 } });
    expect((await send('GET', `/front/v1/interview/${row.id}`)).body.data.interviewTime).toBe(when);
  });

  it('checks the new time as creating an interview does', async () => {
    const row = await firstUpcoming(1);
    const bad = async (payload: object, msg: string, lang?: string) =>
      expect((await send('POST', `/front/v1/interview/${row.id}/reschedule`, { payload, lang })).body).toMatchObject({ code: 400, msg });
    await bad({}, '时间不能为空');
    await bad({ interviewTime: '' }, '时间不能为空');
    await bad({ interviewTime: '2030-01-01 10:00' }, '时间格式应为 yyyy-MM-dd HH:mm:00');
    await bad({ interviewTime: '2030-02-30 10:00:00' }, '时间格式应为 yyyy-MM-dd HH:mm:00');
    await bad({ interviewTime: wallTime(server, -1) }, '面试时间不能早于当前时间');
    await bad({ interviewTime: wallTime(server, -1) }, 'the interview time cannot be in the past', 'en-US');
    expect((await send('GET', `/front/v1/interview/${row.id}`)).body.data.interviewTime).toBe(row.interviewTime);
  });

  it('gives the recruiter’s number the invitation carries and the candidate’s own, apart, and their resume', async () => {
    const rows = (await list()).data.list as { id: number; mobile: string; candidateMobile: string | null; candidateId: number; resumeId: number | null }[];
    const hr = (await send('GET', '/front/v1/card')).body.data as { mobile: string };
    expect(rows.every((row) => row.mobile === hr.mobile)).toBe(true);
    for (const row of rows) {
      const resume = await server.database.db
        .selectFrom('resumes')
        .select(['id', 'mobile'])
        .where('userId', '=', row.candidateId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(row.candidateMobile).toBe(resume.mobile);
      // The resume the console's drawer opens from the candidate's name (GET /front/v1/resume/:id).
      expect(row.resumeId).toBe(resume.id);
    }
    expect((await send('GET', `/front/v1/interview/${rows[0]!.id}`)).body.data.resumeId).toBe(rows[0]!.resumeId);
    expect(rows.some((row) => row.candidateMobile && row.candidateMobile !== row.mobile)).toBe(true);
  });

  it('changes no declined interview and none whose time has passed', async () => {
    const declined = (await list({ status: '3', from: today(1) })).data.list[0] as { id: number };
    const past = (await list({ status: '2', to: today(-1) })).data.list[0] as { id: number; status: number };
    for (const suffix of ['/cancel', '/reschedule']) {
      const payload = suffix === '/reschedule' ? { interviewTime: wallTime(server, 3) } : undefined;
      expect((await send('POST', `/front/v1/interview/${declined.id}${suffix}`, { payload })).body).toMatchObject({ code: 400, msg: '候选人已拒绝该面试' });
      expect((await send('POST', `/front/v1/interview/${past.id}${suffix}`, { payload })).body).toMatchObject({
        code: 400,
        msg: '面试时间已过，请记录面试结果',
      });
    }
    expect((await send('GET', `/front/v1/interview/${past.id}`)).body.data.status).toBe(past.status);
  });

  it('records what came of a past interview, and corrects it', async () => {
    const past = (await list({ status: '2', to: today(-1) })).data.list[0] as { id: number; outcome: number | null };
    expect(past.outcome).toBeNull();
    expect((await send('POST', `/front/v1/interview/${past.id}/outcome`, { payload: { outcome: 3 } })).body).toMatchObject({
      code: 200,
      data: { id: past.id, outcome: 3 },
    });
    expect((await send('POST', `/front/v1/interview/${past.id}/outcome`, { payload: { outcome: 1 } })).body.data.outcome).toBe(1);
    expect((await send('GET', `/front/v1/interview/${past.id}`)).body.data.outcome).toBe(1);
    for (const payload of [{}, { outcome: 4 }, { outcome: '3' }]) {
      expect((await send('POST', `/front/v1/interview/${past.id}/outcome`, { payload })).body).toMatchObject({ code: 400, msg: '请选择面试结果' });
    }
    const upcoming = await firstUpcoming(1);
    expect((await send('POST', `/front/v1/interview/${upcoming.id}/outcome`, { payload: { outcome: 1 } })).body).toMatchObject({
      code: 400,
      msg: '面试时间未到，不能记录结果',
    });
    expect((await send('POST', `/front/v1/interview/${upcoming.id}/outcome`, { payload: { outcome: 1 }, lang: 'en-US' })).body.msg).toBe(
      'this interview’s time has not come yet; its outcome cannot be recorded',
    );
    const declined = (await list({ status: '3', to: today(-1) })).data.list[0] as { id: number };
    expect((await send('POST', `/front/v1/interview/${declined.id}/outcome`, { payload: { outcome: 1 } })).body).toMatchObject({
      code: 400,
      msg: '候选人已拒绝该面试',
    });
    expect((await send('POST', `/front/v1/interview/${past.id}/outcome`, { payload: { outcome: 2 }, as: 'other_admin' })).body).toMatchObject({ code: 404 });
  });

  it('asks for a recruiter card and a company account', async () => {
    expect((await send('GET', '/front/v1/interview', { as: 'demo_c1' })).body.code).toBe(403);
  });
});
