// friendIndex in the whole console against the real server, as demo_admin: the staff as the
// server answers them; adding a colleague shows the one-time password once, which signs them in;
// disabling (confirmed) ends their session; the form shows the server's refusal on its field; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Colleague } from '@employment-cloud/api-contract';
import { openList, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_admin');
});
const api = serverApi(live, () => token);
const colleagues = () => api<{ list: Colleague[]; count: number }>('front/v1/colleague?pageNum=1&pageSize=50');
const open = () => openList(token, '/friend/index', '同事列表');
const rowOf = (table: HTMLElement, username: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(username)) as HTMLElement;
const signIn = async (username: string, password: string) => {
  const res = await fetch(`${live().origin}/front/v1/common/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, scope: 'company' }),
  });
  return (await res.json()) as { code: number; msg: string; data: { token: string } };
};

it('lists the staff as the server answers them, with card, activity and status; passes axe', async () => {
  const { list } = await colleagues();
  const table = await open();
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.querySelector('td:nth-child(2)')?.textContent)).toEqual(list.map((c) => c.username));
  const hr = list.find((c) => c.username === 'demo_hr')!;
  expect(rowOf(table, 'demo_hr').textContent).toContain('有名片');
  expect(rowOf(table, 'demo_hr').textContent).toContain(`${hr.activity.jobs}${hr.activity.chats}${hr.activity.interviews}启用`);
  expect(rowOf(table, 'demo_hr2').textContent).toContain('无名片');
  expect(rowOf(table, 'demo_hr_left').textContent).toContain('停用');
  // The main admin's own row has no actions.
  expect(within(rowOf(table, 'demo_admin')).queryAllByRole('button')).toEqual([]);
  expect(within(rowOf(table, 'demo_hr_left')).getByRole('button', { name: '启用 刘佳' })).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="friendIndex"]')!)).toEqual([]);
});

it("adds a colleague, shows the password once, and the server's refusal on its field", async () => {
  await open();
  fireEvent.click(screen.getByRole('button', { name: '添加同事' }));
  const dialog = await screen.findByRole('dialog', { name: '添加同事' });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  expect(await within(dialog).findByText('请输入用户名')).toBeTruthy();
  expect(within(dialog).getByText('请输入姓名')).toBeTruthy();
  expect(within(dialog).getByText('请输入手机号')).toBeTruthy();

  // Taken: the server says so, on the username.
  fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'demo_hr' } });
  fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '周小北' } });
  fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13811112222' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  await waitFor(() => expect(document.getElementById('colleague-username-error')?.textContent).toBe('用户名 demo_hr 已被使用'), { timeout: 10_000 });
  expect(within(dialog).getByLabelText('用户名').getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'zhou_xiaobei' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
  const shown = await screen.findByRole('dialog', { name: '同事已添加' }, { timeout: 10_000 });
  const password = within(shown).getByTestId('one-time-password').textContent!;
  expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(shown.textContent).toContain('密码仅显示这一次');
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  try {
    fireEvent.click(within(shown).getByRole('button', { name: '复制密码' }));
    expect(await within(shown).findByText('已复制')).toBeTruthy();
    expect(copied).toEqual([password]);
  } finally {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  }
  fireEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.body.textContent).not.toContain(password);

  const table = screen.getByRole('table', { name: '同事列表' });
  await waitFor(() => expect(rowOf(table, 'zhou_xiaobei')).toBeTruthy(), { timeout: 10_000 });
  expect(rowOf(table, 'zhou_xiaobei').textContent).toContain('无名片');
  expect((await signIn('zhou_xiaobei', password)).code).toBe(200);
});

it('disables a colleague after confirming (cancel keeps them): their session ends; enabling lets them back', async () => {
  const added = await api<{ colleague: Colleague; password: string }>('front/v1/colleague', {
    method: 'POST',
    body: { username: 'to_disable', name: '停用测试', mobile: '13811113333' },
  });
  const session = (await signIn('to_disable', added.password)).data.token;
  const info = async () =>
    ((await (await fetch(`${live().origin}/front/v1/user/info`, { headers: { authorization: `Bearer ${session}` } })).json()) as { code: number }).code;
  expect(await info()).toBe(200);

  const table = await open();
  fireEvent.click(within(rowOf(table, 'to_disable')).getByRole('button', { name: '停用 停用测试' }));
  let confirm = await screen.findByRole('alertdialog', { name: '停用同事账号' });
  expect(confirm.textContent).toContain('确定停用 停用测试（to_disable）吗？');
  fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(await info()).toBe(200);

  fireEvent.click(within(rowOf(table, 'to_disable')).getByRole('button', { name: '停用 停用测试' }));
  confirm = await screen.findByRole('alertdialog', { name: '停用同事账号' });
  fireEvent.click(within(confirm).getByRole('button', { name: '停用' }));
  await waitFor(() => expect(within(rowOf(table, 'to_disable')).getByRole('button', { name: '启用 停用测试' })).toBeTruthy(), { timeout: 10_000 });
  expect(await info()).toBe(401);
  const refused = await signIn('to_disable', added.password);
  expect(refused.msg).toBe('该账号已停用，请联系企业主账号');

  fireEvent.click(within(rowOf(table, 'to_disable')).getByRole('button', { name: '启用 停用测试' }));
  fireEvent.click(within(await screen.findByRole('alertdialog', { name: '启用同事账号' })).getByRole('button', { name: '启用' }));
  await waitFor(() => expect(within(rowOf(table, 'to_disable')).getByRole('button', { name: '停用 停用测试' })).toBeTruthy(), { timeout: 10_000 });
  expect((await signIn('to_disable', added.password)).code).toBe(200);
});

it('resets a password after confirming and shows the new one once', async () => {
  const added = await api<{ colleague: Colleague; password: string }>('front/v1/colleague', {
    method: 'POST',
    body: { username: 'to_reset', name: '重置测试', mobile: '13811114444' },
  });
  const table = await open();
  fireEvent.click(within(rowOf(table, 'to_reset')).getByRole('button', { name: '重置密码 重置测试' }));
  fireEvent.click(within(await screen.findByRole('alertdialog', { name: '重置密码' })).getByRole('button', { name: '重置密码' }));
  const shown = await screen.findByRole('dialog', { name: '密码已重置' }, { timeout: 10_000 });
  const fresh = within(shown).getByTestId('one-time-password').textContent!;
  expect(fresh).not.toBe(added.password);
  expect((await signIn('to_reset', added.password)).code).toBe(401);
  expect((await signIn('to_reset', fresh)).code).toBe(200);
});

it("answers a recruiter's call 403", async () => {
  const hr = await live().tokenOf('demo_hr');
  const res = await fetch(`${live().origin}/front/v1/colleague`, { headers: { authorization: `Bearer ${hr}` } });
  expect(((await res.json()) as { code: number }).code).toBe(403);
});
