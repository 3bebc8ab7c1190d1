import { mayReachCandidate, type Viewer } from '../src/auth/candidate-policy';
import { closedCandidate, closedStrangersOf, publishedJobOf, viewerOf, type CandidateRef } from './access-fixtures';
import { loggedIn, text } from './chat-client';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// The one policy of src/auth/candidate-policy.ts, against the real database: what opens a
// closed resume to a company and what does not; then the two findings of issue 15 over HTTP.

let server: TestServer;
let main: Viewer;
let other: Viewer;
beforeAll(async () => {
  server = await startTestServer();
  main = await viewerOf(server, 'demo_hr');
  other = await viewerOf(server, 'other_admin');
});
afterAll(() => server.close());

const reach = (viewer: Viewer, candidate: CandidateRef) => mayReachCandidate(server.database.db, server.config.chatUserPrefix, viewer, candidate.id);

describe('mayReachCandidate', () => {
  it('lets the candidate themself in, and no other candidate nor a platform administrator', async () => {
    const hidden = await closedCandidate(server);
    expect(await reach({ id: hidden.id, role: 'candidate', companyId: null }, hidden)).toBe(true);
    expect(await reach(await viewerOf(server, 'demo_c1'), hidden)).toBe(false);
    expect(await reach({ id: 1, role: 'platform_admin', companyId: null }, hidden)).toBe(false);
    expect(await reach(main, hidden)).toBe(false);
    expect(await reach(other, hidden)).toBe(false);
  });

  it('lets every company user in when the resume is open, and nobody when there is no such candidate', async () => {
    const open = await closedCandidate(server);
    await server.database.db.updateTable('resumes').set({ isOpen: true }).where('id', '=', open.resumeId).execute();
    expect(await reach(main, open)).toBe(true);
    expect(await reach(other, open)).toBe(true);
    expect(await mayReachCandidate(server.database.db, server.config.chatUserPrefix, main, 999_999)).toBe(false);
    // A company user is not a candidate, whatever the resume table says.
    expect(await mayReachCandidate(server.database.db, server.config.chatUserPrefix, main, await userId(server, 'demo_admin'))).toBe(false);
  });

  // Each dealing opens the closed resume to the company it was with, and to no other.
  const dealings: [string, (c: CandidateRef, companyId: number) => Promise<unknown>][] = [
    [
      'a submission',
      async (c, companyId) =>
        server.database.db
          .insertInto('resumeSubmissions')
          .values({ jobId: (await jobOfCompany(companyId)).id, resumeId: c.resumeId, companyId })
          .execute(),
    ],
    ['a talent pool entry', (c, companyId) => server.database.db.insertInto('talentPoolEntries').values({ companyId, resumeId: c.resumeId }).execute()],
    [
      'a favourite',
      async (c, companyId) =>
        server.database.db
          .insertInto('favourites')
          .values({ companyId, userId: (await staffOf(companyId)).id, resumeId: c.resumeId })
          .execute(),
    ],
    [
      'a union recommendation',
      (c, companyId) => server.database.db.insertInto('unionRecommendations').values({ companyId, resumeId: c.resumeId, unionName: '区总工会' }).execute(),
    ],
    [
      'an interview',
      async (c, companyId) =>
        server.database.db
          .insertInto('interviews')
          .values({
            companyId,
            jobId: (await jobOfCompany(companyId)).id,
            recruiterId: (await staffOf(companyId)).id,
            candidateId: c.id,
            mobile: '13800138000',
            interviewType: 1,
            interviewTime: new Date(),
          })
          .execute(),
    ],
    [
      'a chat linkage',
      async (c, companyId) =>
        server.database.db
          .insertInto('chatLinkages')
          .values({ companyId, recruiterId: (await staffOf(companyId)).id, candidateId: c.id, jobId: null })
          .execute(),
    ],
    [
      'a help sign-up',
      async (c, companyId) => {
        const project = await server.database.db.selectFrom('helpProjects').select('id').where('companyId', '=', companyId).executeTakeFirstOrThrow();
        return server.database.db.insertInto('helpSignups').values({ projectId: project.id, companyId, userId: c.id, remark: null }).execute();
      },
    ],
  ];
  const jobOfCompany = (companyId: number) =>
    server.database.db.selectFrom('jobs').select('id').where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
  const staffOf = (companyId: number) =>
    server.database.db.selectFrom('users').select('id').where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow();

  it.each(dealings)('opens a closed resume to the company after %s, and only to it', async (_, deal) => {
    const candidate = await closedCandidate(server);
    await deal(candidate, other.companyId!);
    expect(await reach(other, candidate)).toBe(true);
    expect(await reach(main, candidate)).toBe(false);
  });

  it('opens it by a chat message the candidate sent to a company user, never by one the company sent', async () => {
    const candidate = await closedCandidate(server);
    const [hr, them] = await Promise.all([loggedIn(server, 'demo_hr'), loggedIn(server, candidate.chatId, true)]);
    try {
      await hr.request('sendMessage', text(them.userID, '您好，看到您的简历了吗？'));
      expect(await reach(main, candidate)).toBe(false);
      await them.request('sendMessage', text(hr.userID, '您好，我想了解一下岗位'));
      expect(await reach(main, candidate)).toBe(true);
      expect(await reach(other, candidate)).toBe(false);
    } finally {
      await Promise.all([hr.close(), them.close()]);
    }
  });
});

