import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// The console's help centre (issue 19): sign-up review, plans and projects, enrolled people's
// progress, statistics; each company sees and changes only its own.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = async (method: Method, url: string, payload?: object, username = 'demo_hr', lang = 'zh-CN') =>
  call(server.app, { method, url, ...(payload ? { payload } : {}), token: await tokenFor(server.app, username), headers: { 'accept-language': lang } });
const signups = async (query = 'pageSize=100', username = 'demo_hr') =>
  (await send('GET', `/front/v1/company/help-user-plan-project?${query}`, undefined, username)).body.data;
const companyOf = async (username: string) =>
  (await server.database.db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow()).companyId!;
const PROJECT = {
  title: '数控车床操作培训',
  targetGroup: '下岗再就业人员',
  quota: 25,
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  description: '八周实操培训',
  contactName: '张老师',
  contactMobile: '13912345678',
};

describe('the sign-up centre', () => {
  it('lists sign-ups with the person, project and plan; counts by status match the lists', async () => {
    const pending = await signups('status=1&pageSize=100');
    expect(pending.count).toBeGreaterThan(0);
    expect(pending.list[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        status: 1,
        userName: expect.any(String),
        projectTitle: expect.any(String),
        planTitle: expect.any(String),
        planId: expect.any(Number),
      }),
    );
    const counts = (await send('GET', '/front/v1/help/signup/counts')).body.data;
    expect(counts.pending).toBe(pending.count);
    expect(counts.approved).toBe((await signups('status=2&pageSize=1')).count);
    expect(counts.rejected).toBe((await signups('status=3&pageSize=1')).count);
    const theirs = (await send('GET', '/front/v1/help/signup/counts', undefined, 'other_admin')).body.data;
    expect(theirs.pending + theirs.approved + theirs.rejected).toBeLessThan(counts.pending + counts.approved + counts.rejected);
  });

  it('approves a pending sign-up once: it becomes enrolled and leaves the pending count', async () => {
    const before = await signups('status=1&pageSize=100');
    const target = before.list[0];
    const approved = await send('POST', `/front/v1/help/signup/${target.id}/approve`);
    expect(approved.body).toMatchObject({ code: 200, data: { id: target.id, status: 2 } });
    expect((await signups('status=1&pageSize=100')).count).toBe(before.count - 1);
    const row = await server.database.db.selectFrom('helpSignups').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 2, stage: 1 });
    expect(row.reviewedAt).not.toBeNull();
    const again = await send('POST', `/front/v1/help/signup/${target.id}/approve`);
    expect(again.body).toMatchObject({ code: 400, msg: '该报名已处理，只能审核待审核的报名' });
    const reject = await send('POST', `/front/v1/help/signup/${target.id}/reject`, { reason: '重复' });
    expect(reject.body.code).toBe(400);
  });

  it('rejects with a reason (required, at most 200 characters), kept as the remark', async () => {
    const target = (await signups('status=1&pageSize=100')).list[0];
    expect((await send('POST', `/front/v1/help/signup/${target.id}/reject`, {})).body).toMatchObject({ code: 400, msg: '驳回原因不能为空' });
    expect((await send('POST', `/front/v1/help/signup/${target.id}/reject`, { reason: '   ' })).body).toMatchObject({ code: 400, msg: '驳回原因不能为空' });
    expect((await send('POST', `/front/v1/help/signup/${target.id}/reject`, { reason: '长'.repeat(201) }, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: 'the reason must be at most 200 characters',
    });
    const done = await send('POST', `/front/v1/help/signup/${target.id}/reject`, { reason: ` ${'长'.repeat(199)}。 ` });
    expect(done.body).toMatchObject({ code: 200, data: { status: 3 } });
    const row = (await signups('status=3&pageSize=100')).list.find((r: { id: number }) => r.id === target.id);
    expect(row.remark).toBe(`${'长'.repeat(199)}。`);
  });

  it("answers 404 for another company's sign-up and changes nothing", async () => {
    const target = (await signups('status=1&pageSize=100')).list[0];
    for (const action of ['approve', 'reject']) {
      const answer = await send('POST', `/front/v1/help/signup/${target.id}/${action}`, { reason: '不符合' }, 'other_admin');
      expect(answer.body.code).toBe(404);
    }
    expect((await send('POST', `/front/v1/help/signup/${target.id}/progress`, { stage: 2 }, 'other_admin')).body.code).toBe(404);
    const row = await server.database.db.selectFrom('helpSignups').select(['status', 'remark']).where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, remark: null });
    expect((await send('POST', '/front/v1/help/signup/99999999/approve')).body.code).toBe(404);
    expect((await send('POST', '/front/v1/help/signup/abc/approve')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });
});

