// What the session keeps in session storage, forgotten when it ends (logout, an expired session):
// the token and the remembered list filters, which are the signed-in user's (issue 32: the next
// user of the tab found the last one's filters). Kept out of token.ts, which the sign-in pages load.
import { forgetFilters } from '../kit/list/remembered-filters';
import { clearToken } from './token';

export function endSessionStorage(): void {
  clearToken();
  forgetFilters();
}
