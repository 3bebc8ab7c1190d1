import { t } from '../src/http/i18n';
import { closedCandidate, viewerOf } from './access-fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET /front/v1/recommend, POST /front/v1/recommend/:id/accept and /dismiss (the console's recommendIndex).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = async (method: 'GET' | 'POST', url: string, query?: Record<string, string>, username = 'demo_hr', lang?: string) =>
  call(server.app, { method, url, ...(query ? { query } : {}), token: await tokenFor(server.app, username), headers: lang ? { 'accept-language': lang } : {} });
const pending = async (username = 'demo_hr') => (await send('GET', '/front/v1/recommend', { pageSize: '100' }, username)).body.data;
const pool = async (username = 'demo_hr') =>
  (await send('GET', '/front/v1/talent', { pageSize: '100' }, username)).body.data.list as {
    id: number;
    resumeId: number;
    source: string;
    note: string | null;
  }[];
/** A union recommendation of a new candidate with a closed resume to the company of `username`. */
async function recommend(username: string, note: string | null = '技能扎实') {
  const candidate = await closedCandidate(server, 'recommended');
  const { companyId } = await viewerOf(server, username);
  const row = await server.database.db
    .insertInto('unionRecommendations')
    .values({ companyId: companyId!, resumeId: candidate.resumeId, unionName: '区总工会', note })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { candidate, id: row.id };
}

describe('GET /front/v1/recommend', () => {
  it("lists the company's pending recommendations newest first, none of another company's", async () => {
    const { list, count } = await pending();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      resumeId: expect.any(Number),
      candidate: expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
      expectation: expect.objectContaining({ position: expect.any(String) }),
      unionName: expect.any(String),
      note: expect.any(String),
      createdAt: expect.any(String),
    });
    // Each candidate carries the resume the console's resume drawer opens from their name.
    expect(list.every((r: { resumeId: number; candidate: { resumeId: number } }) => r.candidate.resumeId === r.resumeId)).toBe(true);
    const times = list.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = await pending('other_admin');
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.list.some((r: { id: number }) => list.some((m: { id: number }) => m.id === r.id))).toBe(false);
  });

  it('never lists a closed resume recommended only to another company', async () => {
    const { candidate } = await recommend('other_admin');
    expect((await pending()).list.some((r: { resumeId: number }) => r.resumeId === candidate.resumeId)).toBe(false);
    expect((await pending('other_admin')).list.some((r: { resumeId: number }) => r.resumeId === candidate.resumeId)).toBe(true);
  });
});

describe('POST /front/v1/recommend/:id/accept and /dismiss', () => {
  it('accepting puts the candidate in the talent pool and takes the recommendation off the list', async () => {
    const { candidate, id } = await recommend('demo_hr');
    const accepted = await send('POST', `/front/v1/recommend/${id}/accept`);
    expect(accepted.body).toMatchObject({
      code: 200,
      data: { id, resumeId: candidate.resumeId, status: 2, handledAt: expect.any(String), talentId: expect.any(Number) },
    });
    const entry = (await pool()).find((e) => e.resumeId === candidate.resumeId);
    expect(entry).toMatchObject({ id: accepted.body.data.talentId, source: '工会推荐', note: '区总工会：技能扎实' });
    expect((await pending()).list.some((r: { id: number }) => r.id === id)).toBe(false);
    // Handled once: a second answer is the missing one.
    expect((await send('POST', `/front/v1/recommend/${id}/accept`)).body).toMatchObject({ code: 404, msg: '记录不存在' });
    expect((await send('POST', `/front/v1/recommend/${id}/dismiss`)).body).toMatchObject({ code: 404, msg: '记录不存在' });
  });

  it('accepting a candidate already in the pool keeps that entry as it is', async () => {
    const { candidate, id } = await recommend('demo_hr', null);
    const added = await call(server.app, {
      method: 'POST',
      url: '/front/v1/talent',
      payload: { resumeId: candidate.resumeId, tags: ['已有'], note: '自己加的' },
      token: await tokenFor(server.app, 'demo_hr'),
    });
    expect(added.body.code).toBe(200);
    expect((await send('POST', `/front/v1/recommend/${id}/accept`)).body.data.talentId).toBe(added.body.data.id);
    expect((await pool()).filter((e) => e.resumeId === candidate.resumeId)).toEqual([expect.objectContaining({ id: added.body.data.id, note: '自己加的' })]);
  });

  it('dismissing takes it off the list and adds nothing to the pool', async () => {
    const { candidate, id } = await recommend('demo_hr');
    expect((await send('POST', `/front/v1/recommend/${id}/dismiss`)).body).toMatchObject({ code: 200, data: { id, status: 3 } });
    expect((await pending()).list.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await pool()).some((e) => e.resumeId === candidate.resumeId)).toBe(false);
  });

  it("answers another company's recommendation exactly as a missing one, and leaves it pending", async () => {
    const { id } = await recommend('other_admin');
    for (const action of ['accept', 'dismiss']) {
      const foreign = await send('POST', `/front/v1/recommend/${id}/${action}`);
      const missing = await send('POST', `/front/v1/recommend/2147483000/${action}`);
      expect(foreign.body).toEqual(missing.body);
      expect(foreign.body).toMatchObject({ code: 404 });
    }
    expect((await pending('other_admin')).list.some((r: { id: number }) => r.id === id)).toBe(true);
  });

  it("names the bad field, in the caller's language", async () => {
    // A path id that names no record is an unknown record, not a bad field.
    expect((await send('POST', '/front/v1/recommend/abc/accept')).body).toMatchObject({ code: 404, msg: t('zh-CN', 'record.notFound') });
    expect((await send('POST', '/front/v1/recommend/0/dismiss', undefined, 'demo_hr', 'en-US')).body).toMatchObject({
      code: 404,
      msg: t('en-US', 'record.notFound'),
    });
    expect((await send('GET', '/front/v1/recommend', { pageSize: '101' }, 'demo_hr', 'zh-TW')).body).toMatchObject({ code: 400, msg: '每頁筆數不能大於100' });
  });
});
