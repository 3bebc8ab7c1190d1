// Why the last sign-in attempt failed, in the two kinds the shell tells apart: the API or the chat
// service could not be reached at all (CORS or origin refusal, server down: nothing the server
// said), or the server refused.

/** The code a fetcher gives a rejection when the request never got an answer (see embedFetcher). */
export const NETWORK_ERROR_CODE = 'network';

/**
 * The chat SDK's network error codes (NETWORK_ERROR, NETWORK_TIMEOUT, NO_NETWORK), which the local
 * engine shares (2800). Written out rather than imported: the engine's index would pull the local
 * engine into the widget's first download (test/size.test.ts).
 */
const ENGINE_NETWORK_CODES: readonly unknown[] = [2800, 2801, 2805];

export interface SessionError {
  /** `NETWORK_ERROR_CODE`, or the refusal's code (the envelope's body code, an engine error code). */
  code: string | number | null;
  /** The server's or engine's own words; empty when it gave none. */
  message: string;
}

/**
 * A failure as the session keeps it. Also of the network kind: a bare TypeError, what `fetch`
 * rejects with when no answer came (a host fetcher that passes it through, a lazy engine chunk
 * that failed to load), and the engine's network code (its socket could not be opened: the chat
 * service refuses this page's origin as the API does, or is down).
 */
export function toSessionError(error: unknown): SessionError {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message ?? '') : typeof error === 'string' ? error : '';
  if (code === NETWORK_ERROR_CODE || ENGINE_NETWORK_CODES.includes(code) || (code === undefined && error instanceof TypeError))
    return { code: NETWORK_ERROR_CODE, message };
  return { code: typeof code === 'string' || typeof code === 'number' ? code : null, message };
}
