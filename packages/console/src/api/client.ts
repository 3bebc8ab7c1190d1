// The one HTTP client of the console (STYLE.md 9): ofetch with JSON, the bearer token of the
// session, and the platform envelope `{ code, msg, data }`. The error policy (toasts, redirects,
// the 401 and 490 handling) is applied here too, from api/error-policy.ts.
import { ofetch, type FetchOptions } from 'ofetch';
import { getToken } from '../session/token';

/** The API origin: the server that serves the console. */
export const API_BASE = '/';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type RequestOptions = Omit<FetchOptions<'json'>, 'responseType'> & { responseType?: 'json' | 'blob' };

/** Calls `front/v1/...` and answers the envelope's data (code 200), or rejects. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const body = await ofetch<Envelope<T>>(path.replace(/^\/+/, ''), {
    baseURL: API_BASE,
    ...options,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.headers as Record<string, string> | undefined) },
  } as FetchOptions<'json'>);
  if (body.code !== 200) throw Object.assign(new Error(body.msg), { code: body.code, body });
  return body.data;
}