describe('plans and projects', () => {
  it("lists the company's plans with their projects, target groups, periods and counts", async () => {
    const { list, count } = (await send('GET', '/front/v1/help/plan?pageSize=100')).body.data;
    expect(count).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const project = list.flatMap((p: { projects: unknown[] }) => p.projects).find((p: { title: string }) => p.title === '仓储物流岗位定向招聘');
    expect(project).toMatchObject({
      targetGroup: '就业困难人员',
      quota: 15,
      contactMobile: '13800138002',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(typeof project.enrolled).toBe('number');
    const theirs = (await send('GET', '/front/v1/help/plan?pageSize=100', undefined, 'other_admin')).body.data.list;
    const mine = new Set(list.map((p: { id: number }) => p.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((p: { id: number }) => mine.has(p.id))).toBe(false);
  });

  it('creates and edits a plan; the period must be in order; another company cannot edit it', async () => {
    const bad = await send('POST', '/front/v1/help/plan', { title: '冬季帮扶', startDate: '2027-01-10', endDate: '2027-01-01' });
    expect(bad.body).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    expect((await send('POST', '/front/v1/help/plan', { title: '', startDate: '2027-01-01', endDate: '2027-01-02' })).body.msg).toBe('计划名称不能为空');
    expect((await send('POST', '/front/v1/help/plan', { title: '冬季帮扶', startDate: '2027-02-30', endDate: '2027-03-02' })).body.msg).toBe(
      '开始日期格式不正确',
    );
    const created = await send('POST', '/front/v1/help/plan', { title: '冬季帮扶', description: '', startDate: '2027-01-01', endDate: '2027-02-28' });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    expect((await send('PUT', `/front/v1/help/plan/${id}`, { title: '冬季帮扶计划', startDate: '2027-01-01', endDate: '2027-03-31' })).body.code).toBe(200);
    expect((await send('PUT', `/front/v1/help/plan/${id}`, { title: '改名', startDate: '2027-01-01', endDate: '2027-03-31' }, 'other_admin')).body.code).toBe(
      404,
    );
    const plan = (await send('GET', '/front/v1/help/plan?pageSize=100')).body.data.list.find((p: { id: number }) => p.id === id);
    expect(plan).toMatchObject({ title: '冬季帮扶计划', description: null, startDate: '2027-01-01', endDate: '2027-03-31', projects: [] });
  });

  it('creates a project in a plan, reads and edits it, with each rule named', async () => {
    const listed = (await send('GET', '/front/v1/help/plan?pageSize=100')).body.data.list[0];
    // A plan of its own whose period holds PROJECT's.
    const plan = {
      title: listed.title,
      id: (await send('POST', '/front/v1/help/plan', { title: listed.title, startDate: PROJECT.startDate, endDate: PROJECT.endDate })).body.data.id,
    };
    const rules: [object, string][] = [
      [{ title: '' }, '项目名称不能为空'],
      [{ title: '项'.repeat(51) }, '项目名称不能超过50个字'],
      [{ targetGroup: '' }, '帮扶对象不能为空'],
      [{ quota: 0 }, '名额必须是1到10000之间的整数'],
      [{ quota: 2.5 }, '名额必须是1到10000之间的整数'],
      [{ startDate: '2027-02-01', endDate: '2027-01-01' }, '结束日期不能早于开始日期'],
      [{ contactName: '' }, '联系人不能为空'],
      [{ contactMobile: '23912345678' }, '联系电话须为以1开头的11位手机号'],
      [{ contactMobile: '1391234567' }, '联系电话须为以1开头的11位手机号'],
    ];
    for (const [change, msg] of rules) {
      expect((await send('POST', '/front/v1/help/project', { ...PROJECT, planId: plan.id, ...change })).body).toMatchObject({ code: 400, msg });
    }
    expect((await send('POST', '/front/v1/help/project', { ...PROJECT, planId: plan.id }, 'other_admin')).body.code).toBe(404);
    const created = await send('POST', '/front/v1/help/project', { ...PROJECT, planId: plan.id });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const read = (await send('GET', `/front/v1/help/project/${id}`)).body.data;
    expect(read).toMatchObject({ ...PROJECT, id, planId: plan.id, planTitle: plan.title, enrolled: 0, pending: 0 });
    expect((await send('PUT', `/front/v1/help/project/${id}`, { ...PROJECT, quota: 30, description: '' })).body.code).toBe(200);
    expect((await send('GET', `/front/v1/help/project/${id}`)).body.data).toMatchObject({ quota: 30, description: null });
    expect((await send('GET', `/front/v1/help/project/${id}`, undefined, 'other_admin')).body.code).toBe(404);
    expect((await send('PUT', `/front/v1/help/project/${id}`, PROJECT, 'other_admin')).body.code).toBe(404);
  });
});

describe("a project within its plan's period (issue 32)", () => {
  const newPlan = async (startDate: string, endDate: string) =>
    (await send('POST', '/front/v1/help/plan', { title: '期间校验', startDate, endDate })).body.data.id as number;

  it("refuses a project that starts before or ends after its plan, on the field, with the plan's day", async () => {
    const planId = await newPlan('2027-03-01', '2027-05-31');
    const period = { startDate: '2027-03-01', endDate: '2027-05-31' };
    const project = { ...PROJECT, ...period, planId };
    expect((await send('POST', '/front/v1/help/project', { ...project, startDate: '2027-02-28' })).body).toMatchObject({
      code: 400,
      msg: '开始日期不能早于所属计划的开始日期2027-03-01',
    });
    expect((await send('POST', '/front/v1/help/project', { ...project, endDate: '2027-06-01' }, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: "the end date cannot be after the plan's end date 2027-05-31",
    });
    const created = await send('POST', '/front/v1/help/project', project);
    expect(created.body.code).toBe(200);
    expect((await send('PUT', `/front/v1/help/project/${created.body.data.id}`, { ...PROJECT, ...period, endDate: '2027-07-01' })).body).toMatchObject({
      code: 400,
      msg: '结束日期不能晚于所属计划的结束日期2027-05-31',
    });
  });

  it("refuses to shorten a plan below its projects' period, and takes a plan that still holds them", async () => {
    const planId = await newPlan('2027-03-01', '2027-05-31');
    expect((await send('POST', '/front/v1/help/project', { ...PROJECT, planId, startDate: '2027-03-10', endDate: '2027-04-20' })).body.code).toBe(200);
    expect((await send('POST', '/front/v1/help/project', { ...PROJECT, planId, startDate: '2027-04-01', endDate: '2027-05-10' })).body.code).toBe(200);
    const edit = (startDate: string, endDate: string, lang?: string) =>
      send('PUT', `/front/v1/help/plan/${planId}`, { title: '期间校验', startDate, endDate }, 'demo_hr', lang);
    expect((await edit('2027-03-11', '2027-05-31')).body).toMatchObject({ code: 400, msg: '开始日期不能晚于计划内项目的最早开始日期2027-03-10' });
    expect((await edit('2027-03-01', '2027-05-09', 'zh-TW')).body).toMatchObject({ code: 400, msg: '結束日期不能早於計畫內項目的最晚結束日期2027-05-10' });
    expect((await edit('2027-03-10', '2027-05-10')).body.code).toBe(200);
  });
});

describe("enrolled people's progress", () => {
  it('lists the approved sign-ups of a project; progress moves on one stage at a time', async () => {
    const main = await companyOf('demo_hr');
    const db = server.database.db;
    const signup = await db
      .selectFrom('helpSignups')
      .selectAll()
      .where('companyId', '=', main)
      .where('status', '=', 2)
      .where('stage', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const enrolled = (await send('GET', `/front/v1/help/project/${signup.projectId}/enrolled`)).body.data;
    expect(enrolled.list.map((r: { id: number }) => r.id)).toContain(signup.id);
    const statuses = await db
      .selectFrom('helpSignups')
      .select('status')
      .where(
        'id',
        'in',
        enrolled.list.map((r: { id: number }) => r.id),
      )
      .execute();
    expect(statuses.every((r) => r.status === 2)).toBe(true);
    expect(enrolled.count).toBe(enrolled.list.length);

    expect((await send('POST', `/front/v1/help/signup/${signup.id}/progress`, { stage: 3 })).body).toMatchObject({
      code: 400,
      msg: '帮扶进度只能推进到下一阶段',
    });
    expect((await send('POST', `/front/v1/help/signup/${signup.id}/progress`, { stage: 2 })).body).toMatchObject({ code: 200, data: { stage: 2 } });
    expect((await send('POST', `/front/v1/help/signup/${signup.id}/progress`, { stage: 2 })).body.code).toBe(400);
    expect((await send('POST', `/front/v1/help/signup/${signup.id}/progress`, { stage: 3 })).body.code).toBe(200);
    const row = (await send('GET', `/front/v1/help/project/${signup.projectId}/enrolled`)).body.data.list.find((r: { id: number }) => r.id === signup.id);
    expect(row).toMatchObject({ stage: 3, trainedAt: expect.any(String), employedAt: expect.any(String), enrolledAt: expect.any(String) });

    const pending = (await signups('status=1&pageSize=1')).list[0];
    expect((await send('POST', `/front/v1/help/signup/${pending.id}/progress`, { stage: 2 })).body).toMatchObject({
      code: 400,
      msg: '只有已通过的报名才有帮扶进度',
    });
    expect((await send('GET', `/front/v1/help/project/${signup.projectId}/enrolled`, undefined, 'other_admin')).body.code).toBe(404);
  });
});

describe('GET /front/v1/help/statistics', () => {
  const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

  it('counts the last six months by month: timeline, projects and outcome agree with each other', async () => {
    const answer = await send('GET', `/front/v1/help/statistics?from=${day(-182)}&to=${day(0)}&unit=month`);
    expect(answer.body.code).toBe(200);
    const stats = answer.body.data;
    expect(stats.timeline.length).toBeGreaterThanOrEqual(6);
    expect(stats.timeline.map((r: { period: string }) => r.period)).toEqual([...stats.timeline.map((r: { period: string }) => r.period)].sort());
    expect(stats.totals.signups).toBeGreaterThan(20);
    expect(stats.totals.employed).toBeGreaterThan(0);
    expect(stats.totals.trained).toBeGreaterThan(0);
    expect(stats.totals.rejected).toBeGreaterThan(0);
    const sum = (rows: Record<string, number>[], key: string) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);
    for (const key of ['signups', 'enrolled', 'trained', 'employed', 'rejected']) {
      expect(sum(stats.timeline, key)).toBe(stats.totals[key]);
      expect(sum(stats.byProject, key)).toBe(stats.totals[key]);
    }
    const outcome = stats.outcome;
    expect(outcome.pending + outcome.enrolled + outcome.trained + outcome.employed + outcome.rejected).toBe(stats.totals.signups);
    const db = server.database.db;
    const main = await companyOf('demo_hr');
    const all = await db.selectFrom('helpSignups').select('id').where('companyId', '=', main).execute();
    expect(stats.totals.signups).toBe(all.length);
  });

  it('counts by week; a range without sign-ups has zeros; the other company sees its own', async () => {
    const weeks = (await send('GET', `/front/v1/help/statistics?from=${day(-27)}&to=${day(0)}&unit=week`)).body.data;
    expect(weeks.timeline.length).toBeGreaterThanOrEqual(4);
    expect(weeks.timeline.length).toBeLessThanOrEqual(5);
    expect(weeks.timeline.every((r: { period: string }) => new Date(`${r.period}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const empty = (await send('GET', '/front/v1/help/statistics?from=2020-01-01&to=2020-03-31')).body.data;
    expect(empty.timeline.map((r: { period: string }) => r.period)).toEqual(['2020-01', '2020-02', '2020-03']);
    expect(empty.totals).toEqual({ signups: 0, enrolled: 0, trained: 0, employed: 0, rejected: 0 });
    const theirs = (await send('GET', `/front/v1/help/statistics?from=${day(-182)}&to=${day(0)}`, undefined, 'other_admin')).body.data;
    const mine = (await send('GET', '/front/v1/help/plan?pageSize=100')).body.data.list.flatMap((p: { projects: { id: number }[] }) =>
      p.projects.map((x) => x.id),
    );
    expect(theirs.byProject.some((p: { projectId: number }) => mine.includes(p.projectId))).toBe(false);
  });

  it('validates the range', async () => {
    expect((await send('GET', '/front/v1/help/statistics?from=2026-03-01&to=2026-02-01')).body).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
    expect((await send('GET', '/front/v1/help/statistics?from=2020-01-01&to=2026-02-01')).body).toMatchObject({ code: 400, msg: '统计时间段不能超过两年' });
    expect((await send('GET', '/front/v1/help/statistics?from=x&to=2026-02-01')).body).toMatchObject({ code: 400, msg: '开始日期格式不正确' });
    expect((await send('GET', '/front/v1/help/statistics?from=2026-01-01&to=2026-02-01&unit=day')).body.code).toBe(400);
    const anonymous = await call(server.app, { method: 'GET', url: '/front/v1/help/statistics?from=2026-01-01&to=2026-02-01' });
    expect(anonymous.status === 401 || anonymous.body.code === 401).toBe(true);
  });
});
