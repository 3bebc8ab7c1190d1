// mycompany-info and mycompany-edit in the whole console against the real server, as the main admin
// demo_admin: the profile shown; edited (the form's rules, the server's check of the licence number on
// its field, a logo upload, the address and coordinates from the map drawer's manual entry) and saved;
// a recruiter is sent to 401.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { CompanyProfile } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

// The map drawer's manual entry reads its own form with jsdom's: swapped only around the upload.
const jsdomFormData = globalThis.FormData;
let nodeFormData: typeof FormData;
beforeAll(async () => {
  const nodeForm = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  nodeFormData = nodeForm.constructor as typeof FormData;
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
});
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function profileAs(token: string): Promise<{ code: number; data: CompanyProfile }> {
  const res = await fetch(`${live().origin}/front/v1/company/profile`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { code: number; data: CompanyProfile };
}

const pageOf = (name: string) => within(document.querySelector<HTMLElement>(`[data-page="${name}"]`)!);
const messageOf = (page: ReturnType<typeof pageOf>, label: string) => {
  const id = page.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

it('shows the company, edits it (rules, licence check, logo, the map drawer) and shows the saved profile; passes axe', async () => {
  const token = await live().tokenOf('demo_admin');
  const before = (await profileAs(token)).data;
  setToken(token);
  renderApp('/mycompany/info');
  await screen.findByRole('heading', { name: '企业信息', level: 1 }, { timeout: 15_000 });
  const info = () => pageOf('mycompany-info');
  await waitFor(() => expect(info().getByRole('button', { name: '编辑企业信息' })).toBeTruthy(), { timeout: 10_000 });
  const shown = document.querySelector('[data-page="mycompany-info"]')!.textContent!;
  for (const value of [before.name, before.industry!, before.scale!, before.address!, before.licenceNo!, '暂无Logo']) expect(shown).toContain(value);
  expect(await seriousViolations(document.querySelector('[data-page="mycompany-info"]')!)).toEqual([]);

  fireEvent.click(info().getByRole('button', { name: '编辑企业信息' }));
  await waitFor(() => expect(here()).toBe('/mycompany/edit'));
  const edit = () => pageOf('mycompany-edit');
  await waitFor(() => expect(edit().getByLabelText<HTMLInputElement>('企业名称').value).toBe(before.name), { timeout: 10_000 });
  await waitFor(() => expect(edit().getByLabelText<HTMLSelectElement>('所属行业').value).toBe(before.industryCode));
  expect(edit().getByLabelText<HTMLSelectElement>('企业规模').value).toBe(before.scaleCode);
  expect(await seriousViolations(document.querySelector('[data-page="mycompany-edit"]')!)).toEqual([]);

  // The form's own rules.
  fireEvent.change(edit().getByLabelText('企业名称'), { target: { value: ' ' } });
  fireEvent.change(edit().getByLabelText('所属行业'), { target: { value: '' } });
  fireEvent.change(edit().getByLabelText('统一社会信用代码'), { target: { value: 'ABC' } });
  fireEvent.click(edit().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf(edit(), '企业名称')).toBe('企业名称不能为空'));
  expect(messageOf(edit(), '所属行业')).toBe('请选择所属行业');
  expect(messageOf(edit(), '统一社会信用代码')).toBe('请输入正确的统一社会信用代码');

  // A well-shaped code with a wrong check character: the server's refusal lands on the field.
  fireEvent.change(edit().getByLabelText('企业名称'), { target: { value: '星辰智慧物流（深圳）有限公司' } });
  fireEvent.change(edit().getByLabelText('所属行业'), { target: { value: '8' } });
  fireEvent.change(edit().getByLabelText('统一社会信用代码'), { target: { value: '9144030071526726XH' } });
  fireEvent.click(edit().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf(edit(), '统一社会信用代码')).toBe('请输入正确的统一社会信用代码'), { timeout: 10_000 });
  expect(here()).toBe('/mycompany/edit');
  fireEvent.change(edit().getByLabelText('统一社会信用代码'), { target: { value: '9144030071526726xg' } });

  // A logo through the upload control.
  const logo = edit().getByRole('group', { name: '企业Logo' });
  globalThis.FormData = nodeFormData;
  fireEvent.change(within(logo).getByLabelText('上传文件'), { target: { files: [new NodeFile([PNG], 'logo.png', { type: 'image/png' })] } });
  await waitFor(() => expect(within(logo).getByRole('status').textContent).toBe('已上传：logo.png'), { timeout: 10_000 });
  const uploaded = within(logo).getByRole<HTMLImageElement>('img').getAttribute('src');
  expect(uploaded).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  globalThis.FormData = jsdomFormData;

  // The address from the map drawer (no picker configured here: its manual entry).
  fireEvent.click(edit().getByRole('button', { name: '地图选点' }));
  const drawer = await screen.findByRole('dialog', { name: '地图' });
  fireEvent.change(await within(drawer).findByLabelText('经纬度（经度,纬度）', {}, { timeout: 10_000 }), { target: { value: '113.9547, 22.5396' } });
  fireEvent.change(within(drawer).getByLabelText('地址'), { target: { value: '深圳市南山区深南大道9988号' } });
  fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '地图' })).toBeNull());
  expect(edit().getByLabelText<HTMLInputElement>('企业地址').value).toBe('深圳市南山区深南大道9988号');
  expect(document.querySelector('[data-page="mycompany-edit"]')!.textContent).toContain('113.9547,22.5396');

  fireEvent.click(edit().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(here()).toBe('/mycompany/info'), { timeout: 10_000 });
  expect((await profileAs(token)).data).toMatchObject({
    name: '星辰智慧物流（深圳）有限公司',
    industry: '物流/仓储/运输',
    logo: uploaded,
    address: '深圳市南山区深南大道9988号',
    longitude: 113.9547,
    latitude: 22.5396,
    licenceNo: '9144030071526726XG',
  });
  // The info page, kept alive meanwhile, shows the saved values.
  await waitFor(() => expect(document.querySelector('[data-page="mycompany-info"]')!.textContent).toContain('星辰智慧物流（深圳）有限公司'), {
    timeout: 10_000,
  });
  expect(info().getByRole('img', { name: '星辰智慧物流（深圳）有限公司的Logo' }).getAttribute('src')).toBe(uploaded);
});

it('sends a recruiter who is not the main admin to 401', async () => {
  setToken(await live().tokenOf('demo_hr'));
  renderApp('/mycompany/edit');
  await waitFor(() => expect(here()).toBe('/401'), { timeout: 15_000 });
});
