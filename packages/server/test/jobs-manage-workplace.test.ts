import { sql } from 'kysely';
import { conversationKey } from '../src/chat/store/keys';
import { storeMessage } from '../src/chat/store/messages';
import { seedDemoChat } from '../src/db/seed/chat';
import { TREND_DAYS, WORKPLACE_LIST_LENGTH } from '../src/http/jobs-manage/workplace';
import { addDays, chinaDay, chinaDayStart } from '../src/http/statistics/china-day';
import { chatId } from './fixtures';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';
import { newMessage } from './new-message';

// The console's home page as a workplace (issue 32): GET /front/v1/home/workplace — the company's
// to-dos, next interviews and 7-day trend, the caller's latest conversations.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The demo chat `npm start` adds (the harness leaves it out): demo_hr's conversations.
  const source = { chatUserPrefix: server.config.chatUserPrefix, adminUserID: server.config.chat.adminUserID };
  await seedDemoChat(server.database.db, source, new Date());
});
afterAll(() => server.close());

const DAY = 86400_000;
const get = async (url: string, as = 'demo_hr') => (await call(server.app, { method: 'GET', url, token: await tokenFor(server.app, as) })).body;
const workplace = (as = 'demo_hr') => get('/front/v1/home/workplace', as);
const companyOf = async (username: string) =>
  (await server.database.db.selectFrom('users').select('companyId').where('username', '=', username).executeTakeFirstOrThrow()).companyId!;
/** Instants in the answer come as ISO strings. */
const time = (iso: string) => Date.parse(iso);

interface Conversation {
  conversationID: string;
  name: string;
  unreadCount: number;
  lastMessage: { type: string; text: string; revoked: boolean; fromMe: boolean; at: string } | null;
}

