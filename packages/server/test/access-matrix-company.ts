// The authorization matrix's knowledge of the company profile routes (src/http/company, issue 19):
// only a main admin gets an answer, and it is their own company's profile.
import type { Answer } from '@employment-cloud/test-support/server/harness';
import type { Caller, RouteSpec } from './access-matrix';

const COMPANY_OF: Partial<Record<Caller['role'], string>> = { demo_admin: '星辰科技（深圳）有限公司', other_admin: '深圳市青禾餐饮管理有限公司' };
const ownProfile = (answer: Answer, caller: Caller) => {
  const own = COMPANY_OF[caller.role];
  if (!own) return 'answers a company profile to someone other than a main admin';
  return answer.body.data?.name === own ? undefined : "answers another company's profile";
};

export const COMPANY_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/company/profile': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/company/profile' }),
    leak: async (answer, caller) => ownProfile(answer, caller),
  },
  'PUT /front/v1/company/profile': {
    kind: 'scoped',
    // An unknown industry: a main admin gets 400 and everyone else is stopped before it (403, 401), so no
    // company is renamed under the matrix. The write itself, and that it reaches only the caller's
    // company, are proved in company-profile.test.ts.
    request: () => ({ method: 'PUT', url: '/front/v1/company/profile', payload: { name: '矩阵', industry: '0', scale: '3', address: '矩阵' } }),
    leak: async () => 'changes a company profile with an unknown industry',
  },
};
