// The help centre's calls (issue 19): sign-ups (the menu badge's list, spec §7) and their review,
// plans and projects, enrolled people's progress, statistics. Company-scoped on the server; every
// failure goes through the console's error policy and rejects with an ApiError.
import { request } from './client';

/** Sign-up status (dictionary help_status): 1 pending, 2 approved, 3 rejected. */
export const HELP_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
export type HelpStatus = (typeof HELP_STATUS)[keyof typeof HELP_STATUS];
/** An approved (enrolled) person's progress. */
export const HELP_STAGE = { enrolled: 1, trained: 2, employed: 3 } as const;
export type HelpStage = (typeof HELP_STAGE)[keyof typeof HELP_STAGE];

export const SIGNUPS_PATH = 'front/v1/company/help-user-plan-project';

export interface HelpSignup {
  id: number;
  status: HelpStatus;
  remark: string | null;
  createdAt: string;
  reviewedAt: string | null;
  projectId: number;
  projectTitle: string;
  planId: number;
  planTitle: string;
  userName: string;
  userMobile: string | null;
}

export interface HelpSignupCounts {
  pending: number;
  approved: number;
  rejected: number;
}

export interface HelpProjectInput {
  title: string;
  targetGroup: string;
  quota: number;
  startDate: string;
  endDate: string;
  description: string | null;
  contactName: string;
  contactMobile: string;
}

export interface HelpProjectSummary extends HelpProjectInput {
  id: number;
  planId: number;
  pending: number;
  enrolled: number;
  rejected: number;
}

export interface HelpProject extends HelpProjectSummary {
  planTitle: string;
  /** The plan's period, which the project's must lie within. */
  planStartDate: string;
  planEndDate: string;
  createdAt: string;
}

export interface HelpPlanInput {
  title: string;
  description: string | null;
  startDate: string;
  endDate: string;
}

export interface HelpPlan extends HelpPlanInput {
  id: number;
  status: number;
  createdAt: string;
  projects: Omit<HelpProjectSummary, 'description'>[];
}

export interface EnrolledPerson {
  id: number;
  userName: string;
  userMobile: string | null;
  stage: HelpStage | null;
  createdAt: string;
  enrolledAt: string | null;
  trainedAt: string | null;
  employedAt: string | null;
}

export type HelpUnit = 'week' | 'month';
export interface HelpEventCounts {
  signups: number;
  enrolled: number;
  trained: number;
  employed: number;
  rejected: number;
}
export interface HelpStatistics {
  from: string;
  to: string;
  unit: HelpUnit;
  totals: HelpEventCounts;
  timeline: (HelpEventCounts & { period: string })[];
  byProject: (HelpEventCounts & { projectId: number; title: string })[];
  outcome: { pending: number; enrolled: number; trained: number; employed: number; rejected: number };
}

const HELP = 'front/v1/help';
const listOf = <T>(data: { list: T[]; count: number }) => ({ list: data.list, total: Number(data.count) });

export async function fetchSignups(query: { pageNum: number; pageSize: number; status?: HelpStatus }) {
  const params = new URLSearchParams({ pageNum: String(query.pageNum), pageSize: String(query.pageSize) });
  if (query.status) params.set('status', String(query.status));
  return listOf(await request<{ list: HelpSignup[]; count: number }>(`${SIGNUPS_PATH}?${params}`));
}
export const fetchSignupCounts = () => request<HelpSignupCounts>(`${HELP}/signup/counts`);
export const approveSignup = (id: number) => request<{ id: number }>(`${HELP}/signup/${id}/approve`, { method: 'POST' });
export const rejectSignup = (id: number, reason: string) => request<{ id: number }>(`${HELP}/signup/${id}/reject`, { method: 'POST', body: { reason } });
export const advanceProgress = (id: number, stage: HelpStage) =>
  request<{ id: number; stage: HelpStage }>(`${HELP}/signup/${id}/progress`, { method: 'POST', body: { stage } });

/** All the company's plans (a company runs a handful), each with its projects. */
export const fetchPlans = async () => listOf(await request<{ list: HelpPlan[]; count: number }>(`${HELP}/plan?pageSize=100`));
export const createPlan = (input: HelpPlanInput) => request<{ id: number }>(`${HELP}/plan`, { method: 'POST', body: input });
export const updatePlan = (id: number, input: HelpPlanInput) => request<{ id: number }>(`${HELP}/plan/${id}`, { method: 'PUT', body: input });

export const fetchProject = (id: number) => request<HelpProject>(`${HELP}/project/${id}`);
export const createProject = (planId: number, input: HelpProjectInput) =>
  request<{ id: number }>(`${HELP}/project`, { method: 'POST', body: { ...input, planId } });
export const updateProject = (id: number, input: HelpProjectInput) => request<{ id: number }>(`${HELP}/project/${id}`, { method: 'PUT', body: input });
export const fetchEnrolled = async (projectId: number) =>
  listOf(await request<{ list: EnrolledPerson[]; count: number }>(`${HELP}/project/${projectId}/enrolled`));

export const fetchHelpStatistics = (query: { from: string; to: string; unit: HelpUnit }) =>
  request<HelpStatistics>(`${HELP}/statistics?${new URLSearchParams(query)}`);
