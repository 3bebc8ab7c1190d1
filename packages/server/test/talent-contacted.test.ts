import { closedCandidate, viewerOf } from './access-fixtures';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// GET /front/v1/contacted (the console's communicationIndex): the caller's own chat linkages.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (query: Record<string, string>, username = 'demo_hr', lang?: string) =>
  call(server.app, {
    method: 'GET',
    url: '/front/v1/contacted',
    query,
    token: await tokenFor(server.app, username),
    headers: lang ? { 'accept-language': lang } : {},
  });
const contacted = async (username = 'demo_hr') => (await get({ pageSize: '100' }, username)).body.data;

describe('GET /front/v1/contacted', () => {
  it("lists the caller's chat linkages with the job and the last contact, newest first", async () => {
    const { list, count } = await contacted();
    const hr = await viewerOf(server, 'demo_hr');
    const linkages = await server.database.db
      .selectFrom('chatLinkages')
      .select(['id', 'updatedAt'])
      .where('recruiterId', '=', hr.id)
      .orderBy('updatedAt', 'desc')
      .execute();
    expect(count).toBe(linkages.length);
    expect(count).toBeGreaterThan(0);
    expect(list.map((r: { id: number }) => r.id)).toEqual(linkages.map((l) => l.id));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      resumeId: expect.any(Number),
      candidate: expect.objectContaining({ id: expect.any(Number), name: expect.any(String), chatId: expect.stringMatching(/\d+$/) }),
      job: { id: expect.any(Number), title: expect.any(String) },
      firstContactAt: expect.any(String),
      lastContactAt: linkages[0]!.updatedAt.toISOString(),
    });
    // Each candidate carries the resume the console's resume drawer opens from their name.
    expect(list.every((r: { resumeId: number; candidate: { resumeId: number } }) => r.candidate.resumeId === r.resumeId)).toBe(true);
    // A colleague's chats are theirs.
    const colleague = await contacted('demo_admin');
    expect(colleague.count).toBeGreaterThan(0);
    expect(colleague.list.some((r: { id: number }) => list.some((m: { id: number }) => m.id === r.id))).toBe(false);
  });

  it('shows a new chat started through POST /front/v1/chat first, on top of the list', async () => {
    const candidate = await closedCandidate(server, 'chat_open');
    await server.database.db.updateTable('resumes').set({ isOpen: true }).where('id', '=', candidate.resumeId).execute();
    const job = await server.database.db
      .selectFrom('jobs')
      .select(['id', 'title'])
      .where('companyId', '=', (await viewerOf(server, 'demo_hr')).companyId!)
      .where('status', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const started = await call(server.app, {
      method: 'POST',
      url: '/front/v1/chat',
      payload: { to: candidate.chatId, jobId: job.id },
      token: await tokenFor(server.app, 'demo_hr'),
    });
    expect(started.body.code).toBe(200);
    const first = (await contacted()).list[0];
    expect(first).toMatchObject({ resumeId: candidate.resumeId, candidate: { id: candidate.id, name: '隐藏简历' }, job });
    expect((await contacted('other_admin')).list.some((r: { resumeId: number }) => r.resumeId === candidate.resumeId)).toBe(false);
  });

  it('never lists a closed resume of a candidate the company never dealt with', async () => {
    const hidden = await closedCandidate(server, 'chat_hidden');
    const other = await viewerOf(server, 'other_admin');
    await server.database.db
      .insertInto('chatLinkages')
      .values({ companyId: other.companyId!, recruiterId: other.id, candidateId: hidden.id, jobId: null })
      .execute();
    expect((await contacted()).list.some((r: { resumeId: number }) => r.resumeId === hidden.resumeId)).toBe(false);
    expect((await contacted('other_admin')).list[0]).toMatchObject({ resumeId: hidden.resumeId, job: null });
  });

  it("names the bad field, in the caller's language", async () => {
    expect((await get({ pageSize: '101' })).body).toMatchObject({ code: 400, msg: '每页条数不能大于100' });
    expect((await get({ pageNum: '0' }, 'demo_hr', 'en-US')).body).toMatchObject({ code: 400, msg: 'pageNum must be at least 1' });
    expect((await get({}, 'demo_hr2')).status).toBe(490);
  });
});
