import { ChatClient, loggedIn } from './chat-client';
import { chatId } from './fixtures';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// 移交工作 (issue 32): POST /front/v1/colleague/:id/handover { targetId } gives a disabled colleague's
// jobs, chat linkages, favourites and coming interviews to another colleague, merging what the heir
// has already; each candidate concerned gets a note from the heir in the local chat.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
type Options = { payload?: object; as?: string; lang?: string };
const send = async (method: 'GET' | 'POST', url: string, { payload, as = 'demo_admin', lang }: Options = {}) =>
  call(server.app, { method, url, payload, token: await tokenFor(server.app, as), headers: lang ? { 'accept-language': lang } : {} });
const handOver = (fromId: number, targetId: unknown, options: Omit<Options, 'payload'> = {}) =>
  send('POST', `/front/v1/colleague/${fromId}/handover`, { ...options, payload: { targetId } });

let serial = 0;
/** A new recruiter of demo_admin's company (through the route, so as the console makes one). */
async function newColleague(card?: { mobile: string }) {
  serial += 1;
  const username = `heir_test${serial}`;
  const res = await send('POST', '/front/v1/colleague', { payload: { username, name: `交接${serial}`, mobile: '13912345678' } });
  expect(res.body.code).toBe(200);
  const id = res.body.data.colleague.id as number;
  if (card) {
    const { companyId } = await db().selectFrom('users').select('companyId').where('id', '=', id).executeTakeFirstOrThrow();
    await db().insertInto('recruiterCards').values({ userId: id, companyId: companyId!, title: '招聘专员', mobile: card.mobile }).execute();
  }
  return { id, username, name: `交接${serial}` };
}

const disable = async (id: number) => expect((await send('POST', `/front/v1/colleague/${id}/disable`)).body.code).toBe(200);

