// Where to go after signing in: an in-app path from the `redirect` query, never another site
// ('//host', '/\host'); home otherwise.
import { HOME_PATH } from '../routes';

export const safeRedirect = (target: string | null, fallback = HOME_PATH): string =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
