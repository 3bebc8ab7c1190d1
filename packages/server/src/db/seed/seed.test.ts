/** @jest-environment node */
import { sql } from 'kysely';
import { verifyPassword } from '../../auth/password';
import type { DatabaseHandle, Db } from '../connect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, DICTIONARIES, seedAll } from '.';
import { TEST_SHARED_BUFFERS } from '@employment-cloud/test-support/server/server-process';
import { openBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

// Demo dates are relative to "now"; pinning it makes two runs comparable row for row.
const NOW = new Date('2026-03-02T02:00:00.000Z');

const TABLES = [
  'companies',
  'users',
  'recruiterCards',
  'jobs',
  'resumes',
  'resumeExpectations',
  'resumeSubmissions',
  'talentPoolEntries',
  'chatLinkages',
  'interviews',
  'jobFairs',
  'jobFairCompanies',
  'helpPlans',
  'helpProjects',
  'helpSignups',
  'favourites',
  'unionRecommendations',
  'feedback',
  'companyScores',
  'dictEntries',
] as const satisfies readonly (keyof Database)[];

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

/** Every seeded row except the password hashes (salted, so different on every run). */
async function snapshot(db: Db) {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`.execute(db);
    all[table] = rows.map(({ passwordHash: _, ...row }) => row);
  }
  return all;
}

const companyId = async (db: Db, name: 'demo_admin' | 'other_admin') =>
  (await db.selectFrom('users').select('companyId').where('username', '=', name).executeTakeFirstOrThrow()).companyId as number;

let handle: DatabaseHandle;
let db: Db;
let first: { demoCreated: boolean };
let main: number;
let other: number;

beforeAll(async () => {
  handle = await openBlankPglite({ sharedBuffers: TEST_SHARED_BUFFERS });
  db = handle.db;
  await migrateToLatest(db);
  first = await seedAll(db, { demo: true, now: NOW });
  main = await companyId(db, 'demo_admin');
  other = await companyId(db, 'other_admin');
}, 60_000);

afterAll(() => handle.close());

describe('seedAll', () => {
  it('creates two companies, their staff and 30 candidates with a resume each', async () => {
    expect(first).toEqual({ demoCreated: true });
    expect(main).not.toBe(other);
    const counts = await countRows(db);
    expect(counts.companies).toBe(2);
    expect(counts.users).toBe(35);
    expect(counts.resumes).toBe(30);
    expect(counts.resumeExpectations).toBeGreaterThanOrEqual(30);
    expect(counts.resumeExpectations).toBeLessThanOrEqual(60);

    const candidates = await db.selectFrom('users').select(['username', 'companyId', 'mobile']).where('role', '=', 'candidate').execute();
    expect(candidates.map((c) => c.username).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `demo_c${i + 1}`).sort());
    expect(candidates.every((c) => c.companyId === null && /^1\d{10}$/.test(c.mobile ?? ''))).toBe(true);

    const resumes = await db.selectFrom('resumes').selectAll().execute();
    const degrees: readonly string[] = DICTIONARIES.degree.map(([, label]) => label);
    for (const r of resumes) {
      expect(r.age).toBeGreaterThanOrEqual(20);
      expect(r.age).toBeLessThanOrEqual(45);
      expect(['1', '2']).toContain(r.sex);
      expect(degrees).toContain(r.degree);
      expect(r.name && r.major && r.summary && r.email && r.workStatus).toBeTruthy();
    }
    const closed = resumes.filter((r) => !r.isOpen).length;
    expect(closed).toBeGreaterThan(0);
    expect(closed).toBeLessThan(6);

    const expectations = await db.selectFrom('resumeExpectations').selectAll().execute();
    expect(expectations.every((e) => e.salaryMin! >= 3000 && e.salaryMax! > e.salaryMin! && e.city && e.position)).toBe(true);
  });

  it('gives demo_admin, demo_hr and other_admin a recruiter card, and demo_hr2 none', async () => {
    const staff = await db
      .selectFrom('users')
      .leftJoin('recruiterCards', 'recruiterCards.userId', 'users.id')
      .select(['users.username', 'users.role', 'users.companyId', 'users.mobile', 'recruiterCards.id as cardId'])
      .where('users.role', '!=', 'candidate')
      .orderBy('users.username')
      .execute();
    expect(staff.map((s) => [s.username, s.role, s.companyId, s.cardId !== null])).toEqual([
      ['demo_admin', 'company_admin', main, true],
      ['demo_hr', 'recruiter', main, true],
      ['demo_hr2', 'recruiter', main, false],
      ['demo_hr_left', 'recruiter', main, false],
      ['other_admin', 'company_admin', other, true],
    ]);
    expect(staff.every((s) => /^1\d{10}$/.test(s.mobile ?? ''))).toBe(true);
    expect(DEMO_LOGINS.map((l) => l.username)).toEqual(expect.arrayContaining(['demo_admin', 'demo_hr', 'demo_hr2']));
  });

  it('hashes the demo password once and shares it', async () => {
    const hashes = await db.selectFrom('users').select('passwordHash').distinct().execute();
    expect(hashes).toHaveLength(1);
    await expect(verifyPassword(DEMO_PASSWORD, hashes[0]!.passwordHash)).resolves.toBe(true);
    await expect(verifyPassword('wrong', hashes[0]!.passwordHash)).resolves.toBe(false);
  });

  it('creates jobs in every state, mostly published, for both companies', async () => {
    const jobs = await db.selectFrom('jobs').select(['companyId', 'status', 'title', 'latitude', 'salaryMin']).execute();
    const mainJobs = jobs.filter((j) => j.companyId === main);
    expect(mainJobs).toHaveLength(20);
    expect(mainJobs.filter((j) => j.status === 2).length).toBeGreaterThanOrEqual(12);
    expect(new Set(mainJobs.map((j) => j.status))).toEqual(new Set([1, 2, 3]));
    expect(jobs.filter((j) => j.companyId === other)).toHaveLength(4);
    expect(jobs.every((j) => j.latitude !== null && j.salaryMin !== null)).toBe(true);
  });

  it('creates recruiting activity: submissions, talent pool, chats and interviews', async () => {
    const submissions = await db
      .selectFrom('resumeSubmissions')
      .innerJoin('jobs', 'jobs.id', 'resumeSubmissions.jobId')
      .select(['resumeSubmissions.companyId', 'jobs.companyId as jobCompanyId', 'jobs.status'])
      .execute();
    expect(submissions.filter((s) => s.companyId === main).length).toBeGreaterThanOrEqual(25);
    expect(submissions.filter((s) => s.companyId === other).length).toBeGreaterThan(0);
    expect(submissions.every((s) => s.companyId === s.jobCompanyId && s.status === 2)).toBe(true);

    const pool = await db.selectFrom('talentPoolEntries').select('companyId').where('companyId', '=', main).execute();
    expect(pool.length).toBeGreaterThanOrEqual(10);

    const hr = await db.selectFrom('users').select('id').where('username', '=', 'demo_hr').executeTakeFirstOrThrow();
    const chats = await db.selectFrom('chatLinkages').select(['candidateId', 'jobId']).where('recruiterId', '=', hr.id).execute();
    expect(new Set(chats.map((c) => c.candidateId)).size).toBeGreaterThanOrEqual(8);
    expect(chats.every((c) => c.jobId !== null)).toBe(true);

    const interviews = await db.selectFrom('interviews').selectAll().where('companyId', '=', main).execute();
    expect(interviews.length).toBeGreaterThanOrEqual(6);
    const online = interviews.filter((i) => i.interviewType === 1);
    const onSite = interviews.filter((i) => i.interviewType === 2);
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((i) => i.address === null)).toBe(true);
    // One online interview has its meeting link; no on-site one has any.
    expect(online.filter((i) => i.meetingLink?.startsWith('https://')).length).toBe(1);
    expect(onSite.length).toBeGreaterThan(0);
    expect(onSite.every((i) => i.address && i.latitude !== null && i.meetingLink === null)).toBe(true);
    expect(interviews.some((i) => i.interviewTime.getTime() > NOW.getTime())).toBe(true);
    expect(interviews.some((i) => i.interviewTime.getTime() < NOW.getTime())).toBe(true);

    const favourites = await db.selectFrom('favourites').select('id').where('userId', '=', hr.id).execute();
    expect(favourites.length).toBeGreaterThanOrEqual(5);
    const scores = await db.selectFrom('companyScores').select('scoreType').where('companyId', '=', main).execute();
    expect(scores.length).toBeGreaterThanOrEqual(2);
  });

  it('creates job fairs, help plans with pending sign-ups, union recommendations and feedback', async () => {
    const fairs = await db.selectFrom('jobFairCompanies').select('fairId').where('companyId', '=', main).execute();
    expect(fairs).toHaveLength(3);
    expect((await countRows(db)).jobFairs).toBe(6);

    const plans = await db.selectFrom('helpPlans').select('id').where('companyId', '=', main).execute();
    expect(plans).toHaveLength(3); // community.ts's two and seed/help.ts's 春季就业援助月行动
    for (const plan of plans) {
      const projects = await db.selectFrom('helpProjects').select('id').where('planId', '=', plan.id).execute();
      expect(projects.length).toBeGreaterThanOrEqual(2);
      expect(projects.length).toBeLessThanOrEqual(3);
    }
    const pending = (company: number) => db.selectFrom('helpSignups').select('id').where('companyId', '=', company).where('status', '=', 1).execute();
    expect((await pending(main)).length).toBeGreaterThanOrEqual(5);
    expect(await pending(other)).toHaveLength(1);

    const unions = await db.selectFrom('unionRecommendations').select('unionName').where('companyId', '=', main).execute();
    expect(unions.length).toBeGreaterThanOrEqual(3);
    expect(unions.every((u) => u.unionName.endsWith('总工会'))).toBe(true);
    const feedback = await db.selectFrom('feedback').select('id').where('companyId', '=', main).execute();
    expect(feedback.length).toBeGreaterThanOrEqual(3);
  });

  it('fills every dictionary, sorted', async () => {
    const entries = await db.selectFrom('dictEntries').selectAll().orderBy('dictType').orderBy('sort').execute();
    const types = [
      'degree',
      'work_status',
      'salary_range',
      'industry',
      'job_type',
      'interview_type',
      'sex',
      'company_scale',
      'score_type',
      'job_status',
      'help_status',
      'job_category',
      'work_years',
      'welfare',
    ];
    expect(new Set(entries.map((e) => e.dictType))).toEqual(new Set(types));
    expect(entries.filter((e) => e.dictType === 'industry').length).toBeGreaterThanOrEqual(10);
    expect(entries.filter((e) => e.dictType === 'degree').map((e) => e.label)).toEqual(['初中及以下', '高中', '中专/中技', '大专', '本科', '硕士', '博士']);
    expect(entries.filter((e) => e.dictType === 'interview_type').map((e) => [e.value, e.label])).toEqual([
      ['1', '线上面试'],
      ['2', '现场面试'],
    ]);
    expect(entries.filter((e) => e.dictType === 'help_status').map((e) => [e.value, e.label])).toEqual([
      ['1', '待审核'],
      ['2', '已通过'],
      ['3', '已拒绝'],
    ]);
  });

  it('changes nothing when called again', async () => {
    const before = await countRows(db);
    await expect(seedAll(db, { demo: true })).resolves.toEqual({ demoCreated: false });
    expect(await countRows(db)).toEqual(before);
  });

  it('seeds identical rows into another fresh database (deterministic), and no demo when not asked', async () => {
    const second = await openBlankPglite({ sharedBuffers: TEST_SHARED_BUFFERS });
    try {
      await migrateToLatest(second.db);
      await expect(seedAll(second.db, { demo: false })).resolves.toEqual({ demoCreated: false });
      expect((await countRows(second.db)).users).toBe(0);
      await expect(seedAll(second.db, { demo: true, now: NOW })).resolves.toEqual({ demoCreated: true });
      expect(await snapshot(second.db)).toEqual(await snapshot(db));
    } finally {
      await second.close();
    }
  }, 60_000);
});
