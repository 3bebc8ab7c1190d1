// The authorization matrix's knowledge of the colleague and recruitment-data routes (src/http/colleagues, statistics) (issue 19).
import type { Answer } from '@employment-cloud/test-support/server/harness';
import type { Caller, RouteSpec } from './access-matrix';

const MAIN_STAFF = ['demo_admin', 'demo_hr', 'demo_hr2', 'demo_hr_left'];
const rows = (answer: Answer): any[] => answer.body.data?.list ?? [];
/** Staff lists: the main company's names appear to its admin only, other_admin's to theirs only. */
const foreignStaff = (answer: Answer, caller: Caller) => {
  const names: string[] = rows(answer).map((r) => r.username);
  const mine = caller.role === 'demo_admin' ? MAIN_STAFF : ['other_admin'];
  return names.every((n) => mine.includes(n) || n.startsWith('matrix_')) ? undefined : `lists another company's staff: ${names.join(', ')}`;
};
// The first user of the demo data is demo_admin: every change aimed at it is refused to every
// caller (themself: not their own account; others: not their colleague), so the matrix changes no one.
const change = (action: string): RouteSpec => ({
  kind: 'scoped',
  request: () => ({ method: 'POST', url: `/front/v1/colleague/1/${action}` }),
  leak: async () => `changed user 1 (${action})`,
});

export const COLLEAGUES_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/colleague': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/colleague?pageSize=100' }),
    leak: async (answer, caller) => foreignStaff(answer, caller),
  },
  'POST /front/v1/colleague': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/colleague', payload: { username: 'matrix_colleague', name: '矩阵同事', mobile: '13800000000' } }),
    // Created in the caller's own company (only its admin gets here); the answer names them alone.
    leak: async (answer) => (answer.body.data?.colleague?.username === 'matrix_colleague' ? undefined : 'answers someone else'),
  },
  'POST /front/v1/colleague/:id/disable': change('disable'),
  'POST /front/v1/colleague/:id/enable': change('enable'),
  'POST /front/v1/colleague/:id/reset-password': change('reset-password'),
  // demo_admin is never disabled, so their work is handed over by no one (issue 32).
  'POST /front/v1/colleague/:id/handover': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/colleague/1/handover', payload: { targetId: 2 } }),
    leak: async () => 'handed over the work of user 1',
  },
  'GET /front/v1/statistics/recruiting': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/statistics/recruiting' }),
    leak: async (answer, caller) =>
      (answer.body.data?.jobs ?? []).every((j: { jobId: number }) => caller.companyJobIds.has(j.jobId)) ? undefined : "counts another company's job",
  },
};