describe('GET /front/v1/home/workplace', () => {
  it('answers the demo data: each to-do the count of the list it opens', async () => {
    const res = await workplace();
    expect(res.code).toBe(200);
    const d = res.data;
    const today = chinaDay(new Date());
    expect(Object.keys(d).sort()).toEqual(['latestConversations', 'nextInterviews', 'today', 'todos', 'trend', 'upcomingInterviews']);
    expect(d.today).toBe(today);
    expect(Object.keys(d.todos).sort()).toEqual(['expiringJobs', 'interviewsToday', 'newSubmissions', 'pendingHelpSignups', 'unreadChats']);

    // 新投递: the submission list's tab of that name.
    const fresh = await get('/front/v1/submission?status=new&pageSize=1');
    expect(d.todos.newSubmissions).toBe(fresh.data.count);
    expect(d.todos.newSubmissions).toBeGreaterThan(0);
    // Today's interviews: the interview list of today, less the cancelled ones.
    const todays = await get(`/front/v1/interview?from=${today}&to=${today}&pageSize=100`);
    expect(d.todos.interviewsToday).toBe(todays.data.list.filter((i: { status: number }) => i.status !== 4).length);
    // The sign-up centre's pending tab, and the same figures as the dashboard's.
    const pending = await get('/front/v1/company/help-user-plan-project?status=1&pageSize=1');
    expect(d.todos.pendingHelpSignups).toBe(pending.data.count);
    expect(d.todos.pendingHelpSignups).toBeGreaterThan(0);
    const dashboard = (await get('/front/v1/dashboard')).data;
    expect(d.todos).toMatchObject({
      unreadChats: dashboard.unreadChats,
      expiringJobs: dashboard.expiringJobs,
      pendingHelpSignups: dashboard.pendingHelpSignups,
    });
    expect(d.todos.expiringJobs).toBe(3);
    expect(d.upcomingInterviews).toBe(dashboard.upcomingInterviews);
  });

  it('lists the next interviews soonest first, as the interview list has them', async () => {
    const d = (await workplace()).data;
    // Seeded: 4 interviews in the coming week that are not cancelled (one more is).
    expect(d.nextInterviews).toHaveLength(Math.min(WORKPLACE_LIST_LENGTH, d.upcomingInterviews));
    expect(d.nextInterviews).toHaveLength(4);
    const times = d.nextInterviews.map((i: { interviewTime: string }) => time(i.interviewTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Date.now() - 60_000);
    expect(times.at(-1)).toBeLessThan(Date.now() + 7 * DAY);
    const upcoming = (await get('/front/v1/interview?upcomingWithin=7&pageSize=100')).data.list;
    for (const interview of d.nextInterviews) {
      const listed = upcoming.find((row: { id: number }) => row.id === interview.id);
      expect(interview).toEqual({
        id: listed.id,
        interviewTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        interviewType: listed.interviewType,
        status: listed.status,
        jobId: listed.jobId,
        jobTitle: listed.jobTitle,
        candidateId: listed.candidateId,
        candidateName: listed.candidateName,
      });
      expect(interview.status).not.toBe(4);
    }
  });

  it("lists the caller's latest one-to-one conversations with their candidate, last message and unread count", async () => {
    const d = (await workplace()).data;
    const conversations: Conversation[] = d.latestConversations;
    // demo_hr talks with six candidates (and two groups, which are not listed).
    expect(conversations).toHaveLength(WORKPLACE_LIST_LENGTH);
    const me = await chatId(server, 'demo_hr');
    const names = new Map(
      (await server.database.db.selectFrom('users').select(['id', 'name']).where('role', '=', 'candidate').execute()).map((u) => [
        `C2C${server.config.chatUserPrefix}${u.id}`,
        u.name,
      ]),
    );
    for (const conversation of conversations) {
      expect(names.get(conversation.conversationID)).toBe(conversation.name);
      expect(conversation.lastMessage?.text).toEqual(expect.any(String));
      expect(conversation.lastMessage!.text.length).toBeGreaterThan(0);
    }
    const at = conversations.map((c) => time(c.lastMessage!.at));
    expect(at).toEqual([...at].sort((a, b) => b - a));
    const unread = await server.database.db
      .selectFrom('chatUserConversations')
      .select(['peer', 'unreadCount'])
      .where('userId', '=', me)
      .where('conversationType', '=', 'C2C')
      .execute();
    for (const conversation of conversations) {
      expect(conversation.unreadCount).toBe(unread.find((row) => `C2C${row.peer}` === conversation.conversationID)!.unreadCount);
    }
  });

  it("gives 7 days of submissions and chats, today last: the recruitment data's numbers of those days", async () => {
    const d = (await workplace()).data;
    const today = chinaDay(new Date());
    expect(d.trend).toHaveLength(TREND_DAYS);
    expect(d.trend[0].day).toBe(addDays(today, -6));
    expect(d.trend.at(-1).day).toBe(today);
    const data = (await get(`/front/v1/statistics/recruiting?start=${addDays(today, -6)}&end=${today}`)).data;
    expect(d.trend).toEqual(
      data.series.map((row: { day: string; submissions: number; chats: number }) => ({ day: row.day, submissions: row.submissions, chats: row.chats })),
    );
    expect(d.trend.reduce((n: number, row: { submissions: number }) => n + row.submissions, 0)).toBeGreaterThan(0);
  });

  it('counts and lists what changes, for the company and the caller only', async () => {
    const { db } = server.database;
    const main = await companyOf('demo_hr');
    const other = await companyOf('other_admin');
    const before = (await workplace()).data;
    const adminBefore = (await workplace('demo_admin')).data;
    const otherBefore = (await workplace('other_admin')).data;
    const today = chinaDay(new Date());
    const isToday = (at: Date) => (chinaDay(at) === today ? 1 : 0);

    // A new submission and a first chat of today, to one of the company's jobs.
    const job = await db.selectFrom('jobs').select('id').where('companyId', '=', main).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const resume = await db
      .selectFrom('resumes')
      .select(['id', 'userId'])
      // A stranger to the company: no submission, rating, chat or interview, so the submission is 新投递.
      .where((eb) =>
        eb.and([
          eb.not(eb.exists(eb.selectFrom('resumeSubmissions').select('id').where('companyId', '=', main).whereRef('resumeId', '=', 'resumes.id'))),
          eb.not(eb.exists(eb.selectFrom('companyScores').select('id').where('companyId', '=', main).whereRef('targetUserId', '=', 'resumes.userId'))),
          eb.not(eb.exists(eb.selectFrom('chatLinkages').select('id').where('companyId', '=', main).whereRef('candidateId', '=', 'resumes.userId'))),
          eb.not(eb.exists(eb.selectFrom('interviews').select('id').where('companyId', '=', main).whereRef('candidateId', '=', 'resumes.userId'))),
        ]),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('resumeSubmissions').values({ jobId: job.id, resumeId: resume.id, companyId: main }).execute();
    await db
      .insertInto('chatLinkages')
      .values({ companyId: main, recruiterId: await userId(server, 'demo_hr'), candidateId: resume.userId, jobId: job.id })
      .execute();

    // Interviews: one at the start of today (past or not, today's), one cancelled today, one in a
    // minute (the next), one of the other company in a minute.
    const interview = await db.selectFrom('interviews').selectAll().where('companyId', '=', main).orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, createdAt: _c, ...fields } = interview;
    const soon = new Date(Date.now() + 60_000);
    const startOfToday = new Date(chinaDayStart(today).getTime() + 60_000);
    await db
      .insertInto('interviews')
      .values([
        { ...fields, status: 1, interviewTime: startOfToday },
        { ...fields, status: 4, interviewTime: startOfToday },
        { ...fields, status: 2, interviewTime: soon },
      ])
      .execute();
    const soonId = (await db.selectFrom('interviews').select('id').where('interviewTime', '=', soon).where('companyId', '=', main).executeTakeFirstOrThrow())
      .id;
    const otherJob = await db.selectFrom('jobs').select('id').where('companyId', '=', other).orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('interviews')
      .values({ ...fields, companyId: other, jobId: otherJob.id, status: 1, interviewTime: soon })
      .execute();

    // A candidate writes to demo_hr at length; demo_hr then sends another one an image.
    const me = await chatId(server, 'demo_hr');
    const talking = new Set(before.latestConversations.map((c: Conversation) => c.conversationID));
    const [writer, pictured] = (
      await db.selectFrom('users').select(['id', 'name']).where('role', '=', 'candidate').orderBy('id', 'desc').limit(40).execute()
    ).filter((u) => !talking.has(`C2C${server.config.chatUserPrefix}${u.id}`));
    const writerId = `${server.config.chatUserPrefix}${writer!.id}`;
    const picturedId = `${server.config.chatUserPrefix}${pictured!.id}`;
    const long = '您好，'.repeat(30);
    await storeMessage(
      db,
      newMessage({
        conversationKey: conversationKey('C2C', writerId, me),
        conversationType: 'C2C',
        clientId: 'workplace-1',
        sender: writerId,
        receiver: me,
        payload: { text: long },
      }),
    );
    await storeMessage(
      db,
      newMessage({
        conversationKey: conversationKey('C2C', me, picturedId),
        conversationType: 'C2C',
        clientId: 'workplace-2',
        sender: me,
        receiver: picturedId,
        type: 'TIMImageElem',
        payload: { imageInfoArray: [] },
        createdAt: new Date(Date.now() + 1000),
      }),
    );

    const after = (await workplace()).data;
    expect(after.todos).toEqual({
      ...before.todos,
      newSubmissions: before.todos.newSubmissions + 1,
      unreadChats: before.todos.unreadChats + 1,
      interviewsToday: before.todos.interviewsToday + 1 + isToday(soon),
    });
    expect(after.upcomingInterviews).toBe(before.upcomingInterviews + 1);
    expect(after.nextInterviews[0]).toMatchObject({ id: soonId, status: 2, jobId: interview.jobId });
    expect(after.nextInterviews).toHaveLength(5);
    const todayRow = (trend: { day: string; submissions: number; chats: number }[]) => trend.find((row) => row.day === today)!;
    expect(todayRow(after.trend)).toEqual({
      ...todayRow(before.trend),
      submissions: todayRow(before.trend).submissions + 1,
      chats: todayRow(before.trend).chats + 1,
    });

    const [first, second] = after.latestConversations as Conversation[];
    expect(first).toEqual({
      conversationID: `C2C${picturedId}`,
      name: pictured!.name,
      unreadCount: 0,
      lastMessage: { type: 'TIMImageElem', text: '', revoked: false, fromMe: true, at: expect.any(String) },
    });
    expect(second).toEqual({
      conversationID: `C2C${writerId}`,
      name: writer!.name,
      unreadCount: 1,
      lastMessage: { type: 'TIMTextElem', text: `${long.slice(0, 60)}…`, revoked: false, fromMe: false, at: expect.any(String) },
    });

    // The company's admin sees the company's numbers, not demo_hr's chats.
    const admin = (await workplace('demo_admin')).data;
    expect(admin.todos).toEqual({ ...after.todos, unreadChats: adminBefore.todos.unreadChats });
    expect(admin.nextInterviews).toEqual(after.nextInterviews);
    expect(admin.latestConversations).toEqual(adminBefore.latestConversations);
    // The other company: its own interview only, nothing of demo_hr's company.
    const otherAfter = (await workplace('other_admin')).data;
    expect(otherAfter.todos).toEqual({ ...otherBefore.todos, interviewsToday: otherBefore.todos.interviewsToday + isToday(soon) });
    expect(otherAfter.trend).toEqual(otherBefore.trend);
    expect(otherAfter.latestConversations).toEqual(otherBefore.latestConversations);
    expect(otherAfter.nextInterviews.map((i: { jobId: number }) => i.jobId)).toEqual(
      [otherJob.id, ...otherBefore.nextInterviews.map((i: { jobId: number }) => i.jobId)].slice(0, 5),
    );
    expect(after.nextInterviews.map((i: { jobId: number }) => i.jobId)).not.toContain(otherJob.id);
  });

  it('answers empty lists and zeros for a company with nothing going on', async () => {
    const { db } = server.database;
    const other = await companyOf('other_admin');
    // The other company's interviews and submissions move into the past; its admin has no chats.
    await sql`update interviews set interview_time = interview_time - interval '400 days' where company_id = ${other}`.execute(db);
    await sql`update resume_submissions set created_at = created_at - interval '400 days', viewed_at = now() where company_id = ${other}`.execute(db);
    await sql`update chat_linkages set created_at = created_at - interval '400 days' where company_id = ${other}`.execute(db);
    const d = (await workplace('other_admin')).data;
    expect(d.nextInterviews).toEqual([]);
    expect(d.latestConversations).toEqual([]);
    expect(d.upcomingInterviews).toBe(0);
    expect(d.todos).toMatchObject({ newSubmissions: 0, unreadChats: 0, interviewsToday: 0 });
    expect(d.trend.every((row: { submissions: number; chats: number }) => row.submissions === 0 && row.chats === 0)).toBe(true);
  });

  it('is for company users only', async () => {
    expect((await workplace('demo_c1')).code).toBe(403);
    const anonymous = await call(server.app, { method: 'GET', url: '/front/v1/home/workplace' });
    expect(anonymous.body.code).toBe(401);
    expect(anonymous.body.data).toBeNull();
  });
});
