import { closedCandidate, viewerOf } from './access-fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET, POST /front/v1/favourite and DELETE /front/v1/favourite/:id (the console's collectionIndex).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method,
    url,
    ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}),
    token: await tokenFor(server.app, username),
    headers: lang ? { 'accept-language': lang } : {},
  });
const favourites = async (username = 'demo_hr') => (await send('GET', '/front/v1/favourite', { pageSize: '100' }, username)).body.data;
const openResume = async () => {
  const candidate = await closedCandidate(server, 'fav_open');
  await server.database.db.updateTable('resumes').set({ isOpen: true }).where('id', '=', candidate.resumeId).execute();
  return candidate;
};

describe('GET /front/v1/favourite', () => {
  it("lists the caller's own favourites newest first, not a colleague's", async () => {
    const mine = await favourites();
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.list[0]).toEqual({
      id: expect.any(Number),
      resumeId: expect.any(Number),
      candidate: expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
      expectation: expect.objectContaining({ position: expect.any(String) }),
      experience: expect.any(String),
      createdAt: expect.any(String),
    });
    // Each candidate carries the resume the console's resume drawer opens from their name.
    expect(mine.list.every((r: { resumeId: number; candidate: { resumeId: number } }) => r.candidate.resumeId === r.resumeId)).toBe(true);
    const times = mine.list.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const hr = await viewerOf(server, 'demo_hr');
    const rows = await server.database.db.selectFrom('favourites').select('id').where('userId', '=', hr.id).execute();
    expect(mine.list.map((r: { id: number }) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const colleague = await favourites('demo_admin');
    expect(colleague.count).toBeGreaterThan(0);
    expect(colleague.list.some((r: { id: number }) => mine.list.some((m: { id: number }) => m.id === r.id))).toBe(false);
  });
});

describe('POST /front/v1/favourite', () => {
  it('adds an open resume once, however often asked', async () => {
    const { resumeId } = await openResume();
    const first = await send('POST', '/front/v1/favourite', { resumeId });
    expect(first.body).toMatchObject({ code: 200, data: { id: expect.any(Number), resumeId } });
    expect((await send('POST', '/front/v1/favourite', { resumeId })).body.data.id).toBe(first.body.data.id);
    expect((await favourites()).list.filter((r: { resumeId: number }) => r.resumeId === resumeId)).toHaveLength(1);
    expect((await favourites('other_admin')).list.some((r: { resumeId: number }) => r.resumeId === resumeId)).toBe(false);
  });

  it('refuses a closed resume of a candidate who never dealt with the company, as a missing one', async () => {
    const hidden = await closedCandidate(server, 'fav_hidden');
    const refused = await send('POST', '/front/v1/favourite', { resumeId: hidden.resumeId });
    expect(refused.body).toEqual((await send('POST', '/front/v1/favourite', { resumeId: 2147483000 })).body);
    expect(refused.body).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await favourites()).list.some((r: { resumeId: number }) => r.resumeId === hidden.resumeId)).toBe(false);
  });

  it("names the bad field, in the caller's language", async () => {
    expect((await send('POST', '/front/v1/favourite', {})).body).toMatchObject({ code: 400, msg: '简历不能为空' });
    expect((await send('POST', '/front/v1/favourite', { resumeId: 'abc' }, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 400,
      msg: 'resumeId is not valid',
    });
    expect((await send('POST', '/front/v1/favourite', { resumeId: -1 }, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: '履歷不能小於1' });
  });
});

describe('DELETE /front/v1/favourite/:id', () => {
  it("removes the caller's favourite; a colleague's or another company's answers as a missing one", async () => {
    const { resumeId } = await openResume();
    const { id } = (await send('POST', '/front/v1/favourite', { resumeId })).body.data;
    const colleague = (await favourites('demo_admin')).list[0];
    const missing = await send('DELETE', '/front/v1/favourite/2147483000');
    expect((await send('DELETE', `/front/v1/favourite/${colleague.id}`)).body).toEqual(missing.body);
    expect((await send('DELETE', `/front/v1/favourite/${id}`, undefined, 'other_admin')).body).toEqual(missing.body);
    expect(missing.body).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await favourites('demo_admin')).list[0].id).toBe(colleague.id);
    expect((await send('DELETE', `/front/v1/favourite/${id}`)).body).toMatchObject({ code: 200, data: null });
    expect((await favourites()).list.some((r: { id: number }) => r.id === id)).toBe(false);
  });
});
