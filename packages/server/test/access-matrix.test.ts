import type { InjectOptions } from 'fastify';
import { routesOf } from '../src/http/route-table';
import { candidateRef, closedCandidate, closedStrangersOf, publishedJobOf, viewerOf } from './access-fixtures';
import { MATRIX, ROLES, type Caller, type RecordRoute, type RoleName, type RouteSpec, type Target } from './access-matrix';
import { wallTime } from './fixtures';
import { call, startTestServer, tokenFor, type Answer, type TestServer } from '@employment-cloud/test-support/server/harness';

// The authorization matrix, generated from the app's route table: every route, as every role,
// against another company's records and hidden ones (closed resumes of candidates who never
// dealt with the caller's company). Fails on any success that reaches such a record, on a refusal
// that differs from the answer for a record that does not exist, and on a route it does not know.

const COMPANY_ROLES = new Set<RoleName>(['demo_hr', 'demo_hr2', 'demo_admin', 'other_admin']);
const MISSING = 2_147_483_000;

let server: TestServer;
let interviewTime: string;
const tokens = new Map<RoleName, string | undefined>();
const callers = new Map<RoleName, Caller>();
const plans = new Map<RoleName, { permitted: Target; forbidden: { kind: 'candidate' | 'job'; label: string; target: Target }[] }>();
let casesRun = 0;

beforeAll(async () => {
  server = await startTestServer();
  interviewTime = wallTime(server, 2);
  const { db } = server.database;
  await db
    .insertInto('users')
    .values({ username: 'platform_root', passwordHash: 'x', role: 'platform_admin', name: '平台管理员', nickname: '平台管理员' })
    .execute();
  // Hidden from both companies; and one that dealt with the other company only.
  const hidden = await closedCandidate(server, 'hidden');
  const otherOnly = await closedCandidate(server, 'other_only');
  const otherCompany = (await viewerOf(server, 'other_admin')).companyId!;
  await db.insertInto('talentPoolEntries').values({ companyId: otherCompany, resumeId: otherOnly.resumeId }).execute();
  const openName = await db
    .selectFrom('resumes')
    .innerJoin('users', 'users.id', 'resumes.userId')
    .select('users.username')
    .where('resumes.isOpen', '=', true)
    .where('users.username', '!=', 'demo_c1')
    .orderBy('users.id')
    .executeTakeFirstOrThrow();
  const open = await candidateRef(server, openName.username);
  const self = await candidateRef(server, 'demo_c1');
  const everyone = [open, self, hidden, otherOnly, ...(await closedStrangersOf(server, 'demo_hr')), ...(await closedStrangersOf(server, 'other_admin'))];
  const candidates = [...new Map(everyone.map((c) => [c.id, c])).values()];
  const jobs = { main: await publishedJobOf(server, 'demo_hr'), other: await publishedJobOf(server, 'other_admin') };

  for (const role of ROLES) {
    const viewer = role === 'anonymous' ? undefined : await viewerOf(server, role);
    tokens.set(role, viewer ? await tokenFor(server.app, role) : undefined);
    const companyId = viewer?.companyId ?? null;
    const companyJobIds = companyId === null ? [] : await db.selectFrom('jobs').select('id').where('companyId', '=', companyId).execute();
    const companySignupIds = companyId === null ? [] : await db.selectFrom('helpSignups').select('id').where('companyId', '=', companyId).execute();
    callers.set(role, {
      role,
      id: viewer?.id,
      chatId: viewer ? `${server.config.chatUserPrefix}${viewer.id}` : undefined,
      companyJobIds: new Set(companyJobIds.map((r) => r.id)),
      companySignupIds: new Set(companySignupIds.map((r) => r.id)),
      ownerOfUpload: async (id) => (await db.selectFrom('uploadedFiles').select('ownerId').where('id', '=', id).executeTakeFirst())?.ownerId,
      interviewOf: async (id) => db.selectFrom('interviews').select(['jobId', 'candidateId']).where('id', '=', id).executeTakeFirst(),
    });

    const isCompany = COMPANY_ROLES.has(role);
    const ownJob = companyId === otherCompany ? jobs.other : jobs.main;
    const permitted: Target = { candidate: role === 'demo_c1' ? self : open, job: ownJob };
    const hiddenOnes = isCompany ? await closedStrangersOf(server, role) : candidates.filter((c) => c.id !== viewer?.id);
    const foreignJobs = isCompany ? [ownJob === jobs.main ? jobs.other : jobs.main] : [jobs.main, jobs.other];
    plans.set(role, {
      permitted,
      forbidden: [
        ...hiddenOnes.map((c) => ({ kind: 'candidate' as const, label: `candidate ${c.id} (resume ${c.resumeId})`, target: { ...permitted, candidate: c } })),
        ...foreignJobs.map((j) => ({ kind: 'job' as const, label: `job ${j.id} of company ${j.companyId}`, target: { ...permitted, job: j } })),
      ],
    });
  }
});
afterAll(() => server.close());

