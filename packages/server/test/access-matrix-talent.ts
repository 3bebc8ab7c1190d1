// The authorization matrix's knowledge of the candidate-side routes (src/http/talent).
import type { Answer } from './harness';
import type { Caller, RouteSpec } from './access-matrix';

const rows = (answer: Answer): any[] => answer.body.data?.list ?? [];
const foreignJob = (jobIds: number[], caller: Caller, what: string) => (jobIds.every((id) => caller.companyJobIds.has(id)) ? undefined : what);

export const TALENT_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/submission': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/submission?pageSize=100' }),
    leak: async (answer, caller) => foreignJob(rows(answer).map((r) => r.job.id), caller, 'lists a submission to another company'),
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
};
