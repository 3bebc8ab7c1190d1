// The platform's REST API (front/v1/..., answering the envelope { code, msg, data }) on this
// page's own origin: the dev and preview servers proxy it to the API (vite.config.ts).
import type { HostFetcher } from '@employment-cloud/chat-widget';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

interface CallOptions {
  method?: string;
  body?: unknown;
  responseType?: 'json' | 'blob';
  token?: string;
}

async function call<T>(path: string, { method = 'GET', body, responseType = 'json', token }: CallOptions): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/${path.replace(/^\/+/, '')}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  // A download (a resume file) is the body itself; failures still answer an envelope.
  if (responseType === 'blob' && res.ok && !res.headers.get('content-type')?.includes('json')) return (await res.blob()) as T;
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (envelope?.code !== 200) throw new PlatformError(envelope?.msg || `HTTP ${res.status}`, envelope?.code ?? res.status);
  return envelope.data;
}

/** Signs in with a platform account; answers the session's bearer token. */
export async function signIn(username: string, password: string): Promise<string> {
  const data = await call<{ token: string }>('front/v1/common/login', { method: 'POST', body: { username, password } });
  return data.token;
}

/** The widget's view of the API: the same calls, as the signed-in user. */
export function fetcherFor(token: string): HostFetcher {
  return <T>(path: string, init: Omit<CallOptions, 'token'> = {}) => call<T>(path, { ...init, token });
}
