// qiyeZhaopinhuiEdit in the whole console against the real server, as demo_hr: a running fair's
// booth, jobs, schedule and the candidates who applied through it (沟通 opens the chat about the
// job); a 报名中 fair's jobs changed through the dialog; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { FairApplication, FairDetail, FairRow } from '../../api/fairs.api';
import { setToken } from '../../session/token';
import { busyDone, recordOpenChat, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const fairNamed = async (keyword: string) => (await api<{ list: FairRow[] }>(`front/v1/fair?keyword=${encodeURIComponent(keyword)}`)).list[0]!;

async function openDetail(id: number, title: string) {
  setToken(token);
  renderApp(`/qiye/zhaopinhui/edit?id=${id}`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
}

it('shows the booth, the jobs, the schedule and the applications of a running fair; 沟通 opens the chat; passes axe', async () => {
  const fair = await fairNamed('总工会');
  const detail = await api<FairDetail>(`front/v1/fair/${fair.id}`);
  const applications = await api<{ list: FairApplication[]; count: number }>(`front/v1/fair/${fair.id}/applications?pageNum=1&pageSize=10`);
  await openDetail(fair.id, fair.title);
  expect(screen.getByTestId('booth').textContent).toBe('W-03');
  const jobs = within(screen.getByRole('list', { name: '参会岗位' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(jobs).toEqual(detail.signup!.jobs.map((job) => job.title));
  expect(screen.getByText('该招聘会已不在报名期。')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '取消报名' })).toBeNull();
  const schedule = screen.getByRole('table', { name: '日程安排' });
  expect(
    within(schedule)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[1]!.textContent),
  ).toEqual(detail.schedule.map((slot) => slot.title));

  const table = await screen.findByRole('table', { name: '招聘会投递列表' });
  await busyDone(table);
  const rows = within(table).getAllByRole('row').slice(1);
  // The name is the button that opens the applicant's resume.
  expect(rows.map((row) => within((row as HTMLTableRowElement).cells[0]!).getByRole('button').textContent)).toEqual(
    applications.list.map((a) => a.candidate.name),
  );
  expect(rows[0]!.textContent).toContain(applications.list[0]!.job.title);
  expect(await seriousViolations(document.querySelector('[data-page="qiyeZhaopinhuiEdit"]')!)).toEqual([]);

  const events = recordOpenChat();
  try {
    const first = applications.list[0]!;
    fireEvent.click(within(rows[0]!).getByRole('button', { name: `沟通 ${first.candidate.name}` }));
    expect(events.seen).toEqual([{ userID: String(first.candidate.id), jobId: first.job.id }]);
  } finally {
    events.stop();
  }
});

it('changes the jobs of a sign-up while the fair takes sign-ups', async () => {
  const fair = await fairNamed('南山区');
  const before = await api<FairDetail>(`front/v1/fair/${fair.id}`);
  await openDetail(fair.id, fair.title);
  expect(screen.getByTestId('booth').textContent).toBe('A-08');
  fireEvent.click(screen.getByRole('button', { name: '修改岗位' }));
  const dialog = await screen.findByRole('dialog', { name: '修改参会岗位' });
  const boxes = await within(dialog).findAllByRole('checkbox', {}, { timeout: 10_000 });
  const checked = boxes.filter((box) => (box as HTMLInputElement).checked);
  expect(checked).toHaveLength(before.signup!.jobs.length);
  // Keep only the last chosen job.
  const kept = checked.at(-1)!.parentElement!.textContent!;
  for (const box of checked.slice(0, -1)) fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('list', { name: '参会岗位' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([kept]),
    { timeout: 10_000 },
  );
  expect((await api<FairDetail>(`front/v1/fair/${fair.id}`)).signup!.jobs.map((job) => job.title)).toEqual([kept]);
});
