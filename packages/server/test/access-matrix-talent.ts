// The authorization matrix's knowledge of the candidate-side routes (src/http/talent).
import type { Answer } from '@employment-cloud/test-support/server/harness';
import type { Caller, RoleName, RouteSpec } from './access-matrix';

const COMPANY_ROLES: readonly RoleName[] = ['demo_hr', 'demo_admin', 'other_admin'];
const MAIN_COMPANY: readonly RoleName[] = ['demo_hr', 'demo_admin'];
const rows = (answer: Answer): any[] => answer.body.data?.list ?? [];
const foreignJob = (jobIds: number[], caller: Caller, what: string) => (jobIds.every((id) => caller.companyJobIds.has(id)) ? undefined : what);
/**
 * The matrix's hidden candidates (access-fixtures.ts closedCandidate) are all named 隐藏简历, and
 * none of them ever dealt with demo_hr's company (one did with the other company): a row of one in
 * an answer to demo_hr's company is a leak.
 */
const hiddenRow = (answer: Answer, caller: Caller, what: string) =>
  MAIN_COMPANY.includes(caller.role) && rows(answer).some((r) => r.candidate?.name === '隐藏简历') ? what : undefined;
/** The demo data's first record of these tables belongs to demo_hr's company (and, per user, to demo_hr). */
const onlyMain = (caller: Caller, roles: readonly RoleName[], what: string) => (roles.includes(caller.role) ? undefined : what);

export const TALENT_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/submission': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/submission?pageSize=100' }),
    leak: async (answer, caller) =>
      foreignJob(
        rows(answer).map((r) => r.job.id),
        caller,
        'lists a submission to another company',
      ),
  },
  'GET /front/v1/submission/counts': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/submission/counts' }),
    // Numbers of the caller's company's submissions only (talent-submissions.test.ts compares them with another company's).
    leak: async (answer) => (Object.values(answer.body.data ?? {}).every((n) => typeof n === 'number') ? undefined : 'answers more than counts'),
  },
  'GET /front/v1/submission/:id': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/submission/1' }),
    leak: async (answer, caller) => foreignJob([answer.body.data.job.id], caller, "opens another company's submission"),
  },
  'POST /front/v1/submission/resumes.zip': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/submission/resumes.zip', payload: { ids: [1] } }),
    // Submission 1 is to demo_hr's company (demo_hr2 is its second recruiter): its resume in a zip for anyone else is a leak.
    leak: async (_, caller) => onlyMain(caller, [...MAIN_COMPANY, 'demo_hr2'], "zips the resume of another company's submission"),
  },
  'GET /front/v1/resume/search': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: `/front/v1/resume/search?pageSize=100&keyword=${encodeURIComponent('隐藏简历')}` }),
    leak: async (answer) => (rows(answer).length === 0 ? undefined : 'finds a closed resume'),
  },
  'GET /front/v1/talent': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/talent?pageSize=100' }),
    leak: async (answer, caller) => hiddenRow(answer, caller, 'lists a hidden candidate in the talent pool'),
  },
  'POST /front/v1/talent': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({ method: 'POST', url: '/front/v1/talent', payload: { resumeId: candidate.resumeId, tags: ['矩阵'] } }),
    control: COMPANY_ROLES,
  },
  'PUT /front/v1/talent/:id': {
    kind: 'scoped',
    request: () => ({ method: 'PUT', url: '/front/v1/talent/1', payload: { tags: ['矩阵'], note: null } }),
    leak: async (_, caller) => onlyMain(caller, MAIN_COMPANY, "edits another company's talent-pool entry"),
  },
  'DELETE /front/v1/talent/:id': {
    kind: 'scoped',
    request: () => ({ method: 'DELETE', url: '/front/v1/talent/1' }),
    leak: async (_, caller) => onlyMain(caller, MAIN_COMPANY, "removes another company's talent-pool entry"),
  },
  'GET /front/v1/favourite': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/favourite?pageSize=100' }),
    leak: async (answer, caller) => hiddenRow(answer, caller, 'lists a hidden candidate among favourites'),
  },
  'POST /front/v1/favourite': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({ method: 'POST', url: '/front/v1/favourite', payload: { resumeId: candidate.resumeId } }),
    control: COMPANY_ROLES,
  },
  'DELETE /front/v1/favourite/:id': {
    kind: 'scoped',
    request: () => ({ method: 'DELETE', url: '/front/v1/favourite/1' }),
    leak: async (_, caller) => onlyMain(caller, ['demo_hr'], "removes another user's favourite"),
  },
  'GET /front/v1/contacted': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/contacted?pageSize=100' }),
    leak: async (answer, caller) =>
      foreignJob(
        rows(answer).flatMap((r) => (r.job ? [r.job.id] : [])),
        caller,
        "lists another company's chat",
      ) ?? hiddenRow(answer, caller, 'lists a hidden candidate as contacted'),
  },
  'GET /front/v1/recommend': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/recommend?pageSize=100' }),
    leak: async (answer, caller) => hiddenRow(answer, caller, 'lists a hidden candidate as recommended'),
  },
  'POST /front/v1/recommend/:id/accept': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/recommend/1/accept' }),
    leak: async (_, caller) => onlyMain(caller, MAIN_COMPANY, "accepts another company's recommendation"),
  },
  'POST /front/v1/recommend/:id/dismiss': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/recommend/2/dismiss' }),
    leak: async (_, caller) => onlyMain(caller, MAIN_COMPANY, "dismisses another company's recommendation"),
  },
};
