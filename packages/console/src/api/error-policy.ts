// The console's one HTTP error policy (docs/development.md §5, rule 9, docs/console.md §8): what a
// call's outcome — the envelope's body code or the HTTP status — does (toast, redirect, modal,
// silence) and how the call settles. The first row that applies wins. Side effects come from
// api-effects.ts.
import { BASENAME, pathOf } from '../routes';
import type { ApiEffects } from './api-effects';

export type Outcome = { kind: 'body'; code: number; msg: string } | { kind: 'http'; status: number; msg?: string };

export interface CallPolicy {
  /** `extraInfo`: the extra-info request variant (401 as usual, 403 silent, others "internal service error"). */
  variant?: 'default' | 'extraInfo';
  /** Body codes the caller gets the whole envelope for instead of a rejection ('all': every code but 401). */
  bodyAsIs?: readonly number[] | 'all';
}

/** `data`: resolve with the envelope's data; `body`: resolve with the whole envelope; `reject`. */
export type Verdict = 'data' | 'body' | 'reject';

export interface PolicyRow {
  name: string;
  applies(outcome: Outcome, policy: CallPolicy): boolean;
  handle(outcome: Outcome, fx: ApiEffects): Verdict;
}

export const TOAST_MS = 3000;
export const LOGIN_PATH = pathOf('login');
export const NAME_CARD_PATH = pathOf('name-card');

/** Where the user is (path and query below the basename), or '' outside a browser. */
function currentPage(): string {
  if (typeof window === 'undefined') return '';
  const { pathname, search } = window.location;
  return (pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname) + search;
}

/** A chat modal is open (the widget's root inside a dialog): it is opened again after the card is made. */
function chatOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[role="dialog"] .ec-chat') !== null;
}

/**
 * The name-card page for a 490: the server's message to show there (`msg`), where the user was
 * (`redirect`, to return to after saving) and whether the chat was open (`chat=1`).
 */
export function nameCardTarget(msg: string, from: string, chat: boolean): string {
  // Another 490 while the page is shown (a kept-alive page's call) keeps its way back.
  if (from.startsWith(NAME_CARD_PATH)) return from;
  const params = new URLSearchParams();
  if (msg) params.set('msg', msg);
  if (from) params.set('redirect', from);
  if (chat) params.set('chat', '1');
  const query = params.toString();
  return query ? `${NAME_CARD_PATH}?${query}` : NAME_CARD_PATH;
}

const body = (o: Outcome, code?: number) => o.kind === 'body' && (code === undefined || o.code === code);
const http = (o: Outcome, status?: number) => o.kind === 'http' && (status === undefined || o.status === status);
const extraInfo = (p: CallPolicy) => p.variant === 'extraInfo';
const internalError = (fx: ApiEffects) => fx.t('api.internalError');
const serverMessage = (o: Outcome) => (o.kind === 'body' ? o.msg : o.msg) || '';

export const ERROR_POLICY: readonly PolicyRow[] = [
  { name: 'body 200: the data', applies: (o) => body(o, 200), handle: () => 'data' },
  {
    name: 'body 401: session gone, back to login',
    applies: (o) => body(o, 401),
    handle: (_o, fx) => {
      fx.clearStorage();
      fx.toastError(fx.t('api.loggedOut'), TOAST_MS);
      fx.logoutChat();
      fx.navigate(LOGIN_PATH);
      return 'reject';
    },
  },
  {
    name: 'body code the call takes as is (scan login 403, company-score add)',
    applies: (o, p) => o.kind === 'body' && (p.bodyAsIs === 'all' || (p.bodyAsIs ?? []).includes(o.code)),
    handle: () => 'body',
  },
  { name: 'body 501: not an error', applies: (o) => body(o, 501), handle: () => 'data' },
  {
    name: 'extra-info 403: silent',
    applies: (o, p) => extraInfo(p) && (body(o, 403) || http(o, 403)),
    handle: () => 'reject',
  },
  {
    name: 'extra-info other: internal service error',
    applies: (o, p) => extraInfo(p) && !http(o, 401),
    handle: (_o, fx) => {
      fx.toastError(internalError(fx), TOAST_MS);
      return 'reject';
    },
  },
  {
    name: 'body other than 200 and 501: the server message',
    applies: (o) => body(o),
    handle: (o, fx) => {
      fx.toastError(serverMessage(o) || internalError(fx), TOAST_MS);
      return 'reject';
    },
  },
  {
    name: 'HTTP 401: login failed',
    applies: (o) => http(o, 401),
    handle: (_o, fx) => {
      fx.clearStorage();
      fx.toastError(fx.t('api.loginFailed'), TOAST_MS);
      return 'reject';
    },
  },
  {
    name: 'HTTP 490: create the recruiter card first',
    applies: (o) => http(o, 490),
    handle: (o, fx) => {
      fx.navigate(nameCardTarget(serverMessage(o), currentPage(), chatOpen()));
      return 'reject';
    },
  },
  {
    name: 'HTTP 491: modal, reload on OK',
    applies: (o) => http(o, 491),
    handle: (o, fx) => {
      fx.showModal(serverMessage(o) || internalError(fx), () => fx.reload());
      return 'reject';
    },
  },
  {
    name: 'other HTTP error: the server message',
    applies: (o) => http(o),
    handle: (o, fx) => {
      fx.toastError(serverMessage(o) || internalError(fx), TOAST_MS);
      return 'reject';
    },
  },
];

/** Applies the first row for `outcome` and answers how the call settles. */
export function applyErrorPolicy(outcome: Outcome, policy: CallPolicy, fx: ApiEffects): Verdict {
  const row = ERROR_POLICY.find((r) => r.applies(outcome, policy));
  return row ? row.handle(outcome, fx) : 'reject';
}
