// Script errors and unhandled rejections, posted to save_error_logger (docs/console.md §3, §8).
// Throttled: a burst of the same failure must not flood the server (it allows 30 a minute).
import { getToken } from '../session/token';
import { request } from './client';

export interface ErrorLogRecord {
  type: string;
  code: string;
  message: string;
  url: string;
  time: string;
  token: string;
  userId: string;
  userName: string;
}

export interface ErrorLoggerOptions {
  /** What to listen on: `window` in the browser. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The signed-in user, if known. */
  getUser?: () => { id?: string | number; name?: string } | undefined;
  /** Sends a record; by default POST save_error_logger, with the error policy off (a failed log is not the user's business). */
  post?: (record: ErrorLogRecord) => Promise<unknown>;
  /** At most `limit` records per `windowMs`; the rest are dropped. */
  limit?: number;
  windowMs?: number;
  now?: () => number;
  currentUrl?: () => string;
}

const postRecord = (record: ErrorLogRecord) => request('save_error_logger', { method: 'POST', body: record, policy: false });

function describe(event: Event): { type: string; code: string; message: string } {
  if (event.type === 'unhandledrejection') {
    const reason = (event as PromiseRejectionEvent).reason as { message?: string; code?: unknown } | undefined;
    return { type: 'unhandledrejection', code: String(reason?.code ?? ''), message: String(reason?.message ?? reason ?? '') };
  }
  const e = event as ErrorEvent;
  const where = e.filename ? ` (${e.filename}:${e.lineno}:${e.colno})` : '';
  return { type: 'error', code: String((e.error as { name?: string } | undefined)?.name ?? ''), message: `${e.message ?? ''}${where}` };
}

/** Starts reporting; answers a function that stops. */
export function installErrorLogger(options: ErrorLoggerOptions = {}): () => void {
  const target = options.target ?? window;
  const { limit = 10, windowMs = 60_000, now = Date.now, post = postRecord } = options;
  const currentUrl = options.currentUrl ?? (() => (typeof window === 'undefined' ? '' : window.location.href));
  let sent: number[] = [];

  const report = (event: Event) => {
    const at = now();
    sent = sent.filter((t) => at - t < windowMs);
    if (sent.length >= limit) return;
    sent.push(at);
    const user = options.getUser?.();
    const record: ErrorLogRecord = {
      ...describe(event),
      url: currentUrl(),
      time: new Date(at).toISOString(),
      token: getToken() ?? '',
      userId: user?.id === undefined ? '' : String(user.id),
      userName: user?.name ?? '',
    };
    post(record).catch(() => undefined);
  };

  target.addEventListener('error', report);
  target.addEventListener('unhandledrejection', report);
  return () => {
    target.removeEventListener('error', report);
    target.removeEventListener('unhandledrejection', report);
  };
}
