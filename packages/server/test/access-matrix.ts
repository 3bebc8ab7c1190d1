import type { InjectOptions } from 'fastify';
import type { CandidateRef } from './access-fixtures';
import type { Answer } from '@employment-cloud/test-support/server/harness';
import { JOBS_MANAGE_MATRIX } from './access-matrix-jobs-manage';
import { TALENT_MATRIX } from './access-matrix-talent';
import { FAIRS_MATRIX } from './access-matrix-fairs';
import { HELP_MATRIX } from './access-matrix-help';
import { COLLEAGUES_MATRIX } from './access-matrix-colleagues';
import { COMPANY_MATRIX } from './access-matrix-company';
import { multipart, PNG_1X1 } from './multipart';

// What the authorization matrix (access-matrix.test.ts) knows of each route of the app, keyed
// `METHOD url` as the route table records it. A route missing here fails the matrix: whoever adds
// one says which records it names or returns, and how to tell a leak.

export const ROLES = ['anonymous', 'demo_c1', 'demo_hr', 'demo_hr2', 'demo_admin', 'other_admin', 'platform_root'] as const;
export type RoleName = (typeof ROLES)[number];

export interface Target {
  candidate: CandidateRef;
  job: { id: number };
}

/** Names a candidate, their resume or a job in its path, query or body: run against every target. */
export interface RecordRoute {
  kind: 'record';
  names: readonly ('candidate' | 'job')[];
  request(target: Target, wallTime: string): InjectOptions;
  /** Roles whose permitted target must succeed: proof that the request itself is well formed. */
  control: readonly RoleName[];
}

/** What the caller sees of an answer that succeeded, to judge whether it holds a foreign record. */
export interface Caller {
  role: RoleName;
  id: number | undefined;
  chatId: string | undefined;
  /** Records of the caller's company (none without one). */
  companyJobIds: ReadonlySet<number>;
  companySignupIds: ReadonlySet<number>;
  ownerOfUpload(id: number): Promise<number | null | undefined>;
  /** Whose interview it is, for the routes that answer one as a file (no JSON to read the job from). */
  interviewOf(id: number): Promise<{ jobId: number; candidateId: number } | undefined>;
}

/** Names no record but answers about the caller or their company: `leak` says what of a success is foreign. */
export interface ScopedRoute {
  kind: 'scoped';
  request(): InjectOptions;
  leak(answer: Answer, caller: Caller): Promise<string | undefined>;
}

/** Names and returns no platform record (sign-in, dictionaries, the chat service's own credential check). */
export interface OpenRoute {
  kind: 'open';
  why: string;
  request(role: RoleName): InjectOptions;
}

export type RouteSpec = RecordRoute | ScopedRoute | OpenRoute;

const COMPANY_ROLES: readonly RoleName[] = ['demo_hr', 'demo_admin', 'other_admin'];
const listIds = (answer: Answer): number[] => (answer.body.data?.list ?? []).map((row: { id: number }) => row.id);

