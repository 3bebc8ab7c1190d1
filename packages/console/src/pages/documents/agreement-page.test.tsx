// CompanyAgreement in the whole console against the real server: the server's text (not the
// bundle's), printable; axe.
import { fireEvent, screen, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { PlatformDocument } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

it("shows the server's agreement with its sections, prints it; passes axe", async () => {
  const res = await fetch(`${live().origin}/front/v1/common/document/agreement`, { headers: { 'accept-language': 'zh-CN' } });
  const doc = ((await res.json()) as { data: PlatformDocument }).data;
  setToken(await live().tokenOf('demo_hr'));
  renderApp('/agreement/index');
  const heading = await screen.findByRole('heading', { level: 1, name: doc.title }, { timeout: 15_000 });
  const article = heading.closest('article')!;
  expect(
    within(article)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(doc.sections.map((s) => s.heading));
  expect(article.textContent).toContain(doc.sections[0]!.paragraphs[0]!);
  expect(article.textContent).toContain(`更新日期：${doc.updatedAt}`);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  try {
    fireEvent.click(within(article).getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
  } finally {
    print.mockRestore();
  }
  expect(await seriousViolations(document.querySelector('[data-page="CompanyAgreement"]')!)).toEqual([]);
});
