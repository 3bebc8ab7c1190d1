// Every route page is loaded through lazyWithTimeout (docs/console.md §9: a chunk not in after
// 120 s gives the reload prompt; lazy/ tests the time-out itself).
import { screen } from '@testing-library/react';
import { renderApp, resetAppAfterEach } from '../test/live-app';
import { routes } from './routes';

const wrapped: unknown[] = [];
jest.mock('./lazy', () => {
  const actual = jest.requireActual<typeof import('./lazy')>('./lazy');
  return {
    ...actual,
    lazyWithTimeout: (importer: () => Promise<never>, ms?: number) => {
      wrapped.push(importer);
      return actual.lazyWithTimeout(importer, ms);
    },
  };
});

resetAppAfterEach();

it('loads the page of a route with the chunk time-out', async () => {
  renderApp('/login');
  expect(await screen.findByRole('heading', { name: '企业登录' })).toBeTruthy();
  expect(wrapped).toContain(routes.find((route) => route.name === 'login')!.page);
});
