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
