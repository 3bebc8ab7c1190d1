// /rule against the real server, without a session: the rules come from the server in the
// reader's language (again when it changes), printable, with the way back to sign-in.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { useLiveConsole } from '../../../test/live-console';
import { RulePage } from './rule-page';

useLiveConsole({ i18n: true });
afterEach(() => act(() => void i18next.changeLanguage('zh-CN')));

it("shows the server's rules in the reader's language and prints them; passes axe", async () => {
  await act(() => i18next.changeLanguage('zh-CN'));
  render(
    <MemoryRouter>
      <RulePage />
    </MemoryRouter>,
  );
  const heading = await screen.findByRole('heading', { level: 1, name: '平台企业招聘规则' }, { timeout: 15_000 });
  const article = heading.closest('article')!;
  expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
  expect(article.textContent).toContain('招聘会在开始前接受报名');
  expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  try {
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
  } finally {
    print.mockRestore();
  }
  expect(await seriousViolations(document.body)).toEqual([]);

  await act(() => i18next.changeLanguage('en-US'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Recruiting Rules for Companies' }, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
});

it('asks for salaries in the unit the job form takes (K/月), in every language', async () => {
  const units: [string, string, string][] = [
    ['zh-CN', '平台企业招聘规则', 'K/月'],
    ['zh-TW', '平台企業招聘規則', 'K/月'],
    ['en-US', 'Recruiting Rules for Companies', 'K/month'],
  ];
  render(
    <MemoryRouter>
      <RulePage />
    </MemoryRouter>,
  );
  for (const [language, title, unit] of units) {
    await act(() => i18next.changeLanguage(language));
    const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
    expect(i18next.t('jobs.salary')).toContain(unit);
    const text = heading.closest('article')!.textContent;
    expect(text).toContain(unit);
    expect(text).not.toMatch(/（元）|in yuan\b/);
  }
});
