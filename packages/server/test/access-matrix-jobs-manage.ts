// The authorization matrix's knowledge of the job management routes (src/http/jobs-manage).
import type { InjectOptions } from 'fastify';
import { formatZonedTime } from '../src/util/zoned-time';
import type { Answer } from '@employment-cloud/test-support/server/harness';
import type { Caller, RoleName, RouteSpec } from './access-matrix';

const COMPANY_ROLES: readonly RoleName[] = ['demo_hr', 'demo_admin', 'other_admin'];

/** A job the form accepts (dictionary values of the demo data). */
export const MATRIX_JOB = {
  title: '矩阵职位',
  jobType: '1',
  category: '1',
  salaryMin: 10,
  salaryMax: 20,
  city: '深圳',
  address: '深圳市南山区科技园',
  degree: '5',
  workYears: '4',
  headcount: 1,
  description: '矩阵测试',
  welfare: ['五险一金'],
};

const jobRoute = (method: InjectOptions['method'], suffix: string, payload?: object): RouteSpec => ({
  kind: 'record',
  names: ['job'],
  request: ({ job }) => ({ method, url: `/front/v1/job/${job.id}${suffix}`, ...(payload ? { payload } : {}) }),
  control: COMPANY_ROLES,
});

/** One demo interview by its id: a success must be an interview of one of the caller's company's jobs. */
function interviewRoute(method: InjectOptions['method'], id: number, suffix: string, payload?: object): RouteSpec {
  return {
    kind: 'scoped',
    request: () => ({ method, url: `/front/v1/interview/${id}${suffix}`, ...(payload ? { payload } : {}) }),
    leak: async (answer, caller) => (caller.companyJobIds.has(answer.body.data?.jobId) ? undefined : "reaches another company's interview"),
  };
}

/** A company as the matrix knows it: by its first job (no jobs, no company). */
const companyKey = (caller: Caller) => (caller.companyJobIds.size === 0 ? undefined : Math.min(...caller.companyJobIds));
/** Jobs the matrix itself created (POST /front/v1/job), by company: the company's own since. */
const createdByMatrix = new Map<number, Set<number>>();

/** A new job is a new one, and from then on one of the caller's company's. */
async function createdOwnJob(answer: Answer, caller: Caller): Promise<string | undefined> {
  const id: number = answer.body.data?.id;
  if (caller.companyJobIds.has(id) || [...createdByMatrix.values()].some((ids) => ids.has(id))) return 'answers the id of an existing job';
  const key = companyKey(caller);
  if (key === undefined) return 'creates a job for a caller without a company';
  createdByMatrix.set(key, (createdByMatrix.get(key) ?? new Set()).add(id));
  return undefined;
}

