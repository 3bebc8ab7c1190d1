import { MATRIX_JOB } from './access-matrix-jobs-manage';
import { jobOf } from './fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// The console's job management (issue 17): list, counts, detail, create, edit, publish, offline,
// refresh, copy and delete, for the caller's company only.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; query?: Record<string, string>; as?: string; lang?: string } = {},
) =>
  call(server.app, {
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    query: options.query,
    token: await tokenFor(server.app, options.as ?? 'demo_hr'),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
const DAY = 86400_000;

async function create(payload: object = MATRIX_JOB, as = 'demo_hr'): Promise<number> {
  const res = await send('POST', '/front/v1/job', { payload, as });
  expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
  return res.body.data.id;
}
const detail = async (id: number, as = 'demo_hr') => (await send('GET', `/front/v1/job/${id}`, { as })).body;

describe('creating and reading a job', () => {
  it('creates a draft by default and a published job with publish: true, every field read back', async () => {
    const id = await create({ ...MATRIX_JOB, title: '  后端工程师 ', contactName: '李娜', contactMobile: '13800138000', latitude: 22.5, longitude: 113.9 });
    const job = await detail(id);
    expect(job.code).toBe(200);
    expect(job.data).toMatchObject({
      id,
      title: '后端工程师',
      status: 1,
      jobType: '1',
      category: '1',
      salaryMin: 10,
      salaryMax: 20,
      city: '深圳',
      address: '深圳市南山区科技园',
      latitude: 22.5,
      longitude: 113.9,
      degree: '5',
      workYears: '4',
      headcount: 1,
      description: '矩阵测试',
      welfare: ['五险一金'],
      contactName: '李娜',
      contactMobile: '13800138000',
      refreshedAt: null,
      expiresAt: null,
    });
    const before = Date.now();
    const live = (await detail(await create({ ...MATRIX_JOB, publish: true }))).data;
    expect(live.status).toBe(2);
    expect(new Date(live.expiresAt).getTime() - new Date(live.refreshedAt).getTime()).toBe(30 * DAY);
    expect(new Date(live.refreshedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes blank optional contact fields as none', async () => {
    const job = (await detail(await create({ ...MATRIX_JOB, contactName: '', contactMobile: '' }))).data;
    expect(job).toMatchObject({ contactName: null, contactMobile: null, latitude: null, longitude: null });
  });

  it("answers another company's job exactly as a missing one", async () => {
    const foreign = await jobOf(server, 'other_admin', 2);
    const missing = await send('GET', '/front/v1/job/2147483000');
    expect(missing.body).toMatchObject({ code: 404, msg: '记录不存在' });
    for (const [method, suffix, payload] of [
      ['GET', ''],
      ['PUT', '', MATRIX_JOB],
      ['POST', '/publish'],
      ['POST', '/offline'],
      ['POST', '/refresh'],
      ['POST', '/copy'],
      ['DELETE', ''],
    ] as const) {
      const theirs = await send(method, `/front/v1/job/${foreign.id}${suffix}`, { payload });
      const none = await send(method, `/front/v1/job/2147483000${suffix}`, { payload });
      expect([theirs.status, theirs.body]).toEqual([none.status, none.body]);
      expect(theirs.body.code).toBe(404);
    }
    expect((await detail(foreign.id, 'other_admin')).data.status).toBe(2);
  });

  it('asks for a recruiter card first (HTTP 490) and refuses candidates', async () => {
    const { db } = server.database;
    await db
      .insertInto('users')
      .values({
        username: 'jm_nocard',
        passwordHash: 'x',
        role: 'recruiter',
        companyId: (await db.selectFrom('users').select('companyId').where('username', '=', 'demo_hr').executeTakeFirstOrThrow()).companyId,
        name: '无名片',
        nickname: '无名片',
      })
      .execute();
    const res = await send('GET', '/front/v1/job/counts', { as: 'jm_nocard' });
    expect([res.status, res.body.msg]).toEqual([490, '请先创建招聘名片']);
    expect((await send('POST', '/front/v1/job', { payload: MATRIX_JOB, as: 'demo_c1' })).body.code).toBe(403);
  });
});

describe("the job form's validation", () => {
  const rejects = async (change: object, msg: string, lang?: string) => {
    const res = await send('POST', '/front/v1/job', { payload: { ...MATRIX_JOB, ...change }, lang });
    expect(res.body).toMatchObject({ code: 400, msg });
  };

  it('names the title rules as the contract words them, in three languages', async () => {
    await rejects({ title: '   ' }, '职位名称不能为空');
    await rejects({ title: undefined }, '职位名称不能为空');
    await rejects({ title: '职'.repeat(31) }, '职位名称不能超过30个字');
    await rejects({ title: '職'.repeat(31) }, '職位名稱不能超過30個字', 'zh-TW');
    await rejects({ title: '' }, 'the job title cannot be empty', 'en-US');
    expect(await create({ ...MATRIX_JOB, title: '职'.repeat(30) })).toBeGreaterThan(0);
  });

  it('checks salaries: whole K from 1 to 500, the maximum not under the minimum', async () => {
    await rejects({ salaryMin: 0 }, '最低薪资不能小于1');
    await rejects({ salaryMax: 501 }, '最高薪资不能大于500');
    await rejects({ salaryMin: 10.5 }, '最低薪资格式不正确');
    await rejects({ salaryMin: 21, salaryMax: 20 }, '最高薪资不能低于最低薪资');
    await rejects({ salaryMin: 21, salaryMax: 20 }, 'the maximum salary cannot be lower than the minimum salary', 'en-US');
    expect(await create({ ...MATRIX_JOB, salaryMin: 20, salaryMax: 20 })).toBeGreaterThan(0);
  });

  it('takes only dictionary values for type, category, degree and experience', async () => {
    await rejects({ jobType: '99' }, '职位类型格式不正确');
    await rejects({ category: '全职' }, '职位类别格式不正确');
    await rejects({ degree: '0' }, '学历要求格式不正确');
    await rejects({ workYears: '3-5年' }, '经验要求格式不正确');
    await rejects({ workYears: undefined }, '经验要求不能为空');
    await rejects({ category: '0' }, 'category is not valid', 'en-US');
  });

  it('checks the place, headcount and description', async () => {
    await rejects({ city: '' }, '城市不能为空');
    await rejects({ address: '' }, '工作地址不能为空');
    await rejects({ address: '址'.repeat(101) }, '工作地址长度不能超过100');
    await rejects({ latitude: 91 }, '纬度不能大于90');
    await rejects({ headcount: 0 }, '招聘人数不能小于1');
    await rejects({ headcount: 1000 }, '招聘人数不能大于999');
    await rejects({ description: '' }, '职位描述不能为空');
    await rejects({ description: '述'.repeat(5001) }, '职位描述长度不能超过5000');
  });

  it('checks welfare tags and the contact', async () => {
    await rejects({ welfare: Array.from({ length: 11 }, (_, i) => `福利${i}`) }, '福利标签不能超过10个');
    await rejects({ welfare: ['一二三四五六七八九十一'] }, '福利标签为1到10个字');
    await rejects({ welfare: [' '] }, '福利标签为1到10个字');
    await rejects({ welfare: 'x' }, '福利待遇格式不正确');
    await rejects({ contactName: '名'.repeat(21) }, '联系人长度不能超过20');
    await rejects({ contactMobile: '1380013800' }, '请输入正确的手机号');
    await rejects({ contactMobile: '23800138000' }, 'please enter a valid mobile number', 'en-US');
    await rejects({ publish: 'yes' }, '是否发布格式不正确');
  });

  it('validates an edit the same way, before looking the job up', async () => {
    const id = await create();
    const res = await send('PUT', `/front/v1/job/${id}`, { payload: { ...MATRIX_JOB, salaryMin: 30 } });
    expect(res.body).toMatchObject({ code: 400, msg: '最高薪资不能低于最低薪资' });
    expect((await send('PUT', '/front/v1/job/abc', { payload: MATRIX_JOB })).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });
});

describe('editing and the row actions', () => {
  it('edits every field and keeps the status', async () => {
    const id = await create({ ...MATRIX_JOB, publish: true });
    const res = await send('PUT', `/front/v1/job/${id}`, {
      payload: { ...MATRIX_JOB, title: '改后的职位', salaryMax: 40, welfare: ['餐补', '包住'], contactMobile: '13900139000' },
    });
    expect(res.body).toMatchObject({ code: 200, data: { id } });
    expect((await detail(id)).data).toMatchObject({ title: '改后的职位', salaryMax: 40, welfare: ['餐补', '包住'], contactMobile: '13900139000', status: 2 });
  });

  it('publishes, takes offline and publishes again', async () => {
    const id = await create();
    expect((await send('POST', `/front/v1/job/${id}/offline`)).body).toMatchObject({ code: 400, msg: '待发布的职位无需下线' });
    expect((await send('POST', `/front/v1/job/${id}/publish`)).body.code).toBe(200);
    expect((await detail(id)).data.status).toBe(2);
    expect((await send('POST', `/front/v1/job/${id}/offline`)).body.code).toBe(200);
    expect((await detail(id)).data.status).toBe(3);
    expect((await send('POST', `/front/v1/job/${id}/offline`)).body.code).toBe(200);
    expect((await detail(id)).data.status).toBe(3);
    expect((await send('POST', `/front/v1/job/${id}/publish`)).body.code).toBe(200);
    expect((await detail(id)).data.status).toBe(2);
  });

  it('refreshes only a published job, for another 30 days from now', async () => {
    const draft = await create();
    expect((await send('POST', `/front/v1/job/${draft}/refresh`)).body).toMatchObject({ code: 400, msg: '只有招聘中的职位可以刷新' });
    const id = await create({ ...MATRIX_JOB, publish: true });
    const old = new Date(Date.now() - 29 * DAY);
    await server.database.db
      .updateTable('jobs')
      .set({ refreshedAt: old, expiresAt: new Date(old.getTime() + 30 * DAY) })
      .where('id', '=', id)
      .execute();
    const before = Date.now();
    expect((await send('POST', `/front/v1/job/${id}/refresh`)).body.code).toBe(200);
    const job = (await detail(id)).data;
    expect(new Date(job.refreshedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(job.expiresAt).getTime() - new Date(job.refreshedAt).getTime()).toBe(30 * DAY);
  });

  it('copies a job as a new draft titled with （副本）, within 30 characters', async () => {
    const id = await create({ ...MATRIX_JOB, title: '运营专员', publish: true, contactName: '王强' });
    const res = await send('POST', `/front/v1/job/${id}/copy`);
    expect(res.body.code).toBe(200);
    const copy = (await detail(res.body.data.id)).data;
    const original = (await detail(id)).data;
    expect(copy).toMatchObject({
      title: '运营专员（副本）',
      status: 1,
      refreshedAt: null,
      expiresAt: null,
      welfare: original.welfare,
      contactName: '王强',
      description: original.description,
    });
    expect(copy.id).not.toBe(id);
    const long = await create({ ...MATRIX_JOB, title: '长'.repeat(30) });
    const longCopy = (await detail((await send('POST', `/front/v1/job/${long}/copy`)).body.data.id)).data;
    expect(longCopy.title).toBe(`${'长'.repeat(26)}（副本）`);
  });

  it('deletes a draft or closed job, never a published one or one with records', async () => {
    const draft = await create();
    expect((await send('DELETE', `/front/v1/job/${draft}`)).body).toMatchObject({ code: 200, data: { id: draft } });
    expect((await detail(draft)).code).toBe(404);
    const live = await create({ ...MATRIX_JOB, publish: true });
    expect((await send('DELETE', `/front/v1/job/${live}`)).body).toMatchObject({ code: 400, msg: '请先下线职位再删除' });
    expect((await send('DELETE', `/front/v1/job/${live}`, { lang: 'en-US' })).body.msg).toBe('take the job offline before deleting it');
    await send('POST', `/front/v1/job/${live}/offline`);
    expect((await send('DELETE', `/front/v1/job/${live}`)).body.code).toBe(200);
    // A closed demo job with applications stays.
    const { db } = server.database;
    const { companyId } = await db.selectFrom('users').select('companyId').where('username', '=', 'demo_hr').executeTakeFirstOrThrow();
    const applied = await db
      .selectFrom('resumeSubmissions')
      .innerJoin('jobs', 'jobs.id', 'resumeSubmissions.jobId')
      .select('jobs.id')
      .where('jobs.status', '=', 2)
      .where('jobs.companyId', '=', companyId!)
      .executeTakeFirstOrThrow();
    await send('POST', `/front/v1/job/${applied.id}/offline`);
    expect((await send('DELETE', `/front/v1/job/${applied.id}`)).body).toMatchObject({
      code: 400,
      msg: '该职位已有投递、沟通或面试记录，不能删除，可将其下线',
    });
    await send('POST', `/front/v1/job/${applied.id}/publish`);
  });
});

describe('the job list and counts', () => {
  it("counts the company's jobs by status, as the list filtered by each status does", async () => {
    const counts = (await send('GET', '/front/v1/job/counts')).body.data;
    for (const [key, status] of [
      ['draft', 1],
      ['published', 2],
      ['closed', 3],
    ] as const) {
      const list = (await send('GET', '/front/v1/job', { query: { status: String(status) } })).body.data;
      expect(counts[key]).toBe(list.count);
      expect(counts[key]).toBeGreaterThan(0);
    }
    const before = counts.draft;
    await create();
    expect((await send('GET', '/front/v1/job/counts')).body.data.draft).toBe(before + 1);
    const other = (await send('GET', '/front/v1/job/counts', { as: 'other_admin' })).body.data;
    expect(other.published + other.draft + other.closed).toBeLessThan(counts.published + counts.draft + counts.closed);
  });

  it('carries the new columns and sorts by the column asked', async () => {
    const page = (await send('GET', '/front/v1/job', { query: { pageSize: '100', sort: 'salaryMax', order: 'asc' } })).body.data;
    const salaries = page.list.map((j: { salaryMax: number }) => j.salaryMax);
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b));
    expect(page.list[0]).toEqual(
      expect.objectContaining({ category: expect.any(String), welfare: expect.any(Array), refreshedAt: expect.anything(), contactName: expect.anything() }),
    );
    const byUpdate = (await send('GET', '/front/v1/job', { query: { pageSize: '100', sort: 'updatedAt' } })).body.data.list.map((j: { updatedAt: string }) =>
      Date.parse(j.updatedAt),
    );
    expect(byUpdate).toEqual([...byUpdate].sort((a, b) => b - a));
    const byCreate = (await send('GET', '/front/v1/job', { query: { pageSize: '100', sort: 'createdAt', order: 'asc' } })).body.data.list.map(
      (j: { createdAt: string }) => Date.parse(j.createdAt),
    );
    expect(byCreate).toEqual([...byCreate].sort((a, b) => a - b));
    const byId = (await send('GET', '/front/v1/job', { query: { pageSize: '100', sort: 'id', order: 'asc' } })).body.data.list.map((j: { id: number }) => j.id);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it('still filters by keyword and status, and names a bad sort or order', async () => {
    const res = (await send('GET', '/front/v1/job', { query: { keyword: '工程师', status: '2', pageSize: '100' } })).body.data;
    expect(res.list.length).toBeGreaterThan(0);
    expect(res.list.every((j: { title: string; status: number }) => j.title.includes('工程师') && j.status === 2)).toBe(true);
    expect((await send('GET', '/front/v1/job', { query: { sort: 'title' } })).body).toMatchObject({ code: 400, msg: '排序字段格式不正确' });
    expect((await send('GET', '/front/v1/job', { query: { order: 'up' }, lang: 'en-US' })).body).toMatchObject({ code: 400, msg: 'order is not valid' });
  });
});