async function candidate(username: string) {
  const id = await userId(server, username);
  const resume = await db().selectFrom('resumes').select('id').where('userId', '=', id).executeTakeFirstOrThrow();
  return { id, resumeId: resume.id, username };
}

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** Gives `ownerId` a job of each state (their first is published), as if they had written them. */
async function jobsOf(ownerId: number) {
  const template = await db()
    .selectFrom('jobs')
    .selectAll()
    .where('createdBy', '=', await userId(server, 'demo_hr'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template;
  const ids: number[] = [];
  for (const status of [2, 1, 3]) {
    const row = await db()
      .insertInto('jobs')
      .values({ ...fields, welfare: JSON.stringify(fields.welfare), title: `交接职位${ownerId}-${status}`, status, createdBy: ownerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function interview(recruiterId: number, candidateId: number, jobId: number, hoursFromNow: number, status: number) {
  const { companyId } = await db().selectFrom('users').select('companyId').where('id', '=', recruiterId).executeTakeFirstOrThrow();
  const row = await db()
    .insertInto('interviews')
    .values({
      companyId: companyId!,
      jobId,
      recruiterId,
      candidateId,
      mobile: '13000000001',
      interviewType: 1,
      interviewTime: new Date(Date.now() + hoursFromNow * HOUR),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A former colleague with work of every kind, and an heir who already has some of the same
 * dealings: the same candidate about the same job, a linkage without a job, a favourite.
 */
async function formerColleagueAndHeir() {
  const former = await newColleague();
  const heir = await newColleague({ mobile: '13711112222' });
  const [a, b, c] = await Promise.all(['demo_c21', 'demo_c22', 'demo_c23'].map(candidate));
  const companyId = (await db().selectFrom('users').select('companyId').where('id', '=', former.id).executeTakeFirstOrThrow()).companyId!;
  const jobs = await jobsOf(former.id);
  const job = jobs[0]!;
  const linkage = (recruiterId: number, candidateId: number, jobId: number | null, created: number, updated: number) =>
    db()
      .insertInto('chatLinkages')
      .values({ companyId, recruiterId, candidateId, jobId, createdAt: ago(created), updatedAt: ago(updated) })
      .execute();
  await linkage(former.id, a!.id, job, 50, 40);
  // The same dealing twice: the former's began earlier, the heir's was touched later.
  await linkage(former.id, b!.id, job, 30, 20);
  await linkage(heir.id, b!.id, job, 10, 5);
  // Without a job, where the unique key does not hold: merged all the same.
  await linkage(former.id, c!.id, null, 60, 2);
  await linkage(heir.id, c!.id, null, 8, 7);
  await db()
    .insertInto('favourites')
    .values([
      { companyId, userId: former.id, resumeId: a!.resumeId, createdAt: ago(30) },
      { companyId, userId: former.id, resumeId: b!.resumeId, createdAt: ago(30) },
      { companyId, userId: heir.id, resumeId: b!.resumeId, createdAt: ago(3) },
    ])
    .execute();
  const interviews = {
    past: await interview(former.id, a!.id, job, -24, 2),
    pending: await interview(former.id, a!.id, job, 24, 1),
    accepted: await interview(former.id, b!.id, job, 48, 2),
    declined: await interview(former.id, b!.id, job, 72, 3),
    cancelled: await interview(former.id, c!.id, job, 96, 4),
  };
  await disable(former.id);
  return { former, heir, candidates: { a: a!, b: b!, c: c! }, jobs, interviews };
}

describe('POST /front/v1/colleague/:id/handover', () => {
  it('gives the heir every job, contact, favourite and coming interview, merging what they had already', async () => {
    const { former, heir, candidates, jobs, interviews } = await formerColleagueAndHeir();
    const { a, b, c } = candidates;
    // A disabled colleague's published job has nobody to answer for it in the portal's chat.
    expect((await call(server.app, { method: 'GET', url: `/front/v1/portal/jobs/${jobs[0]}` })).body.data.recruiter).toBeNull();

    const res = await handOver(former.id, heir.id);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      from: { id: former.id, name: former.name },
      to: { id: heir.id, name: heir.name },
      moved: { jobs: 3, contacts: 3, favourites: 2, interviews: 2 },
      notified: 3,
    });

    const owners = await db().selectFrom('jobs').select('createdBy').where('id', 'in', jobs).execute();
    expect(owners.map((j) => j.createdBy)).toEqual([heir.id, heir.id, heir.id]);
    expect((await call(server.app, { method: 'GET', url: `/front/v1/portal/jobs/${jobs[0]}` })).body.data.recruiter).toMatchObject({
      userID: await chatId(server, heir.username),
    });

    // Nothing of the former's is left in their lists, and each dealing is the heir's once.
    for (const table of ['chatLinkages', 'favourites'] as const) {
      const owner = table === 'chatLinkages' ? 'recruiterId' : 'userId';
      expect(await db().selectFrom(table).select('id').where(owner, '=', former.id).execute()).toEqual([]);
    }
    const links = await db()
      .selectFrom('chatLinkages')
      .select(['candidateId', 'jobId', 'createdAt', 'updatedAt'])
      .where('recruiterId', '=', heir.id)
      .orderBy('candidateId')
      .execute();
    expect(links.map((l) => [l.candidateId, l.jobId])).toEqual([
      [a.id, jobs[0]],
      [b.id, jobs[0]],
      [c.id, null],
    ]);
    const near = (date: Date, hours: number) => expect(Math.abs(date.getTime() - ago(hours).getTime())).toBeLessThan(60_000);
    // First contact the earlier of the two, last contact the later.
    near(links[1]!.createdAt, 30);
    near(links[1]!.updatedAt, 5);
    near(links[2]!.createdAt, 60);
    near(links[2]!.updatedAt, 2);
    const favourites = await db().selectFrom('favourites').select(['resumeId', 'createdAt']).where('userId', '=', heir.id).orderBy('resumeId').execute();
    expect(favourites.map((f) => f.resumeId)).toEqual([a.resumeId, b.resumeId].sort((x, y) => x - y));
    near(favourites.find((f) => f.resumeId === b.resumeId)!.createdAt, 30);

    // The coming interviews are the heir's, with the heir's card's number for the candidate to call;
    // the past, declined and cancelled ones stay the record of what the former did.
    const rows = await db().selectFrom('interviews').select(['id', 'recruiterId', 'mobile']).where('id', 'in', Object.values(interviews)).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(interviews.pending)).toMatchObject({ recruiterId: heir.id, mobile: '13711112222' });
    expect(byId.get(interviews.accepted)).toMatchObject({ recruiterId: heir.id, mobile: '13711112222' });
    for (const kept of [interviews.past, interviews.declined, interviews.cancelled]) {
      expect(byId.get(kept)).toMatchObject({ recruiterId: former.id, mobile: '13000000001' });
    }

    // The heir's 已沟通 and 我的收藏 list them.
    const contacted = await send('GET', '/front/v1/contacted?pageSize=100', { as: heir.username });
    expect(contacted.body.data.list.map((r: { resumeId: number }) => r.resumeId).sort()).toEqual([a.resumeId, b.resumeId, c.resumeId].sort());
    const favourited = await send('GET', '/front/v1/favourite?pageSize=100', { as: heir.username });
    expect(favourited.body.data.count).toBe(2);
  });

  it('moves nothing the second time, and says so', async () => {
    const { former, heir } = await formerColleagueAndHeir();
    expect((await handOver(former.id, heir.id)).body.data.moved).toEqual({ jobs: 3, contacts: 3, favourites: 2, interviews: 2 });
    const notes = async () =>
      Number(
        (
          await db()
            .selectFrom('chatMessages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('sender', '=', await chatId(server, heir.username))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sent = await notes();
    expect(sent).toBe(3);
    const again = await handOver(former.id, heir.id);
    expect(again.body).toMatchObject({ code: 200, data: { moved: { jobs: 0, contacts: 0, favourites: 0, interviews: 0 }, notified: 0 } });
    expect(await notes()).toBe(sent);
    // Nor to someone else: the former's work is all gone.
    const other = await newColleague();
    expect((await handOver(former.id, other.id)).body.data.moved).toEqual({ jobs: 0, contacts: 0, favourites: 0, interviews: 0 });
  });

  it('tells each candidate, in a conversation with the heir, who their contact is now', async () => {
    const { former, heir, candidates } = await formerColleagueAndHeir();
    const seeker: ChatClient = await loggedIn(server, candidates.a.username);
    try {
      const heirId = await chatId(server, heir.username);
      expect((await handOver(former.id, heir.id)).body.data.notified).toBe(3);
      const pushed = await seeker.next('messageReceived', (d) => d.messageList.some((m) => m.from === heirId));
      const note = pushed.messageList.find((m) => m.from === heirId)!;
      expect(note).toMatchObject({ conversationType: 'C2C', to: seeker.userID, type: 'TIMCustomElem' });
      const data = JSON.parse(String(note.payload.data)) as { businessID: string; text: string; previousUserID: string; currentUserID: string };
      expect(data).toMatchObject({ businessID: 'contact_changed', previousUserID: await chatId(server, former.username), currentUserID: heirId });
      expect(data.text).toBe(
        `【联系人变更】您在星辰科技（深圳）有限公司的招聘联系人已由${former.name}变更为${heir.name}，之后请在此会话中与${heir.name}沟通。`,
      );
      expect(note.payload.description).toBe(data.text);
      const { conversationList } = await seeker.request('getConversationList', {});
      expect(conversationList.find((c) => c.conversationID === `C2C${heirId}`)).toMatchObject({ unreadCount: 1 });
    } finally {
      await seeker.close();
    }
  });
});

describe('who may, and what is refused', () => {
  it('answers a recruiter and a candidate 403, no session 401, and moves nothing', async () => {
    const { former, heir } = await formerColleagueAndHeir();
    for (const as of ['demo_hr', 'demo_hr2', 'demo_c1']) expect((await handOver(former.id, heir.id, { as })).body.code).toBe(403);
    expect((await call(server.app, { method: 'POST', url: `/front/v1/colleague/${former.id}/handover`, payload: { targetId: heir.id } })).body.code).toBe(401);
    expect(await db().selectFrom('jobs').select('id').where('createdBy', '=', former.id).execute()).toHaveLength(3);
  });

  it("answers another company's admin as for no one, and takes no heir from another company", async () => {
    const { former, heir } = await formerColleagueAndHeir();
    const foreign = await handOver(former.id, heir.id, { as: 'other_admin' });
    const missing = await handOver(2147483000, heir.id, { as: 'other_admin' });
    expect(foreign.body).toMatchObject({ code: 404, msg: '该同事不存在' });
    expect(foreign.body.msg).toBe(missing.body.msg);

    const outsider = await handOver(former.id, await userId(server, 'other_admin'));
    const nobody = await handOver(former.id, 2147483000);
    expect(outsider.body).toMatchObject({ code: 404, msg: '接手工作的同事不存在' });
    expect(nobody.body.msg).toBe(outsider.body.msg);
    expect(await db().selectFrom('jobs').select('id').where('createdBy', '=', former.id).execute()).toHaveLength(3);
  });

  it('refuses an enabled colleague, a disabled heir and the same person, in the caller’s language', async () => {
    const { former, heir } = await formerColleagueAndHeir();
    const hr = await userId(server, 'demo_hr');
    const left = await userId(server, 'demo_hr_left');
    const admin = await userId(server, 'demo_admin');

    expect((await handOver(hr, heir.id)).body).toMatchObject({ code: 400, msg: '陈雨桐的账号仍在启用，请先停用再移交工作' });
    expect((await handOver(admin, heir.id, { lang: 'en-US' })).body.msg).toMatch(/account is still enabled: disable it before handing over their work$/);
    expect((await handOver(former.id, left)).body).toMatchObject({ code: 400, msg: '刘佳的账号已停用，请选择启用中的同事接手' });
    expect((await handOver(former.id, left, { lang: 'zh-TW' })).body.msg).toBe('刘佳的帳號已停用，請選擇啟用中的同事接手');
    expect((await handOver(former.id, former.id)).body).toMatchObject({ code: 400, msg: '不能把工作移交给同一位同事' });
    expect((await handOver(former.id, former.id, { lang: 'en-US' })).body.msg).toBe('the work cannot be handed over to the same colleague');

    for (const targetId of [undefined, '', String(heir.id), 0, 1.5]) {
      expect((await handOver(former.id, targetId)).body).toMatchObject({ code: 400, msg: '请选择接手工作的同事' });
    }
    const extra = await send('POST', `/front/v1/colleague/${former.id}/handover`, { payload: { targetId: heir.id, jobs: 'all' } });
    expect(extra.body.code).toBe(400);
    expect(await db().selectFrom('jobs').select('id').where('createdBy', '=', former.id).execute()).toHaveLength(3);
    // Still there for the right heir.
    expect((await handOver(former.id, admin)).body.data.moved.jobs).toBe(3);
  });
});
