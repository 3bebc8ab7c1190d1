// Where to go after signing in: an in-app path from the `redirect` query, never another site
// ('//host', '/\host'); home otherwise.
export const safeRedirect = (target: string | null, fallback = '/home'): string =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
