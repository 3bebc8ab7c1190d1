// A route chunk that fails to load (a redeploy removed it while the page was open) shows the
// reload prompt in the page's place, never a white page.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { initTestI18n } from '../../test/console-i18n';
import { lazyWithTimeout } from './lazy-with-timeout';

beforeAll(() => initTestI18n());

it('replaces a page whose chunk failed with the reload prompt', async () => {
  const Page = lazyWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /enterprise_web/assets/job-list-page-OLD.js')));
  render(
    <Suspense fallback={<p>加载中</p>}>
      <Page />
    </Suspense>,
  );
  const prompt = await screen.findByRole('alert');
  expect(prompt.textContent).toContain('页面已更新，请刷新后继续');
  expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
});

it('still renders a page whose chunk arrives', async () => {
  const Page = lazyWithTimeout(() => Promise.resolve({ default: () => <h1>职位管理</h1> }));
  render(
    <Suspense fallback={null}>
      <Page />
    </Suspense>,
  );
  expect((await screen.findByRole('heading')).textContent).toBe('职位管理');
  expect(screen.queryByRole('alert')).toBeNull();
});