describe('issue 15: another company and a hidden resume', () => {
  let strangers: CandidateRef[];
  beforeAll(async () => {
    strangers = [...(await closedStrangersOf(server, 'other_admin')), await closedCandidate(server)];
  });

  const asOther = async (options: Parameters<typeof call>[1]) => call(server.app, { ...options, token: await tokenFor(server.app, 'other_admin') });

  it('has candidates with closed resumes who never dealt with the other company, demo ones among them', async () => {
    expect(strangers.length).toBeGreaterThanOrEqual(2);
    const demo = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('username', 'like', 'demo_c%')
      .where(
        'id',
        'in',
        strangers.map((c) => c.id),
      )
      .execute();
    expect(demo.length).toBeGreaterThanOrEqual(1);
  });

  it('answers the chat context of such a candidate as of an unknown user, resume or not', async () => {
    for (const c of strangers) {
      const res = await asOther({ method: 'GET', url: `/front/v1/chat?to=${c.chatId}&withResume=1` });
      expect(res.body).toEqual({ code: 404, msg: '该用户不存在', data: null });
    }
  });

  it('refuses to score such a candidate or their resume, and stores nothing', async () => {
    const before = await server.database.db.selectFrom('companyScores').select('id').where('companyId', '=', other.companyId!).execute();
    for (const c of strangers) {
      const res = await asOther({ method: 'POST', url: '/front/v1/company-score/add', payload: { scoreType: 3, targetUserId: c.id, resumeId: c.resumeId } });
      expect(res.body).toEqual({ code: 404, msg: '该用户不存在', data: null });
    }
    const after = await server.database.db.selectFrom('companyScores').select('id').where('companyId', '=', other.companyId!).execute();
    expect(after).toEqual(before);
  });

  it('does not let a chat linkage bootstrap access', async () => {
    const job = await publishedJobOf(server, 'other_admin');
    const [c] = strangers;
    const res = await asOther({ method: 'POST', url: '/front/v1/chat', payload: { to: c!.chatId, jobId: job.id } });
    expect(res.body).toEqual({ code: 404, msg: '该用户不存在', data: null });
    expect(
      await server.database.db.selectFrom('chatLinkages').select('id').where('candidateId', '=', c!.id).where('companyId', '=', other.companyId!).execute(),
    ).toEqual([]);
    expect((await asOther({ method: 'GET', url: `/front/v1/common/file/getPetUrl/${c!.resumeId}` })).body.code).toBe(404);
  });

  it('still serves a company the candidates it may reach, with the resume', async () => {
    const open = await closedCandidate(server);
    await server.database.db.updateTable('resumes').set({ isOpen: true }).where('id', '=', open.resumeId).execute();
    const res = await asOther({ method: 'GET', url: `/front/v1/chat?to=${open.chatId}&withResume=1` });
    expect(res.body).toMatchObject({ code: 200, data: { user: { id: open.id }, resume: { id: open.resumeId } } });
  });
});
