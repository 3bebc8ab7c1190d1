import { closedCandidate, viewerOf } from './access-fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET, POST /front/v1/talent, PUT and DELETE /front/v1/talent/:id (the console's niurenIndex).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method,
    url,
    ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}),
    token: await tokenFor(server.app, username),
    headers: lang ? { 'accept-language': lang } : {},
  });
const pool = async (username = 'demo_hr', query: Record<string, string> = {}) =>
  (await send('GET', '/front/v1/talent', { pageSize: '100', ...query }, username)).body.data;
const openResume = async () => {
  const candidate = await closedCandidate(server, 'pool_open');
  await server.database.db.updateTable('resumes').set({ isOpen: true }).where('id', '=', candidate.resumeId).execute();
  return candidate;
};

describe('GET /front/v1/talent', () => {
  it("lists the company's entries newest first, with tags and note, and none of another company's", async () => {
    const { list, count } = await pool();
    expect(count).toBeGreaterThanOrEqual(12);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      resumeId: expect.any(Number),
      candidate: expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
      expectation: expect.objectContaining({ position: expect.any(String) }),
      tags: expect.any(Array),
      note: list[0].note,
      source: expect.any(String),
      createdAt: expect.any(String),
    });
    // Each candidate carries the resume the console's resume drawer opens from their name.
    expect(list.every((r: { resumeId: number; candidate: { resumeId: number } }) => r.candidate.resumeId === r.resumeId)).toBe(true);
    expect(list.some((r: { tags: string[] }) => r.tags.length > 0)).toBe(true);
    expect(list.some((r: { note: string | null }) => typeof r.note === 'string')).toBe(true);
    const times = list.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = await pool('other_admin');
    const mine = new Set(list.map((r: { id: number }) => r.id));
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.list.some((r: { id: number }) => mine.has(r.id))).toBe(false);
  });
});

describe('POST /front/v1/talent', () => {
  it('adds an open resume with tags and note; adding it again answers the same entry with the new ones', async () => {
    const candidate = await openResume();
    const added = await send('POST', '/front/v1/talent', { resumeId: candidate.resumeId, tags: ['Java', ' 沟通好 ', 'Java'], note: '可安排复试' });
    expect(added.body).toMatchObject({
      code: 200,
      data: { resumeId: candidate.resumeId, tags: ['Java', '沟通好'], note: '可安排复试', candidate: { id: candidate.id } },
    });
    expect((await pool('demo_hr', { tag: '沟通好' })).list.map((r: { id: number }) => r.id)).toContain(added.body.data.id);
    expect((await pool('demo_hr', { tag: '不存在' })).count).toBe(0);
    const again = await send('POST', '/front/v1/talent', { resumeId: candidate.resumeId, tags: ['复试'] });
    expect(again.body.data).toMatchObject({ id: added.body.data.id, tags: ['复试'], note: '可安排复试' });
    expect((await pool()).list.filter((r: { resumeId: number }) => r.resumeId === candidate.resumeId)).toHaveLength(1);
    // The other company's pool is its own.
    expect((await pool('other_admin')).list.some((r: { resumeId: number }) => r.resumeId === candidate.resumeId)).toBe(false);
  });

  it('refuses a closed resume of a candidate who never dealt with the company, as a missing one', async () => {
    const hidden = await closedCandidate(server, 'pool_hidden');
    const refused = await send('POST', '/front/v1/talent', { resumeId: hidden.resumeId });
    const missing = await send('POST', '/front/v1/talent', { resumeId: 2147483000 });
    expect(refused.body).toEqual(missing.body);
    expect(refused.body).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await pool()).list.some((r: { resumeId: number }) => r.resumeId === hidden.resumeId)).toBe(false);
    // Once the candidate applies, the company may keep them.
    const { companyId } = await viewerOf(server, 'demo_hr');
    const job = await server.database.db.selectFrom('jobs').select('id').where('companyId', '=', companyId!).executeTakeFirstOrThrow();
    await server.database.db.insertInto('resumeSubmissions').values({ jobId: job.id, resumeId: hidden.resumeId, companyId: companyId! }).execute();
    expect((await send('POST', '/front/v1/talent', { resumeId: hidden.resumeId })).body.code).toBe(200);
  });

  it("names the bad field, in the caller's language", async () => {
    const { resumeId } = await openResume();
    const cases: [object, string, string, string][] = [
      [{}, '简历不能为空', '履歷不能為空', 'resumeId is required'],
      [{ resumeId, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, '标签不能超过5个', '標籤不能超過5個', 'at most 5 tags'],
      [{ resumeId, tags: ['一二三四五六七八九十十'] }, '每个标签不能超过10个字', '每個標籤不能超過10個字', 'each tag must be at most 10 characters'],
      [{ resumeId, tags: ['  '] }, '标签不能为空', '標籤不能為空', 'a tag cannot be empty'],
      [{ resumeId, note: 'x'.repeat(201) }, '备注不能超过200个字', '備註不能超過200個字', 'the note must be at most 200 characters'],
      [{ resumeId, tags: 'Java' }, '标签格式不正确', '標籤格式不正確', 'tags is not valid'],
    ];
    for (const [body, zhCN, zhTW, enUS] of cases) {
      expect((await send('POST', '/front/v1/talent', body)).body).toMatchObject({ code: 400, msg: zhCN });
      expect((await send('POST', '/front/v1/talent', body, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: zhTW });
      expect((await send('POST', '/front/v1/talent', body, 'demo_hr', 'en-US')).body).toMatchObject({ code: 400, msg: enUS });
    }
    expect((await send('POST', '/front/v1/talent', { resumeId, tags: ['一二三四五六七八九十'], note: 'x'.repeat(200) })).body.code).toBe(200);
  });
});

describe('PUT and DELETE /front/v1/talent/:id', () => {
  it('edits tags and note, and removes the entry', async () => {
    const { resumeId } = await openResume();
    const { id } = (await send('POST', '/front/v1/talent', { resumeId, tags: ['旧'], note: '旧备注' })).body.data;
    const edited = await send('PUT', `/front/v1/talent/${id}`, { tags: ['新', '优先'], note: '新备注' });
    expect(edited.body.data).toMatchObject({ id, tags: ['新', '优先'], note: '新备注' });
    expect((await send('PUT', `/front/v1/talent/${id}`, { tags: [], note: null })).body.data).toMatchObject({ tags: [], note: null });
    expect((await send('PUT', `/front/v1/talent/${id}`, { note: 'x' })).body).toMatchObject({ code: 400, msg: '标签不能为空' });
    expect((await send('PUT', `/front/v1/talent/${id}`, { tags: ['a', 'b', 'c', 'd', 'e', 'f'], note: null }, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: 'at most 5 tags',
    });
    expect((await send('DELETE', `/front/v1/talent/${id}`)).body).toMatchObject({ code: 200, data: null });
    expect((await pool()).list.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await send('DELETE', `/front/v1/talent/${id}`)).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });

  it("answers another company's entry exactly as a missing one, and leaves it be", async () => {
    const theirs = (await pool('other_admin')).list[0];
    const missing = 2147483000;
    for (const [method, payload] of [
      ['PUT', { tags: ['x'], note: null }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await send(method, `/front/v1/talent/${theirs.id}`, payload);
      const absent = await send(method, `/front/v1/talent/${missing}`, payload);
      expect(foreign.body).toEqual(absent.body);
      expect(foreign.body).toMatchObject({ code: 404 });
    }
    expect((await pool('other_admin')).list.find((r: { id: number }) => r.id === theirs.id)).toEqual(theirs);
  });
});
