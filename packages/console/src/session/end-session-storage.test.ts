/** @jest-environment jsdom */
import { recallFilters, rememberFilters } from '../kit/list/remembered-filters';
import { endSessionStorage } from './end-session-storage';
import { getToken, setToken } from './token';

// Issue 32: a list's remembered filters outlived logout, so the next user of the tab got them.
it('forgets the remembered list filters with the token', () => {
  setToken('t1');
  rememberFilters('job', '?status=2&keyword=仓储');
  rememberFilters('resume', 'degree=5');
  expect(recallFilters('job')).toBe('status=2&keyword=仓储');
  endSessionStorage();
  expect(getToken()).toBeNull();
  expect(recallFilters('job')).toBe('');
  expect(recallFilters('resume')).toBe('');
});