const send = (role: RoleName, options: InjectOptions) => call(server.app, { ...options, token: tokens.get(role) });
/** A success: a 2xx with the envelope's code 200, or a 2xx blob. */
const succeeded = (a: Answer) => a.status >= 200 && a.status < 300 && (a.body.code === 200 || a.body.code === -1);
const outcome = (a: Answer) => `HTTP ${a.status} code ${a.body.code} ${a.body.msg}`;
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The app's routes as the matrix runs them: HEAD twins left to their GET, static roots apart, logout last. */
function routeKeys(): string[] {
  const keys = routesOf(server.app)
    .filter((r) => r.method !== 'HEAD')
    .map(keyOf);
  return [...new Set(keys)].sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
}
const staticKeys = () => new Set(server.config.staticRoots.map((root) => `GET ${root.prefix}*`));

describe('the route table', () => {
  it('has no route the matrix does not know, and the matrix none the app lacks', () => {
    const keys = routeKeys();
    expect(keys.filter((k) => !(k in MATRIX) && !staticKeys().has(k))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
    const table = routesOf(server.app);
    expect(table.filter((r) => r.method === 'HEAD' && !table.some((g) => g.method === 'GET' && g.url === r.url))).toEqual([]);
  });
});

describe('permitted targets', () => {
  // Without this, a request the routes refuse as malformed would pass the matrix for the wrong reason.
  it('succeed for the roles a route serves', async () => {
    const failures: string[] = [];
    for (const [key, spec] of Object.entries(MATRIX) as [string, RouteSpec][]) {
      if (spec.kind !== 'record') continue;
      for (const role of spec.control) {
        const answer = await send(role, spec.request(plans.get(role)!.permitted, interviewTime));
        if (!succeeded(answer)) failures.push(`${key} as ${role}: ${outcome(answer)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

async function recordCases(role: RoleName, key: string, spec: RecordRoute, violations: string[]) {
  const plan = plans.get(role)!;
  for (const { kind, label, target } of plan.forbidden) {
    if (!spec.names.includes(kind)) continue;
    const missing: Target =
      kind === 'candidate'
        ? { ...plan.permitted, candidate: { id: MISSING, chatId: `${server.config.chatUserPrefix}${MISSING}`, resumeId: MISSING } }
        : { ...plan.permitted, job: { id: MISSING } };
    const answer = await send(role, spec.request(target, interviewTime));
    const absent = await send(role, spec.request(missing, interviewTime));
    casesRun += 1;
    if (succeeded(answer)) violations.push(`${key} as ${role} reached ${label}: ${outcome(answer)}`);
    else if (outcome(answer) !== outcome(absent))
      violations.push(`${key} as ${role} on ${label}: ${outcome(answer)}, unlike a missing record: ${outcome(absent)}`);
  }
}

describe.each(ROLES)('as %s', (role) => {
  it("no route's success reaches another company's or a hidden record", async () => {
    const violations: string[] = [];
    for (const key of routeKeys()) {
      const spec = MATRIX[key];
      if (!spec) {
        // A static root: public files.
        const answer = await send(role, { method: 'GET', url: key.slice('GET '.length).replace('*', '') });
        casesRun += 1;
        if (answer.status >= 500) violations.push(`${key} as ${role}: ${outcome(answer)}`);
      } else if (spec.kind === 'record') {
        await recordCases(role, key, spec, violations);
      } else {
        const answer = await send(role, spec.kind === 'open' ? spec.request(role) : spec.request());
        casesRun += 1;
        if (answer.status >= 500) violations.push(`${key} as ${role}: ${outcome(answer)}`);
        const leak = spec.kind === 'scoped' && succeeded(answer) ? await spec.leak(answer, callers.get(role)!) : undefined;
        if (leak) violations.push(`${key} as ${role} ${leak}`);
      }
    }
    expect(violations).toEqual([]);
  });
});

describe('the matrix', () => {
  it('ran every role against every route and target', () => {
    // 7 roles; 6 record routes against 2 to 11 targets each; 17 other routes and the static roots.
    expect(casesRun).toBeGreaterThanOrEqual(250);
  });
});
