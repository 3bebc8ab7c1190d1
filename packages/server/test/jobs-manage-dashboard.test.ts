import { sql } from 'kysely';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// The console's home page counts (issue 17): GET /front/v1/dashboard, for the caller's company.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86400_000;
const dashboard = async (as = 'demo_hr') => (await call(server.app, { method: 'GET', url: '/front/v1/dashboard', token: await tokenFor(server.app, as) })).body;
const companyOf = async (username: string) =>
  (await server.database.db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow()).companyId!;

describe('GET /front/v1/dashboard', () => {
  it('fills every count from the demo data', async () => {
    const res = await dashboard();
    expect(res.code).toBe(200);
    const d = res.data;
    expect(Object.keys(d).sort()).toEqual(['expiringJobs', 'pendingHelpSignups', 'submissionsToday', 'unreadChats', 'upcomingInterviews']);
    // Seeded: 3 submissions minutes ago, 3 published jobs expiring within 3 days, 4 interviews in
    // the coming week that are not cancelled (one more is), pending help sign-ups.
    expect(d.submissionsToday).toBeGreaterThanOrEqual(3);
    expect(d.expiringJobs).toBe(3);
    expect(d.upcomingInterviews).toBe(4);
    expect(d.pendingHelpSignups).toBeGreaterThan(0);
    expect(d.unreadChats).toBeGreaterThanOrEqual(0);
  });

  it('counts each item as it changes, for the company only', async () => {
    const { db } = server.database;
    const main = await companyOf('demo_hr');
    const before = (await dashboard()).data;
    const otherBefore = (await dashboard('other_admin')).data;

    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('companyId', '=', main)
      .where('status', '=', 2)
      .where('expiresAt', '>', new Date(Date.now() + 3 * DAY))
      .executeTakeFirstOrThrow();
    await db
      .updateTable('jobs')
      .set({ expiresAt: new Date(Date.now() + 2 * DAY) })
      .where('id', '=', job.id)
      .execute();
    const closed = await db.selectFrom('jobs').select('id').where('companyId', '=', main).where('status', '=', 3).executeTakeFirstOrThrow();
    await db
      .updateTable('jobs')
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where('id', '=', closed.id)
      .execute();

    const interview = await db.selectFrom('interviews').selectAll().where('companyId', '=', main).orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, createdAt: _c, ...fields } = interview;
    await db
      .insertInto('interviews')
      .values({ ...fields, status: 1, interviewTime: new Date(Date.now() + 2 * DAY) })
      .execute();
    await db
      .insertInto('interviews')
      .values({ ...fields, status: 4, interviewTime: new Date(Date.now() + 2 * DAY) })
      .execute();
    await db
      .insertInto('interviews')
      .values({ ...fields, status: 1, interviewTime: new Date(Date.now() + 8 * DAY) })
      .execute();

    const signup = await db
      .selectFrom('helpSignups')
      .selectAll()
      .where('companyId', '=', main)
      .where('status', '!=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('helpSignups').set({ status: 1 }).where('id', '=', signup.id).execute();

    const submission = await db
      .selectFrom('resumeSubmissions')
      .select('id')
      .where('companyId', '=', main)
      .where('createdAt', '<', new Date(Date.now() - 2 * DAY))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await sql`update resume_submissions set created_at = now() where id = ${submission.id}`.execute(db);

    const chatId = `${server.config.chatUserPrefix}${await userId(server, 'demo_hr')}`;
    await db
      .insertInto('chatConversations')
      .values([{ conversationKey: 'C2C:dashboard-test' }, { conversationKey: 'C2C:dashboard-gone' }])
      .execute();
    await db
      .insertInto('chatUserConversations')
      .values({ userId: chatId, conversationKey: 'C2C:dashboard-test', conversationType: 'C2C', peer: 'dashboard-test', unreadCount: 5 })
      .execute();
    await db
      .insertInto('chatUserConversations')
      .values({ userId: chatId, conversationKey: 'C2C:dashboard-gone', conversationType: 'C2C', peer: 'dashboard-gone', unreadCount: 7, isDeleted: true })
      .execute();

    const after = (await dashboard()).data;
    expect(after).toEqual({
      submissionsToday: before.submissionsToday + 1,
      unreadChats: before.unreadChats + 5,
      upcomingInterviews: before.upcomingInterviews + 1,
      pendingHelpSignups: before.pendingHelpSignups + 1,
      expiringJobs: before.expiringJobs + 1,
    });
    // The same company's admin shares the company's counts, not demo_hr's unread messages.
    const admin = (await dashboard('demo_admin')).data;
    expect(admin).toMatchObject({
      submissionsToday: after.submissionsToday,
      upcomingInterviews: after.upcomingInterviews,
      expiringJobs: after.expiringJobs,
      pendingHelpSignups: after.pendingHelpSignups,
    });
    expect((await dashboard('other_admin')).data).toEqual(otherBefore);
  });

  it('is for company users only', async () => {
    expect((await dashboard('demo_c1')).code).toBe(403);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/dashboard' })).body.code).toBe(401);
  });
});

describe('the lists the home cards open', () => {
  const list = async (url: string, as = 'demo_hr') => (await call(server.app, { method: 'GET', url, token: await tokenFor(server.app, as) })).body;

  it('counts, under the same filters, exactly what the dashboard counts', async () => {
    const d = (await dashboard()).data;
    const expiring = await list('/front/v1/job?status=2&expiringWithin=3&pageSize=100');
    expect(expiring).toMatchObject({ code: 200, data: { count: d.expiringJobs } });
    const soon = Date.now() + 3 * DAY;
    for (const job of expiring.data.list) {
      expect(job.status).toBe(2);
      expect(new Date(job.expiresAt).getTime()).toBeLessThanOrEqual(soon);
    }
    const upcoming = await list('/front/v1/interview?upcomingWithin=7&pageSize=100');
    expect(upcoming).toMatchObject({ code: 200, data: { count: d.upcomingInterviews } });
    for (const interview of upcoming.data.list) expect(interview.status).not.toBe(4);
    // Without the window: every job and interview, more than the figures.
    expect((await list('/front/v1/interview?pageSize=100')).data.count).toBeGreaterThan(d.upcomingInterviews);
  });

  it('names a window that is not a whole number of days from 1 to 90', async () => {
    for (const bad of ['0', '91', '1.5', 'soon']) {
      expect((await list(`/front/v1/job?expiringWithin=${bad}`)).code).toBe(400);
      expect((await list(`/front/v1/interview?upcomingWithin=${bad}`)).code).toBe(400);
    }
    expect((await list('/front/v1/job?expiringWithin=0')).msg).toContain('到期天数');
  });
});