export const MATRIX: Record<string, RouteSpec> = {
  'GET /front/v1/chat': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({ method: 'GET', url: `/front/v1/chat?to=${candidate.chatId}&withResume=1` }),
    control: COMPANY_ROLES,
  },
  'POST /front/v1/chat': {
    kind: 'record',
    names: ['candidate', 'job'],
    request: ({ candidate, job }) => ({ method: 'POST', url: '/front/v1/chat', payload: { to: candidate.chatId, jobId: job.id } }),
    control: COMPANY_ROLES,
  },
  'POST /front/v1/interview': {
    kind: 'record',
    names: ['candidate', 'job'],
    request: ({ candidate, job }, interviewTime) => ({
      method: 'POST',
      url: '/front/v1/interview',
      payload: { jobId: job.id, mobile: '13800138000', interviewType: 1, interviewTime, remark: '矩阵', to: candidate.chatId },
    }),
    control: COMPANY_ROLES,
  },
  'POST /front/v1/company-score/add': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({
      method: 'POST',
      url: '/front/v1/company-score/add',
      payload: { scoreType: 2, targetUserId: candidate.id, resumeId: candidate.resumeId },
    }),
    control: COMPANY_ROLES,
  },
  'GET /front/v1/resume/:id': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({ method: 'GET', url: `/front/v1/resume/${candidate.resumeId}` }),
    control: COMPANY_ROLES,
  },
  'GET /front/v1/common/file/getPetUrl/:resumeId': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({ method: 'GET', url: `/front/v1/common/file/getPetUrl/${candidate.resumeId}` }),
    control: [...COMPANY_ROLES, 'demo_hr2', 'demo_c1'],
  },
  'GET /front/v1/common/file/downResume/:resumeId': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate }) => ({ method: 'GET', url: `/front/v1/common/file/downResume/${candidate.resumeId}` }),
    control: [...COMPANY_ROLES, 'demo_hr2', 'demo_c1'],
  },
  'GET /front/v1/job': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/job?pageSize=100' }),
    leak: async (answer, caller) => (listIds(answer).find((id) => !caller.companyJobIds.has(id)) === undefined ? undefined : 'lists a job of another company'),
  },
  'GET /front/v1/user/info': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/user/info' }),
    leak: async (answer, caller) => (answer.body.data?.id === caller.id ? undefined : 'answers about another user'),
  },
  'POST /front/v1/im/user-sig': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/im/user-sig' }),
    leak: async (answer, caller) => (answer.body.data?.userID === caller.chatId ? undefined : 'signs for another chat user'),
  },
  'POST /front/v1/im/admin-user-sig': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/im/admin-user-sig' }),
    leak: async (_, caller) => (caller.role === 'platform_root' ? undefined : 'gives the system account to a non-administrator'),
  },
  'POST /front/v1/common/uploadFile': {
    kind: 'scoped',
    request: () => {
      const { payload, headers } = multipart({ name: 'matrix.png', type: 'image/png', bytes: PNG_1X1 });
      return { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers };
    },
    leak: async (answer, caller) => ((await caller.ownerOfUpload(answer.body.data.id)) === caller.id ? undefined : 'stores the file as someone else'),
  },
  // The candidate's own interview (the card in their chat): a success must be the caller's.
  'GET /front/v1/candidate/interview/:id': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/candidate/interview/1' }),
    leak: async (answer, caller) => (answer.body.data?.candidateId === caller.id ? undefined : "reaches another user's interview"),
  },
  // Its .ics file: a success must be the caller's own interview.
  'GET /front/v1/candidate/interview/:id/ics': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/candidate/interview/1/ics' }),
    leak: async (_, caller) => ((await caller.interviewOf(1))?.candidateId === caller.id ? undefined : "reaches another user's interview"),
  },
  'POST /front/v1/candidate/interview/:id/respond': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/candidate/interview/1/respond', payload: { accept: false } }),
    leak: async (answer, caller) => (answer.body.data?.candidateId === caller.id ? undefined : "answers another user's interview"),
  },
  'POST /front/v1/common/logout': {
    kind: 'scoped',
    request: () => ({ method: 'POST', url: '/front/v1/common/logout' }),
    // Ends the caller's own session (the token it sent): nothing else to reach.
    leak: async (answer) => (answer.body.data === null ? undefined : 'answers with data'),
  },
  // The example candidate portal (src/http/portal, issue 18). Applying names the candidate's resume
  // (another's answers as missing); any published job may be applied to, so no job is foreign.
  'POST /front/v1/candidate/applications': {
    kind: 'record',
    names: ['candidate'],
    request: ({ candidate, job }) => ({ method: 'POST', url: '/front/v1/candidate/applications', payload: { jobId: job.id, resumeId: candidate.resumeId } }),
    // demo_c1 applied to the permitted job in the demo data, so here it answers 409 (a duplicate):
    // the success of this very request is proved in portal-applications.test.ts instead.
    control: [],
  },
  // A candidate's own resumes and applications: nobody else gets an answer, and a candidate has one resume.
  'GET /front/v1/candidate/resumes': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/candidate/resumes' }),
    leak: async (answer, caller) =>
      caller.role === 'demo_c1' && listIds(answer).length <= 1 ? undefined : 'lists resumes to someone other than their candidate',
  },
  'GET /front/v1/candidate/applications': {
    kind: 'scoped',
    request: () => ({ method: 'GET', url: '/front/v1/candidate/applications' }),
    leak: async (_, caller) => (caller.role === 'demo_c1' ? undefined : 'lists applications to someone other than a candidate'),
  },
  'GET /front/v1/portal/jobs': {
    kind: 'open',
    why: "the portal's job board: published jobs, public by design (portal-jobs.test.ts: nothing unpublished is listed)",
    request: () => ({ method: 'GET', url: '/front/v1/portal/jobs?size=50' }),
  },
  'GET /front/v1/portal/jobs/:id': {
    kind: 'open',
    why: 'a published job, public by design; one that is not published answers as missing (portal-jobs.test.ts)',
    request: () => ({ method: 'GET', url: '/front/v1/portal/jobs/1' }),
  },
  'POST /front/v1/common/login': {
    kind: 'open',
    why: 'sign-in by username and password; answers only a token for that account',
    request: () => ({ method: 'POST', url: '/front/v1/common/login', payload: { username: 'demo_hr', password: 'wrong-password' } }),
  },
  'POST /front/v1/common/mockLogin': {
    kind: 'open',
    why: 'development sign-in, off unless ALLOW_MOCK_LOGIN',
    request: () => ({ method: 'POST', url: '/front/v1/common/mockLogin?username=no_such_user&scope=company' }),
  },
  'POST /front/v1/common/password-reset/code': {
    kind: 'open',
    why: 'the same answer for every username; the code goes to the account holder',
    request: (role) => ({ method: 'POST', url: '/front/v1/common/password-reset/code', payload: { username: `no_such_${role}` } }),
  },
  'POST /front/v1/common/password-reset': {
    kind: 'open',
    why: 'needs the one-time code of the account',
    request: () => ({ method: 'POST', url: '/front/v1/common/password-reset', payload: { username: 'demo_hr', code: '000000', password: 'new-password-1' } }),
  },
  'POST /save_error_logger': {
    kind: 'open',
    why: 'write-only error reports',
    request: () => ({ method: 'POST', url: '/save_error_logger', payload: { message: 'matrix' } }),
  },
  'GET /front/v1/common/dict-data': {
    kind: 'open',
    why: 'public dictionaries',
    request: () => ({ method: 'GET', url: '/front/v1/common/dict-data?dictType=score_type' }),
  },
  'GET /front/v1/common/map-picker': {
    kind: 'open',
    why: "the map drawer's picker page from the server's settings: the same for every company user, no record",
    request: () => ({ method: 'GET', url: '/front/v1/common/map-picker' }),
  },
  'GET /chat': {
    kind: 'open',
    why: 'the chat service: a WebSocket whose login frame carries a UserSig (chat-*.test.ts); plain HTTP gets 426',
    request: () => ({ method: 'GET', url: '/chat' }),
  },
  'OPTIONS *': {
    kind: 'open',
    why: 'CORS preflights (@fastify/cors, src/http/cors.ts): headers for allow-listed portal origins, no data',
    request: () => ({
      method: 'OPTIONS',
      url: '/front/v1/im/user-sig',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' },
    }),
  },
  'POST /chat/files': {
    kind: 'open',
    why: 'chat media, authorised by a UserSig header (chat-upload.test.ts), not by the session',
    request: () => ({ method: 'POST', url: '/chat/files' }),
  },
  'GET /healthz': {
    kind: 'open',
    why: 'the liveness probe (src/http/health.ts): { status } only',
    request: () => ({ method: 'GET', url: '/healthz' }),
  },
  'GET /readyz': {
    kind: 'open',
    why: "the readiness probe (src/http/health.ts): the checks' outcomes, no record",
    request: () => ({ method: 'GET', url: '/readyz' }),
  },
  'GET /uploads/*': {
    kind: 'open',
    why: 'uploaded files under 128-bit random names, shared by URL in chat messages',
    request: () => ({ method: 'GET', url: '/uploads/00000000000000000000000000000000.png' }),
  },
  ...JOBS_MANAGE_MATRIX,
  ...TALENT_MATRIX,
  ...FAIRS_MATRIX,
  ...HELP_MATRIX,
  ...COLLEAGUES_MATRIX,
  ...COMPANY_MATRIX,
};
