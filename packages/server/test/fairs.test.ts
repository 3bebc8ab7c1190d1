import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// The console's job fairs (qiyeZhaopinhuiIndex / qiyeZhaopinhuiEdit): GET /front/v1/fair,
// GET /front/v1/fair/:id, GET /front/v1/fair/:id/applications and POST, PUT, DELETE /front/v1/fair/:id/signup.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = async (method: Method, url: string, payload?: object, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method,
    url,
    ...(payload ? { payload } : {}),
    token: await tokenFor(server.app, username),
    headers: lang ? { 'accept-language': lang } : {},
  });
const list = async (query = '', username = 'demo_hr') => (await send('GET', `/front/v1/fair?pageSize=100${query}`, undefined, username)).body.data;
const fairId = async (title: string) =>
  (await server.database.db.selectFrom('jobFairs').select('id').where('title', 'like', `${title}%`).executeTakeFirstOrThrow()).id;
const jobsOf = async (username: string, status = 2) => {
  const user = await server.database.db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow();
  return (
    await server.database.db.selectFrom('jobs').select('id').where('companyId', '=', user.companyId!).where('status', '=', status).orderBy('id').execute()
  ).map((j) => j.id);
};

describe('GET /front/v1/fair', () => {
  it('lists the fairs with status from their dates, type, and whether the company signed up', async () => {
    const all = await list();
    expect(all.count).toBe(6);
    const statuses = all.list.map((f: { status: number }) => f.status);
    expect(statuses).toEqual([...statuses].sort());
    expect(new Set(statuses)).toEqual(new Set([1, 2, 3]));
    expect(new Set(all.list.map((f: { type: number }) => f.type))).toEqual(new Set([1, 2]));
    const now = Date.now();
    for (const fair of all.list) {
      const expected = now < Date.parse(fair.startAt) ? 1 : now < Date.parse(fair.endAt) ? 2 : 3;
      expect(fair.status).toBe(expected);
    }
    const nanshan = all.list.find((f: { title: string }) => f.title.startsWith('南山区'));
    expect(nanshan).toMatchObject({ status: 1, type: 2, signedUp: true, boothNo: 'A-08', jobCount: 2 });
    const baoan = all.list.find((f: { title: string }) => f.title.startsWith('宝安区'));
    expect(baoan).toMatchObject({ status: 1, signedUp: false, boothNo: null, jobCount: 0, companyCount: 1 });
  });

  it('searches by keyword and filters by type, status and the company’s own sign-ups', async () => {
    expect((await list('&keyword=宝安')).list.map((f: { title: string }) => f.title)).toEqual(['宝安区先进制造业人才专场招聘会']);
    expect((await list('&keyword=总工会')).count).toBe(1);
    expect((await list('&type=1')).list.every((f: { type: number }) => f.type === 1)).toBe(true);
    expect((await list('&type=1')).count).toBe(3);
    expect((await list('&status=3')).list.every((f: { status: number }) => f.status === 3)).toBe(true);
    expect((await list('&status=3')).count).toBe(2);
    const mine = await list('&mine=1');
    expect(mine.list.every((f: { signedUp: boolean }) => f.signedUp)).toBe(true);
    expect(mine.count).toBe(3);
    const others = await list('&mine=1', 'other_admin');
    expect(others.list.map((f: { title: string }) => f.title).sort()).toEqual(['宝安区先进制造业人才专场招聘会', '深圳市总工会“职引未来”线上招聘月'].sort());
  });

  it('names a bad filter in the reader’s language', async () => {
    expect((await send('GET', '/front/v1/fair?type=9')).body).toMatchObject({ code: 400, msg: '招聘会类型不正确' });
    expect((await send('GET', '/front/v1/fair?status=x', undefined, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: 'the fair status is not valid',
    });
    expect((await send('GET', `/front/v1/fair?keyword=${'长'.repeat(51)}`, undefined, 'demo_hr', 'zh-TW')).body).toMatchObject({
      code: 400,
      msg: '關鍵詞不能超過50個字',
    });
  });

  it('is for company users only', async () => {
    expect((await send('GET', '/front/v1/fair', undefined, 'demo_c1')).body.code).toBe(403);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/fair' })).body.code).toBe(401);
  });
});

describe('GET /front/v1/fair/:id', () => {
  it('answers the schedule and the caller’s sign-up with its booth and jobs, never another company’s', async () => {
    const id = await fairId('南山区');
    const detail = (await send('GET', `/front/v1/fair/${id}`)).body.data;
    expect(detail).toMatchObject({ id, status: 1, type: 2, description: expect.any(String), companyCount: 1 });
    expect(detail.schedule).toHaveLength(3);
    expect(detail.schedule[0]).toEqual({ startAt: expect.any(String), endAt: expect.any(String), title: '开幕式暨政策宣讲' });
    expect(detail.signup.boothNo).toBe('A-08');
    const mainJobs = await jobsOf('demo_hr');
    expect(detail.signup.jobs.map((j: { id: number }) => j.id)).toEqual(mainJobs.slice(0, 2));
    expect((await send('GET', `/front/v1/fair/${id}`, undefined, 'other_admin')).body.data.signup).toBeNull();
    const baoan = (await send('GET', `/front/v1/fair/${await fairId('宝安区')}`)).body.data;
    expect(baoan.signup).toBeNull();
  });

  it('answers a missing fair as missing', async () => {
    expect((await send('GET', '/front/v1/fair/999999')).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });
});

describe('GET /front/v1/fair/:id/applications', () => {
  it('lists the candidates who applied to the company’s jobs through the fair, newest first', async () => {
    const id = await fairId('深圳市总工会');
    const mine = (await send('GET', `/front/v1/fair/${id}/applications?pageSize=100`)).body.data;
    expect(mine.count).toBe(6);
    expect(mine.list[0]).toEqual({
      id: expect.any(Number),
      resumeId: expect.any(Number),
      candidate: expect.objectContaining({ id: expect.any(Number), chatId: expect.any(String), name: expect.any(String) }),
      job: { id: expect.any(Number), title: expect.any(String) },
      createdAt: expect.any(String),
    });
    // Each candidate carries the resume the console's resume drawer opens from their name.
    expect(mine.list.every((r: { resumeId: number; candidate: { resumeId: number } }) => r.candidate.resumeId === r.resumeId)).toBe(true);
    const times = mine.list.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const mainJobs = new Set(await jobsOf('demo_hr'));
    expect(mine.list.every((r: { job: { id: number } }) => mainJobs.has(r.job.id))).toBe(true);
    const theirs = (await send('GET', `/front/v1/fair/${id}/applications?pageSize=100`, undefined, 'other_admin')).body.data;
    expect(theirs.count).toBe(2);
    expect(theirs.list.some((r: { id: number }) => mine.list.some((m: { id: number }) => m.id === r.id))).toBe(false);
  });
});

describe('signing up', () => {
  it('signs up with chosen published jobs, gets the first free booth, changes the jobs, then cancels', async () => {
    const id = await fairId('宝安区');
    const [first, second] = await jobsOf('demo_admin');
    const signed = await send('POST', `/front/v1/fair/${id}/signup`, { jobIds: [first, first, String(second)] }, 'demo_admin');
    expect(signed.body).toMatchObject({ code: 200, data: { boothNo: 'A-02', jobs: [{ id: first }, { id: second }] } });
    expect((await list('&keyword=宝安')).list[0]).toMatchObject({ signedUp: true, boothNo: 'A-02', jobCount: 2, companyCount: 2 });
    expect((await send('POST', `/front/v1/fair/${id}/signup`, { jobIds: [first] })).body).toMatchObject({ code: 400, msg: '本企业已报名该招聘会' });

    const changed = await send('PUT', `/front/v1/fair/${id}/signup`, { jobIds: [second] });
    expect(changed.body.data.jobs.map((j: { id: number }) => j.id)).toEqual([second]);
    expect(changed.body.data.boothNo).toBe('A-02');

    // The other company's sign-up to the same fair stays as it was.
    const theirs = (await send('GET', `/front/v1/fair/${id}`, undefined, 'other_admin')).body.data.signup;
    expect(theirs.boothNo).toBe('A-01');
    expect(theirs.jobs).toHaveLength(1);

    expect((await send('DELETE', `/front/v1/fair/${id}/signup`)).body).toMatchObject({ code: 200, data: null });
    expect((await send('GET', `/front/v1/fair/${id}`)).body.data.signup).toBeNull();
    expect((await send('GET', `/front/v1/fair/${id}`, undefined, 'other_admin')).body.data.signup.boothNo).toBe('A-01');
    expect((await send('DELETE', `/front/v1/fair/${id}/signup`)).body).toMatchObject({ code: 400, msg: '本企业尚未报名该招聘会' });
    expect((await send('PUT', `/front/v1/fair/${id}/signup`, { jobIds: [second] })).body).toMatchObject({ code: 400, msg: '本企业尚未报名该招聘会' });
  });

  it('takes only the company’s own published jobs, at least one', async () => {
    const id = await fairId('粤港澳');
    const url = `/front/v1/fair/${id}/signup`;
    expect((await send('POST', url, { jobIds: [] })).body).toMatchObject({ code: 400, msg: '请至少选择一个岗位' });
    expect((await send('POST', url, {})).body).toMatchObject({ code: 400, msg: '请至少选择一个岗位' });
    expect((await send('POST', url, { jobIds: ['x'] }, 'demo_hr', 'en-US')).body).toMatchObject({ code: 400, msg: 'a job ID is not valid' });
    expect((await send('POST', url, { jobIds: Array.from({ length: 21 }, (_, i) => i + 1) })).body).toMatchObject({ code: 400, msg: '最多选择20个岗位' });
    const [theirs] = await jobsOf('other_admin');
    expect((await send('POST', url, { jobIds: [theirs] })).body).toMatchObject({ code: 400, msg: '只能选择本企业已发布的岗位' });
    const [draft] = await jobsOf('demo_hr', 1);
    expect(draft).toBeDefined();
    expect((await send('POST', url, { jobIds: [draft] }, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: '只能選擇本企業已發布的崗位' });
    expect((await send('GET', `/front/v1/fair/${id}`)).body.data.signup).toBeNull();
  });

  it('refuses to sign up, change or cancel once the fair has started or ended', async () => {
    const [job] = await jobsOf('demo_hr');
    for (const title of ['深圳市总工会', '深圳市秋季']) {
      const id = await fairId(title);
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const answer = await send(method, `/front/v1/fair/${id}/signup`, method === 'DELETE' ? undefined : { jobIds: [job] });
        expect(answer.body).toMatchObject({ code: 400, msg: '该招聘会已不在报名期，不能报名、修改或取消' });
      }
      expect((await send('GET', `/front/v1/fair/${id}`)).body.data.signup).not.toBeNull();
    }
  });

  it('answers a missing fair as missing', async () => {
    const [job] = await jobsOf('demo_hr');
    expect((await send('POST', '/front/v1/fair/999999/signup', { jobIds: [job] })).body).toMatchObject({ code: 404 });
  });
});
