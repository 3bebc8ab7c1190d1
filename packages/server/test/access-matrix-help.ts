// The authorization matrix's knowledge of the help routes (src/http/help.ts, src/http/help) (issue 19).
import type { Answer } from './harness';
import type { RouteSpec } from './access-matrix';

const listIds = (answer: Answer): number[] => (answer.body.data?.list ?? []).map((row: { id: number }) => row.id);

export const HELP_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/company/help-user-plan-project': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/company/help-user-plan-project?pageSize=100' }),
    leak: async (answer, caller) => (listIds(answer).find((id) => !caller.companySignupIds.has(id)) === undefined ? undefined : 'lists a help sign-up of another company'),
  },
};
