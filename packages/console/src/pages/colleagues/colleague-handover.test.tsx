// 移交工作 on friendIndex, in the whole console against the real server, as demo_admin: a disabled
// colleague's row offers it (an enabled one's does not); the dialog lists the enabled colleagues
// who may take over, asks for one, and the toast says what the server moved; a second handover
// says nothing was left; a refusal about the chosen colleague shows on the field; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Colleague } from '@employment-cloud/api-contract';
import { openList, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let adminToken = '';
let hrToken = '';
beforeAll(async () => {
  adminToken = await live().tokenOf('demo_admin');
  hrToken = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => adminToken);
const hrApi = serverApi(live, () => hrToken);
const staff = async () => (await api<{ list: Colleague[] }>('front/v1/colleague?pageNum=1&pageSize=50')).list;
const idOf = async (username: string) => (await staff()).find((c) => c.username === username)!.id;
const open = () => openList(adminToken, '/friend/index', '同事列表');
const rowOf = (table: HTMLElement, username: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(username)) as HTMLElement;

/** What demo_hr answers for, read through the API before their account is disabled. */
async function workOfDemoHr() {
  const hr = await idOf('demo_hr');
  const contacted = await hrApi<{ list: { resumeId: number }[]; count: number }>('front/v1/contacted?pageNum=1&pageSize=100');
  const favourites = await hrApi<{ count: number }>('front/v1/favourite?pageNum=1&pageSize=100');
  const { list: jobs } = await api<{ list: { id: number }[] }>('front/v1/job?pageNum=1&pageSize=100');
  let owned = 0;
  for (const job of jobs) if ((await api<{ createdBy: number | null }>(`front/v1/job/${job.id}`)).createdBy === hr) owned += 1;
  // Every interview of the demo data is demo_hr's: those still to come and not declined or cancelled move.
  const { list: interviews } = await api<{ list: { past: boolean; status: number }[] }>('front/v1/interview?pageNum=1&pageSize=100');
  return {
    jobs: owned,
    contacts: contacted.count,
    favourites: favourites.count,
    interviews: interviews.filter((i) => !i.past && (i.status === 1 || i.status === 2)).length,
    candidates: new Set(contacted.list.map((c) => c.resumeId)).size,
  };
}

async function openHandover(table: HTMLElement, name: string) {
  fireEvent.click(within(table).getByRole('button', { name: `移交工作 ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: '移交工作' });
  const select = within(dialog).getByLabelText('接手同事') as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1), { timeout: 10_000 });
  return { dialog, select };
}
const choose = (select: HTMLSelectElement, text: string) => {
  const option = Array.from(select.options).find((o) => o.textContent?.startsWith(text))!;
  fireEvent.change(select, { target: { value: option.value } });
};

it("hands a disabled colleague's work to the chosen colleague and toasts what moved; passes axe", async () => {
  const work = await workOfDemoHr();
  expect(work.contacts).toBeGreaterThan(0);
  const adminContacts = (await api<{ count: number }>('front/v1/contacted?pageNum=1&pageSize=1')).count;
  await api(`front/v1/colleague/${await idOf('demo_hr')}/disable`, { method: 'POST' });

  const table = await open();
  expect(within(rowOf(table, 'demo_hr2')).queryByRole('button', { name: /^移交工作/ })).toBeNull();
  expect(within(rowOf(table, 'demo_hr_left')).getByRole('button', { name: '移交工作 刘佳' })).toBeTruthy();
  const { dialog, select } = await openHandover(table, '陈雨桐');
  expect(dialog.textContent).toContain('将 陈雨桐（demo_hr）的全部职位、已沟通的候选人、收藏的简历和尚未开始的面试移交给一位启用中的同事。');
  // The enabled staff, the main admin among them; neither the colleague leaving nor a disabled one.
  expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['请选择同事', '林晓峰（demo_admin） · 主账号', '王思远（demo_hr2）']);
  expect(await seriousViolations(dialog)).toEqual([]);

  fireEvent.click(within(dialog).getByRole('button', { name: '确认移交' }));
  expect(await within(dialog).findByText('请选择接手工作的同事')).toBeTruthy();
  expect(select.getAttribute('aria-invalid')).toBe('true');

  choose(select, '林晓峰');
  fireEvent.click(within(dialog).getByRole('button', { name: '确认移交' }));
  const said = `已将 陈雨桐 的工作移交给 林晓峰：职位 ${work.jobs} 个，已沟通 ${work.contacts} 条，收藏 ${work.favourites} 份，面试 ${work.interviews} 场；已通知 ${work.candidates} 位候选人。`;
  expect(await screen.findByText(said, undefined, { timeout: 10_000 })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The heir's 已沟通 holds the colleague's contacts now (none of the demo data's are the same dealing).
  expect((await api<{ count: number }>('front/v1/contacted?pageNum=1&pageSize=1')).count).toBe(adminContacts + work.contacts);
  // The list was read again: the admin's row shows the server's figures after the handover.
  const admin = (await staff()).find((c) => c.username === 'demo_admin')!;
  await waitFor(() =>
    expect(rowOf(table, 'demo_admin').textContent).toContain(`${admin.activity.jobs}${admin.activity.chats}${admin.activity.interviews}启用`),
  );

  // Again: nothing is left, and the toast says so.
  const again = await openHandover(table, '陈雨桐');
  choose(again.select, '王思远');
  fireEvent.click(within(again.dialog).getByRole('button', { name: '确认移交' }));
  expect(await screen.findByText('陈雨桐 没有需要移交的工作。', undefined, { timeout: 10_000 })).toBeTruthy();
});

it('shows the refusal on the field when the chosen colleague was disabled meanwhile; cancel closes', async () => {
  const table = await open();
  const { dialog, select } = await openHandover(table, '刘佳');
  await api(`front/v1/colleague/${await idOf('demo_hr2')}/disable`, { method: 'POST' });
  choose(select, '王思远');
  fireEvent.click(within(dialog).getByRole('button', { name: '确认移交' }));
  await waitFor(() => expect(document.getElementById('handover-target-error')?.textContent).toBe('王思远的账号已停用，请选择启用中的同事接手'), {
    timeout: 10_000,
  });
  expect(select.getAttribute('aria-invalid')).toBe('true');
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
