// The authorization matrix's knowledge of the help routes (src/http/help.ts, src/http/help) (issue 19).
import type { Answer } from '@employment-cloud/test-support/server/harness';
import type { Caller, RoleName, RouteSpec } from './access-matrix';

// demo_hr2 has no recruiter card, but the help centre asks for none (as the menu badge's count).
const MAIN_COMPANY: readonly RoleName[] = ['demo_hr', 'demo_hr2', 'demo_admin'];
const listIds = (answer: Answer): number[] => (answer.body.data?.list ?? []).map((row: { id: number }) => row.id);
/** The demo data's first sign-up, plan and project belong to demo_hr's company (community.ts). */
const onlyMain = (caller: Caller, what: string) => (MAIN_COMPANY.includes(caller.role) ? undefined : what);
const PROJECT = {
  title: '矩阵项目',
  targetGroup: '矩阵',
  quota: 1,
  startDate: '2027-01-01',
  endDate: '2027-01-02',
  contactName: '矩阵',
  contactMobile: '13800000000',
};
const PLAN = { title: '矩阵计划', startDate: '2027-01-01', endDate: '2027-01-02' };

export const HELP_MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/company/help-user-plan-project': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/company/help-user-plan-project?pageSize=100' }),
    leak: async (answer, caller) =>
      listIds(answer).find((id) => !caller.companySignupIds.has(id)) === undefined ? undefined : 'lists a help sign-up of another company',
  },
  'GET /front/v1/help/signup/counts': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/help/signup/counts' }),
    // Numbers only, of the caller's company (help-center.test.ts compares two companies').
    leak: async (answer) => (Object.values(answer.body.data ?? {}).every((n) => typeof n === 'number') ? undefined : 'answers more than counts'),
  },
  'POST /front/v1/help/signup/:id/approve': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/help/signup/1/approve' }),
    leak: async (_, caller) => onlyMain(caller, "approves another company's help sign-up"),
  },
  'POST /front/v1/help/signup/:id/reject': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/help/signup/2/reject', payload: { reason: '矩阵' } }),
    leak: async (_, caller) => onlyMain(caller, "rejects another company's help sign-up"),
  },
  'POST /front/v1/help/signup/:id/progress': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/help/signup/1/progress', payload: { stage: 2 } }),
    leak: async (_, caller) => onlyMain(caller, "moves on another company's enrolled person"),
  },
  'GET /front/v1/help/plan': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/help/plan?pageSize=100' }),
    leak: async (answer, caller) => {
      const plans: { projects: { id: number }[] }[] = answer.body.data?.list ?? [];
      const projectIds = plans.flatMap((p) => p.projects.map((x) => x.id));
      return MAIN_COMPANY.includes(caller.role) || !projectIds.includes(1) ? undefined : "lists another company's help plan";
    },
  },
  'POST /front/v1/help/plan': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/help/plan', payload: PLAN }),
    leak: async () => undefined,
  },
  'PUT /front/v1/help/plan/:id': {
    kind: 'scoped',
    request: () => ({ method: 'PUT', url: '/front/v1/help/plan/1', payload: PLAN }),
    leak: async (_, caller) => onlyMain(caller, "edits another company's help plan"),
  },
  'GET /front/v1/help/project/:id': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/help/project/1' }),
    leak: async (_, caller) => onlyMain(caller, "opens another company's help project"),
  },
  'POST /front/v1/help/project': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/help/project', payload: { ...PROJECT, planId: 1 } }),
    leak: async (_, caller) => onlyMain(caller, "adds a project to another company's help plan"),
  },
  'PUT /front/v1/help/project/:id': {
    kind: 'scoped',
    request: () => ({ method: 'PUT', url: '/front/v1/help/project/1', payload: PROJECT }),
    leak: async (_, caller) => onlyMain(caller, "edits another company's help project"),
  },
  'GET /front/v1/help/project/:id/enrolled': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/help/project/1/enrolled' }),
    leak: async (_, caller) => onlyMain(caller, "lists another company's enrolled people"),
  },
  'GET /front/v1/help/statistics': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/help/statistics?from=2020-01-01&to=2021-12-31' }),
    leak: async (answer, caller) =>
      MAIN_COMPANY.includes(caller.role) || !(answer.body.data?.byProject ?? []).some((p: { projectId: number }) => p.projectId === 1)
        ? undefined
        : "counts another company's help project",
  },
};
