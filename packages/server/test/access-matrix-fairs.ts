// The authorization matrix's knowledge of the job fair, feedback and document routes (src/http/fairs, feedback, documents) (issue 19).
// The demo fairs by insertion order (seed/community.ts, then seed/fairs.ts): 1 南山区 (报名中, the main
// company signed up), 2 the union's online month (进行中, both companies), 3 宝安区 (报名中, the other
// company only), 4 大湾区 online (报名中, nobody).
import type { Answer } from '@employment-cloud/test-support/server/harness';
import type { Caller, RoleName, RouteSpec } from './access-matrix';

const MAIN_COMPANY: readonly RoleName[] = ['demo_hr', 'demo_hr2', 'demo_admin'];
const WITH_CARD: readonly RoleName[] = ['demo_hr', 'demo_admin'];
const rows = (answer: Answer): any[] => answer.body.data?.list ?? [];
const foreignJobs = (jobIds: number[], caller: Caller, what: string) => (jobIds.every((id) => caller.companyJobIds.has(id)) ? undefined : what);
const signupJobs = (answer: Answer): number[] => (answer.body.data?.signup?.jobs ?? answer.body.data?.jobs ?? []).map((job: { id: number }) => job.id);
const OTHER_COMPANY_FEEDBACK = '招聘会报名成功后能否发送短信提醒？';
const MAIN_COMPANY_FEEDBACK = '希望面试邀请支持批量发送，并能在日历中查看当天的面试安排。';

export const FAIRS_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/fair': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/fair?pageSize=100' }),
    // 宝安区 is the other company's sign-up alone, 南山区 the main company's alone.
    leak: async (answer, caller) => {
      const foreign = MAIN_COMPANY.includes(caller.role) ? '宝安区' : '南山区';
      return rows(answer).some((fair) => fair.title.startsWith(foreign) && (fair.signedUp || fair.boothNo))
        ? "shows another company's sign-up as the caller's"
        : undefined;
    },
  },
  'GET /front/v1/fair/:id': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/fair/3' }),
    leak: async (answer, caller) =>
      MAIN_COMPANY.includes(caller.role) && answer.body.data?.signup
        ? "answers another company's sign-up"
        : foreignJobs(signupJobs(answer), caller, "lists another company's jobs at the fair"),
  },
  'GET /front/v1/fair/:id/applications': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/fair/2/applications?pageSize=100' }),
    leak: async (answer, caller) =>
      foreignJobs(
        rows(answer).map((row) => row.job.id),
        caller,
        'lists an application to another company',
      ),
  },
  // Nobody signs up to fair 4 here: every target is a job the caller may not bring, or none.
  'POST /front/v1/fair/:id/signup': {
    kind: 'record',
    names: ['job'],
    request: ({ job }) => ({ method: 'POST', url: '/front/v1/fair/4/signup', payload: { jobIds: [job.id] } }),
    control: [],
  },
  'PUT /front/v1/fair/:id/signup': {
    kind: 'record',
    names: ['job'],
    request: ({ job }) => ({ method: 'PUT', url: '/front/v1/fair/1/signup', payload: { jobIds: [job.id] } }),
    control: WITH_CARD,
  },
  'DELETE /front/v1/fair/:id/signup': {
    kind: 'scoped',
    request: () => ({ method: 'DELETE', url: '/front/v1/fair/3/signup' }),
    leak: async (_, caller) => (caller.role === 'other_admin' ? undefined : "cancels another company's sign-up"),
  },
  'GET /front/v1/feedback': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/feedback?pageSize=100' }),
    leak: async (answer, caller) => {
      const foreign = MAIN_COMPANY.includes(caller.role) ? OTHER_COMPANY_FEEDBACK : MAIN_COMPANY_FEEDBACK;
      return rows(answer).some((row) => row.content === foreign) ? "lists another company's feedback" : undefined;
    },
  },
  'POST /front/v1/feedback': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/feedback', payload: { type: 'other', content: '矩阵' } }),
    leak: async (answer, caller) => (answer.body.data?.author === undefined || caller.id === undefined ? 'answers no author' : undefined),
  },
  'GET /front/v1/common/document/:name': {
    kind: 'open',
    why: 'the platform agreement and rules are the same public text for everyone',
    request: () => ({ method: 'GET', url: '/front/v1/common/document/rule' }),
  },
};
