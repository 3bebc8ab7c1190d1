// The one HTTP client of the console (docs/development.md §5, rule 9): ofetch with JSON, the bearer
// token of the session, the current page path in `x-page-path`, and the platform envelope
// `{ code, msg, data }`.
// Every outcome other than body code 200 goes through the error policy (error-policy.ts).
import type { Envelope } from '@employment-cloud/api-contract';
import { ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import type { ConsoleKey } from '../i18n-keys';
import { getToken } from '../session/token';
import { apiEffects } from './api-effects';
import { ApiError } from './api-error';
import { applyErrorPolicy, type CallPolicy, type Outcome } from './error-policy';
import { requestLanguage } from './request-language';

/**
 * The API origin: the server that serves the console, as an absolute base: ofetch treats '/' as
 * none and resolves 'front/v1/...' against the page's folder (/enterprise_web/zhiwei/front/v1/...).
 */
const baseURL = () => (typeof window === 'undefined' ? '/' : `${window.location.origin}/`);

/**
 * The page the call was made from, for the server's logs. The server reads no such header today;
 * it is sent as the spec asks (§7) so access logs can name the page.
 */
const PAGE_PATH_HEADER = 'x-page-path';

export type RequestOptions = Omit<FetchOptions<'json'>, 'responseType' | 'ignoreResponseError'> & {
  responseType?: 'json' | 'blob';
  /** How failures are handled (error-policy.ts); `false` opts this call out: it only rejects. */
  policy?: CallPolicy | false;
};

function headersFor(options: RequestOptions): Record<string, string> {
  const token = getToken();
  const page = typeof window === 'undefined' ? undefined : window.location.pathname;
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    // The server words its messages in the request's language.
    ...(requestLanguage() ? { 'accept-language': requestLanguage()! } : {}),
    ...(page ? { [PAGE_PATH_HEADER]: page } : {}),
    ...(options.headers as Record<string, string> | undefined),
  };
}

async function send(path: string, options: RequestOptions): Promise<FetchResponse<unknown> | { status: 0; _data: undefined }> {
  const { policy: _policy, ...rest } = options;
  try {
    return await ofetch.raw(path.replace(/^\/+/, ''), {
      baseURL: baseURL(),
      ...rest,
      headers: headersFor(options),
      ignoreResponseError: true,
    } as FetchOptions<'json'>);
  } catch {
    return { status: 0, _data: undefined };
  }
}

const isEnvelope = (v: unknown): v is Envelope<unknown> => typeof v === 'object' && v !== null && typeof (v as Envelope<unknown>).code === 'number';

/** What a failure without the server's message says: no answer, the service down (5xx), or else. */
const failureKey = (status: number): ConsoleKey => (status === 0 ? 'api.unreachable' : status >= 500 ? 'api.unavailable' : 'api.requestFailed');

/** Calls the server and settles by the error policy: the data, the envelope, or an ApiError. */
async function call(path: string, options: RequestOptions): Promise<{ data: unknown; envelope?: Envelope<unknown>; asIs: boolean }> {
  const res = await send(path, options);
  const payload = res._data;
  let outcome: Outcome;
  if (res.status >= 200 && res.status < 300) {
    if (!isEnvelope(payload)) return { data: payload, asIs: false }; // a blob (or any non-envelope body) passes through
    outcome = { kind: 'body', code: payload.code, msg: payload.msg };
  } else {
    outcome = { kind: 'http', status: res.status, msg: isEnvelope(payload) ? payload.msg : undefined };
  }
  const envelope = isEnvelope(payload) ? payload : undefined;
  const verdict =
    options.policy === false
      ? outcome.kind === 'body' && outcome.code === 200
        ? 'data'
        : 'reject'
      : applyErrorPolicy(outcome, options.policy ?? {}, apiEffects());
  if (verdict === 'reject') {
    const code = outcome.kind === 'body' ? outcome.code : envelope?.code;
    const status = outcome.kind === 'body' ? res.status : outcome.status;
    throw new ApiError(outcome.msg || apiEffects().t(failureKey(status)), code, status, payload);
  }
  return { data: envelope?.data, envelope, asIs: verdict === 'body' };
}

/** Calls `front/v1/...` and answers the envelope's data, or rejects with an ApiError. Blob responses pass through. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const result = await call(path, options);
  return (result.asIs ? result.envelope : result.data) as T;
}

/** For calls that read the body as is whatever its code (company-score add; scan login with 403 via `bodyAsIs: [403]`). */
export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const policy = options.policy === false ? false : { bodyAsIs: 'all' as const, ...options.policy };
  const result = await call(path, { ...options, policy });
  return (result.envelope ?? { code: 200, msg: '', data: result.data }) as Envelope<T>;
}