// The control (permitted) requests run route by route in this order, each for every company
// role on its own company's first published job: offline closes it and publish opens it again,
// so later routes (refresh, the core matrix's interview) find it published.
export const JOBS_MANAGE_MATRIX: Record<string, RouteSpec> = {
  // Replaces the core matrix's entry for the list (extended here, src/http/job.ts): the same
  // check, knowing also the jobs POST /front/v1/job made for the caller's company meanwhile.
  'GET /front/v1/job': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/job?pageSize=100' }),
    leak: async (answer, caller) => {
      const own = createdByMatrix.get(companyKey(caller) ?? -1) ?? new Set<number>();
      const ids: number[] = (answer.body.data?.list ?? []).map((row: { id: number }) => row.id);
      return ids.some((id) => !caller.companyJobIds.has(id) && !own.has(id)) ? 'lists a job of another company' : undefined;
    },
  },
  'GET /front/v1/job/counts': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/job/counts' }),
    // Counts only: compared with the caller's own company's jobs (which the matrix read before any route ran).
    leak: async (answer, caller) => {
      const d = answer.body.data ?? {};
      return d.draft + d.published + d.closed > caller.companyJobIds.size + 100 ? 'counts more jobs than the company has' : undefined;
    },
  },
  'GET /front/v1/job/:id': jobRoute('GET', ''),
  'GET /front/v1/job/:id/pipeline': jobRoute('GET', '/pipeline'),
  'PUT /front/v1/job/:id': jobRoute('PUT', '', MATRIX_JOB),
  'POST /front/v1/job/:id/offline': jobRoute('POST', '/offline'),
  'POST /front/v1/job/:id/publish': jobRoute('POST', '/publish'),
  'POST /front/v1/job/:id/refresh': jobRoute('POST', '/refresh'),
  'POST /front/v1/job/:id/copy': {
    // No control: a copy is a new job the list's check above could not tell from another
    // company's; copying (and its 404 for another company's job) is tested in jobs-manage-jobs.test.ts.
    ...(jobRoute('POST', '/copy') as Extract<RouteSpec, { kind: 'record' }>),
    control: [],
  },
  'DELETE /front/v1/job/:id': {
    // No control: the permitted target is a published job, which is never deleted (400
    // job.deletePublished); deleting a draft or closed one is tested in jobs-manage-jobs.test.ts.
    ...(jobRoute('DELETE', '') as Extract<RouteSpec, { kind: 'record' }>),
    control: [],
  },
  'POST /front/v1/job': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/job', payload: MATRIX_JOB }),
    leak: createdOwnJob,
  },
  'GET /front/v1/dashboard': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/dashboard' }),
    // Counts of the caller's company (jobs-manage-dashboard.test.ts checks each against its rows):
    // here, that a caller of no company gets none.
    leak: async (answer, caller) => (companyKey(caller) === undefined ? 'answers counts to a caller without a company' : undefined),
  },
  'GET /front/v1/home/workplace': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/home/workplace' }),
    // The company's counts and interviews, the caller's conversations (jobs-manage-workplace.test.ts
    // checks each against its rows): here, that no interview of another company's job comes back.
    leak: async (answer, caller) => {
      if (companyKey(caller) === undefined) return 'answers a workplace to a caller without a company';
      const interviews: { jobId: number }[] = answer.body.data?.nextInterviews ?? [];
      return interviews.every((interview) => caller.companyJobIds.has(interview.jobId)) ? undefined : "lists another company's interview";
    },
  },
  'GET /front/v1/card': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/card' }),
    leak: async (answer, caller) => (answer.body.data === null || answer.body.data.userId === caller.id ? undefined : "answers another user's card"),
  },
  'PUT /front/v1/card': {
    kind: 'scoped',
    request: () => ({ method: 'PUT', url: '/front/v1/card', payload: { name: '矩阵', title: '招聘经理', mobile: '13800138000' } }),
    leak: async (answer, caller) => (answer.body.data?.userId === caller.id ? undefined : "writes another user's card"),
  },
  'PUT /front/v1/user/profile': {
    kind: 'scoped',
    request: () => ({ method: 'PUT', url: '/front/v1/user/profile', payload: { nickName: '矩阵', mobile: '13800138000' } }),
    leak: async (answer, caller) => (answer.body.data?.id === caller.id ? undefined : "writes another user's profile"),
  },
  'PUT /front/v1/user/password': {
    kind: 'scoped',
    // A wrong current password: the matrix's sessions must survive. The change itself, and that
    // it ends the account's other sessions only, is tested in jobs-manage-personal-info.test.ts.
    request: () => ({ method: 'PUT', url: '/front/v1/user/password', payload: { oldPassword: 'not-the-password', newPassword: 'matrix-password-1' } }),
    leak: async (answer) => (answer.body.data === null ? undefined : 'answers with data'),
  },
  // Interviews: the demo data's first ones (ids 1 to 3) are the main company's, seeded in order;
  // another company's caller must not reach them, and what succeeds names a job of the caller's company.
  'GET /front/v1/interview': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/interview?pageSize=100' }),
    leak: async (answer, caller) =>
      (answer.body.data?.list ?? []).some((row: { jobId: number }) => !caller.companyJobIds.has(row.jobId)) ? "lists another company's interview" : undefined,
  },
  'GET /front/v1/interview/:id': interviewRoute('GET', 1, ''),
  // The same interview as an .ics file, which names no job: the matrix looks it up.
  'GET /front/v1/interview/:id/ics': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/interview/1/ics' }),
    leak: async (_, caller) => (caller.companyJobIds.has((await caller.interviewOf(1))?.jobId ?? 0) ? undefined : "reaches another company's interview"),
  },
  // Cancel and reschedule take interviews still to come (4 and 5, tomorrow), the outcome a past one.
  'POST /front/v1/interview/:id/cancel': interviewRoute('POST', 4, '/cancel'),
  'POST /front/v1/interview/:id/outcome': interviewRoute('POST', 1, '/outcome', { outcome: 1 }),
  'POST /front/v1/interview/:id/reschedule': interviewRoute('POST', 5, '/reschedule', {
    interviewTime: `${formatZonedTime(new Date(Date.now() + 3 * 86400_000), 'Asia/Shanghai').slice(0, 10)} 10:00:00`,
  }),
};
