// ziliaoIndex and ziliao-edit in the whole console against the real server, as demo_hr: the
// info shown; edited and saved (the rules first, a leave prompt); the password's rules, the
// server's refusal of a wrong current password on its field, and a change that ends the other
// sessions.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { UserProfile } from '../../api/profile.api';
import { setToken } from '../../session/token';
import { useNodeFormData } from '../../../test/node-form-data';

const live = useLiveConsole();
resetAppAfterEach();

// jsdom's FormData is not one Node's fetch (the tests' fetch) can send (as upload-control.test.tsx).
useNodeFormData();
// A 1×1 PNG: the server judges the type by the bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

async function call<T>(path: string, as = token): Promise<{ code: number; data: T }> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${as}` } });
  return (await res.json()) as { code: number; data: T };
}

const pageOf = (name: string) => within(document.querySelector<HTMLElement>(`[data-page="${name}"]`)!);
const messageOf = (page: ReturnType<typeof pageOf>, label: string) => {
  const id = page.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function openInfo() {
  setToken(token);
  renderApp('/ziliao/index');
  await screen.findByRole('heading', { name: '个人资料', level: 1 }, { timeout: 15_000 });
  await waitFor(() => expect(pageOf('ziliaoIndex').getByRole('button', { name: '编辑资料' })).toBeTruthy(), { timeout: 10_000 });
  return pageOf('ziliaoIndex');
}

it('shows the personal info; edits it with the rules first and a leave prompt, saved and shown; passes axe', async () => {
  const { data: before } = await call<UserProfile>('front/v1/user/info');
  const info = await openInfo();
  const text = document.querySelector('[data-page="ziliaoIndex"]')!.textContent!;
  expect(text).toContain(before.username);
  expect(text).toContain(before.mobile!);
  expect(text).toContain(before.companyName!);
  expect(await seriousViolations(document.querySelector('[data-page="ziliaoIndex"]')!)).toEqual([]);

  fireEvent.click(info.getByRole('button', { name: '编辑资料' }));
  await waitFor(() => expect(here()).toBe('/ziliao/edit'));
  await screen.findByRole('heading', { name: '编辑个人资料', level: 1 });
  const edit = () => pageOf('ziliao-edit');
  await waitFor(() => expect(edit().getByLabelText<HTMLInputElement>('手机号').value).toBe(before.mobile));
  expect(edit().getByRole('group', { name: '头像' })).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="ziliao-edit"]')!)).toEqual([]);

  fireEvent.change(edit().getByLabelText('昵称'), { target: { value: '' } });
  fireEvent.change(edit().getByLabelText('手机号'), { target: { value: '2345' } });
  fireEvent.change(edit().getByLabelText('邮箱'), { target: { value: 'nope' } });
  fireEvent.click(edit().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf(edit(), '昵称')).toBe('昵称不能为空'));
  expect(messageOf(edit(), '手机号')).toBe('请输入正确的手机号');
  expect(messageOf(edit(), '邮箱')).toBe('请输入正确的邮箱');

  // Leaving through the menu asks first; staying keeps the changes.
  fireEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '职位管理' }));
  const dialog = await screen.findByRole('alertdialog', { name: '离开此页？' });
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(here()).toBe('/ziliao/edit');

  // A new avatar through the upload control.
  const avatar = edit().getByRole('group', { name: '头像' });
  fireEvent.change(within(avatar).getByLabelText('上传文件'), { target: { files: [new NodeFile([PNG], 'me.png', { type: 'image/png' })] } });
  await waitFor(() => expect(within(avatar).getByRole('status').textContent).toBe('已上传：me.png'), { timeout: 10_000 });
  const uploaded = within(avatar).getByRole<HTMLImageElement>('img').getAttribute('src');
  expect(uploaded).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

  fireEvent.change(edit().getByLabelText('昵称'), { target: { value: '小王招聘' } });
  fireEvent.change(edit().getByLabelText('手机号'), { target: { value: '13700137000' } });
  fireEvent.change(edit().getByLabelText('邮箱'), { target: { value: 'wang@example.com' } });
  fireEvent.click(edit().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(here()).toBe('/ziliao/index'), { timeout: 10_000 });
  expect((await call<UserProfile>('front/v1/user/info')).data).toMatchObject({
    nickname: '小王招聘',
    mobile: '13700137000',
    email: 'wang@example.com',
    avatar: uploaded,
  });
  // The info page, kept alive meanwhile, shows the saved values.
  await waitFor(() => expect(document.querySelector('[data-page="ziliaoIndex"]')!.textContent).toContain('wang@example.com'), { timeout: 10_000 });
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it("says the password rules, puts the server's refusal on its field, and a change ends the other sessions", async () => {
  const other = await live().tokenOf('demo_hr');
  expect((await call('front/v1/user/info', other)).code).toBe(200);
  const info = await openInfo();
  const form = within(info.getByRole('region', { name: '修改密码' }));
  const type = (label: string, value: string) => fireEvent.change(form.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(form.getByRole('button', { name: '修改密码' }));

  submit();
  await waitFor(() => expect(messageOf(form, '原密码')).toBe('请输入原密码'));
  expect(messageOf(form, '新密码')).toBe('新密码为8到64个字符');

  type('原密码', 'whatever');
  type('新密码', 'short');
  type('确认新密码', 'short');
  submit();
  await waitFor(() => expect(messageOf(form, '新密码')).toBe('新密码为8到64个字符'));

  type('新密码', 'n'.repeat(65));
  type('确认新密码', 'n'.repeat(65));
  submit();
  await waitFor(() => expect(messageOf(form, '新密码')).toBe('新密码为8到64个字符'));

  type('新密码', 'NewPassw0rd!');
  type('确认新密码', 'NewPassw0rd?');
  submit();
  await waitFor(() => expect(messageOf(form, '确认新密码')).toBe('两次输入的新密码不一致'));
  expect(messageOf(form, '新密码')).toBeUndefined();

  // The server refuses a wrong current password, on its field.
  type('确认新密码', 'NewPassw0rd!');
  submit();
  await waitFor(() => expect(messageOf(form, '原密码')).toBe('原密码不正确'), { timeout: 10_000 });
  expect((await call('front/v1/user/info', other)).code).toBe(200);
  expect(await seriousViolations(document.querySelector('[data-page="ziliaoIndex"]')!)).toEqual([]);

  type('原密码', 'demo1234');
  submit();
  await waitFor(() => expect(form.getByRole('status').textContent).toBe('密码已修改，其他设备上的登录已退出'), { timeout: 10_000 });
  expect(form.getByLabelText<HTMLInputElement>('原密码').value).toBe('');
  expect((await call('front/v1/user/info', other)).code).toBe(401);
  expect((await call('front/v1/user/info')).code).toBe(200);
});
