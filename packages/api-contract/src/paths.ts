// The route paths of front/v1, as the server registers them (`:name` a path parameter). Plain
// strings, no zod: a client that imports a path and pathTo takes no schema with it.

/** The names of a path's `:name` parameters. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path relative to the API base (no leading slash), its parameters filled in and encoded. */
export function pathTo<P extends string>(route: P, ...[params]: [ParamsOf<P>] extends [never] ? [] : [Record<ParamsOf<P>, string | number>]): string {
  const values: Record<string, string | number> = params ?? {};
  return route.slice(1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The main admin's colleagues (colleagues.ts). */
export const COLLEAGUE_PATHS = {
  list: '/front/v1/colleague',
  add: '/front/v1/colleague',
  disable: '/front/v1/colleague/:id/disable',
  enable: '/front/v1/colleague/:id/enable',
  resetPassword: '/front/v1/colleague/:id/reset-password',
  handover: '/front/v1/colleague/:id/handover',
} as const;

/** The recruitment data (statistics.ts). */
export const STATISTICS_PATHS = {
  recruiting: '/front/v1/statistics/recruiting',
} as const;

/** A conversation's job and resume context, and the chat linkage (chat.ts). */
export const CHAT_PATHS = {
  context: '/front/v1/chat',
  link: '/front/v1/chat',
} as const;

/** The company profile (company.ts): GET reads it, PUT saves it. */
export const COMPANY_PATHS = {
  profile: '/front/v1/company/profile',
} as const;

/** The console's feedback (feedback.ts): GET lists, POST sends. */
export const FEEDBACK_PATHS = {
  list: '/front/v1/feedback',
  send: '/front/v1/feedback',
} as const;

/** The platform's documents (documents.ts). */
export const DOCUMENT_PATHS = {
  document: '/front/v1/common/document/:name',
} as const;

/** A job's candidate pipeline (pipeline.ts). */
export const PIPELINE_PATHS = {
  pipeline: '/front/v1/job/:id/pipeline',
} as const;

/** The dictionaries and the map picker's page (dictionaries.ts). */
export const DICTIONARY_PATHS = {
  dictData: '/front/v1/common/dict-data',
  mapPicker: '/front/v1/common/map-picker',
} as const;

/** The company's jobs (jobs.ts); a job's pipeline is PIPELINE_PATHS'. */
export const JOB_PATHS = {
  list: '/front/v1/job',
  counts: '/front/v1/job/counts',
  detail: '/front/v1/job/:id',
  create: '/front/v1/job',
  update: '/front/v1/job/:id',
  publish: '/front/v1/job/:id/publish',
  offline: '/front/v1/job/:id/offline',
  refresh: '/front/v1/job/:id/refresh',
  copy: '/front/v1/job/:id/copy',
  remove: '/front/v1/job/:id',
} as const;

/** The company's interviews (interviews.ts); `calendar` answers an .ics file. */
export const INTERVIEW_PATHS = {
  create: '/front/v1/interview',
  list: '/front/v1/interview',
  detail: '/front/v1/interview/:id',
  cancel: '/front/v1/interview/:id/cancel',
  reschedule: '/front/v1/interview/:id/reschedule',
  calendar: '/front/v1/interview/:id/ics',
  outcome: '/front/v1/interview/:id/outcome',
} as const;

/** The invited candidate's interview (candidate-interviews.ts); `calendar` answers an .ics file. */
export const CANDIDATE_INTERVIEW_PATHS = {
  detail: '/front/v1/candidate/interview/:id',
  calendar: '/front/v1/candidate/interview/:id/ics',
  respond: '/front/v1/candidate/interview/:id/respond',
} as const;

/** The resume submissions to the company (submissions.ts); `resumesZip` answers a zip file. */
export const SUBMISSION_PATHS = {
  list: '/front/v1/submission',
  counts: '/front/v1/submission/counts',
  detail: '/front/v1/submission/:id',
  resumesZip: '/front/v1/submission/resumes.zip',
} as const;

/** One resume in full (candidates.ts), for the resume drawer wherever a candidate appears. */
export const RESUME_PATHS = {
  detail: '/front/v1/resume/:id',
} as const;

/** The company's talent pool and the caller's favourites (talent.ts). */
export const TALENT_PATHS = {
  list: '/front/v1/talent',
  add: '/front/v1/talent',
  update: '/front/v1/talent/:id',
  remove: '/front/v1/talent/:id',
  favourites: '/front/v1/favourite',
  addFavourite: '/front/v1/favourite',
  removeFavourite: '/front/v1/favourite/:id',
} as const;

/** Open resume search (resume-search.ts), union recommendations (recommendations.ts), the contacted (contacts.ts). */
export const CANDIDATE_LIST_PATHS = {
  resumeSearch: '/front/v1/resume/search',
  recommendations: '/front/v1/recommend',
  accept: '/front/v1/recommend/:id/accept',
  dismiss: '/front/v1/recommend/:id/dismiss',
  contacted: '/front/v1/contacted',
} as const;
