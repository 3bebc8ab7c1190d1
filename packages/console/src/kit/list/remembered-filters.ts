// The remembered list filters (docs/console.md §3: "filters for job, company and resume" are
// client state): each list's last query string by scope, so returning to the list restores it.
// Kept for the browser session like the token (sessionStorage), versioned, only the strings.
// The interview list remembers its query too: its calendar week and status are a recruiter's habit.
export type FilterScope = 'job' | 'company' | 'resume' | 'interview';

export const FILTERS_KEY = 'ec-console-filters';
const VERSION = 1;

type Stored = { version: typeof VERSION; filters: Partial<Record<FilterScope, string>> };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored filters; anything of another version or shape counts as none. */
function read(): Stored['filters'] {
  try {
    const parsed = JSON.parse(storage()?.getItem(FILTERS_KEY) ?? 'null') as Stored | null;
    if (parsed?.version !== VERSION || typeof parsed.filters !== 'object' || parsed.filters === null) return {};
    return parsed.filters;
  } catch {
    return {};
  }
}

/** The last query string of the list (without '?'), or ''. */
export function recallFilters(scope: FilterScope): string {
  const value = read()[scope];
  return typeof value === 'string' ? value : '';
}

/** Forgets every list's filters: they are the signed-in user's, and end with the session. */
export function forgetFilters(): void {
  storage()?.removeItem(FILTERS_KEY);
}

export function rememberFilters(scope: FilterScope, search: string): void {
  const filters = { ...read(), [scope]: search.replace(/^\?/, '') };
  storage()?.setItem(FILTERS_KEY, JSON.stringify({ version: VERSION, filters } satisfies Stored));
}
