import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, query: Record<string, string>, username = 'demo_hr', lang?: string) =>
  call(server.app, { method: 'GET', url, query, token: await tokenFor(server.app, username), headers: lang ? { 'accept-language': lang } : {} });

describe('GET front/v1/job', () => {
  it("lists the company's published jobs newest first, as the invite form asks", async () => {
    const res = await get('/front/v1/job', { pageSize: '100', idOrder: 'desc', status: '2' });
    expect(res.body.code).toBe(200);
    const { list, count } = res.body.data;
    expect(count).toBe(list.length);
    expect(count).toBeGreaterThanOrEqual(12);
    expect(list.every((j: { status: number }) => j.status === 2)).toBe(true);
    const ids = list.map((j: { id: number }) => j.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(list[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        address: expect.any(String),
      }),
    );
  });

  it("pages, and never shows another company's jobs", async () => {
    const all = (await get('/front/v1/job', { pageSize: '100' })).body.data;
    const page2 = (await get('/front/v1/job', { pageSize: '5', pageNum: '2', idOrder: 'asc' })).body.data;
    expect(page2.count).toBe(all.count);
    expect(page2.list).toHaveLength(5);
    const other = (await get('/front/v1/job', { pageSize: '100' }, 'other_admin')).body.data;
    const mine = new Set(all.list.map((j: { id: number }) => j.id));
    expect(other.list.some((j: { id: number }) => mine.has(j.id))).toBe(false);
    expect(other.count).toBeGreaterThan(0);
  });

  it('rejects a page size above 100 and a bad order, naming the field', async () => {
    expect((await get('/front/v1/job', { pageSize: '101' })).body).toMatchObject({ code: 400, msg: '每页条数不能大于100' });
    expect((await get('/front/v1/job', { idOrder: 'sideways' }, 'demo_hr', 'en-US')).body).toMatchObject({ code: 400, msg: 'idOrder is not valid' });
  });
});

describe('GET front/v1/company/help-user-plan-project', () => {
  it("counts the company's pending help sign-ups", async () => {
    const res = await get('/front/v1/company/help-user-plan-project', { status: '1' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.count).toBeGreaterThanOrEqual(5);
    expect(res.body.data.list.every((s: { status: number }) => s.status === 1)).toBe(true);
    const all = (await get('/front/v1/company/help-user-plan-project', {})).body.data.count;
    expect(all).toBeGreaterThanOrEqual(res.body.data.count);
  });

  it('is scoped to the company and closed to candidates', async () => {
    const mine = (await get('/front/v1/company/help-user-plan-project', { status: '1' })).body.data.count;
    const theirs = (await get('/front/v1/company/help-user-plan-project', { status: '1' }, 'other_admin')).body.data.count;
    expect(theirs).not.toBe(mine);
    expect((await get('/front/v1/company/help-user-plan-project', { status: '1' }, 'demo_c1')).body.code).toBe(403);
  });
});

describe('GET front/v1/common/dict-data', () => {
  it('returns a dictionary in order, without needing a session', async () => {
    const res = await call(server.app, { method: 'GET', url: '/front/v1/common/dict-data', query: { dictType: 'interview_type' } });
    expect(res.body.code).toBe(200);
    expect(res.body.data.list.map((e: { value: string }) => e.value)).toEqual(['1', '2']);
    expect(res.body.data.count).toBe(2);
  });

  it('has the dictionaries the product uses', async () => {
    for (const dictType of ['degree', 'work_status', 'salary_range', 'industry', 'job_type', 'interview_type', 'sex', 'score_type']) {
      const res = await call(server.app, { method: 'GET', url: '/front/v1/common/dict-data', query: { dictType } });
      expect(res.body.data.count).toBeGreaterThan(0);
    }
  });

  it('answers an unknown type with an empty list and a missing one with 400', async () => {
    expect((await call(server.app, { method: 'GET', url: '/front/v1/common/dict-data', query: { dictType: 'nothing_here' } })).body.data).toEqual({
      list: [],
      count: 0,
    });
    expect((await call(server.app, { method: 'GET', url: '/front/v1/common/dict-data' })).body).toMatchObject({ code: 400, msg: '字典类型不能为空' });
  });
});
