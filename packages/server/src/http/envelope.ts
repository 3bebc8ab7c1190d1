import type { Envelope, ListOf } from '@employment-cloud/api-contract';

/** Every JSON answer (the contract's Envelope): code 200 on success, data holding the result. */
export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

export const listOf = <T>(list: T[], count: number): Envelope<ListOf<T>> => ok({ list, count });

/**
 * A failure the client should see. `code` goes in the body; `status` is the HTTP status, 200
 * for business errors (the console's error policy reads the body code) and a real status where
 * the spec's HTTP path applies (401 login failure, 404 unknown route, 490 no recruiter card).
 * `key` is an i18n message key, translated into the request's locale when answered.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly status = 200,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new ApiError(400, key, params);
export const notFound = (key = 'record.notFound') => new ApiError(404, key);
