// HelpManage in the whole console against the real server, as demo_hr: pending sign-ups first, a
// tab per status with its count; approving (confirmed) and rejecting (a required reason of at most
// 200 characters) each take the menu badge down by one at once, and the row off the pending tab
// when the list's reload answers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

async function pendingCount(): Promise<number> {
  const res = await fetch(`${live().origin}/front/v1/company/help-user-plan-project?status=1`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { count: number } }).data.count;
}

const page = () => within(document.querySelector<HTMLElement>('[data-page="HelpManage"]')!);
const badge = () => screen.getByLabelText(/^待处理报名 \d+$/);
const rows = () => page().getAllByRole('row').slice(1);

async function openPage() {
  setToken(token);
  renderApp('/help/apply');
  await screen.findByRole('heading', { name: '报名中心' }, { timeout: 15_000 });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10_000 });
}

it('shows pending sign-ups with person, project and plan, tabs with counts; approving drops the badge at once; passes axe', async () => {
  const before = await pendingCount();
  expect(before).toBeGreaterThan(1);
  await openPage();
  await waitFor(() => expect(badge().textContent).toBe(String(before)));
  await waitFor(() =>
    expect(
      page()
        .getByRole('tab', { name: `待审核（${before}）` })
        .getAttribute('aria-selected'),
    ).toBe('true'),
  );
  expect(page().getByRole('columnheader', { name: '帮扶计划' })).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="HelpManage"]')!)).toEqual([]);

  const first = rows()[0]!;
  const approve = within(first).getByRole('button', { name: /^通过 / });
  const name = approve.getAttribute('aria-label')!.replace(/^通过 /, '');
  fireEvent.click(approve);
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
  await waitFor(() => expect(badge().textContent).toBe(String(before - 1)));
  await waitFor(() => expect(page().queryByRole('button', { name: `通过 ${name}` })).toBeNull());
  await waitFor(() => expect(page().getByRole('tab', { name: `待审核（${before - 1}）` })).toBeTruthy());
  expect(await pendingCount()).toBe(before - 1);
});

it('rejects with a reason: required, at most 200 characters, counted; the row moves to the rejected tab', async () => {
  const before = await pendingCount();
  await openPage();
  await waitFor(() => expect(badge().textContent).toBe(String(before)));
  const reject = within(rows()[0]!).getByRole('button', { name: /^驳回 / });
  const name = reject.getAttribute('aria-label')!.replace(/^驳回 /, '');
  fireEvent.click(reject);
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
  await within(dialog).findByText('请填写驳回原因');
  const reason = within(dialog).getByLabelText('驳回原因');
  fireEvent.change(reason, { target: { value: '长'.repeat(201) } });
  expect(within(dialog).getByText('201/200')).toBeTruthy();
  expect(within(dialog).getByText('驳回原因不能超过200个字')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
  fireEvent.change(reason, { target: { value: '本期名额已满，请关注下期计划' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
  await waitFor(() => expect(badge().textContent).toBe(String(before - 1)));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(page().queryByRole('button', { name: `驳回 ${name}` })).toBeNull());

  fireEvent.click(page().getByRole('tab', { name: /^已驳回/ }));
  await waitFor(() => expect(page().getByText(/本期名额已满，请关注下期计划/)).toBeTruthy());
});
