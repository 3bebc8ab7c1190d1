// zhiweiEdit in the whole console against the real server, as demo_hr: the contract's messages
// before the server says them, a new job saved as a draft (address from the map drawer, welfare
// tags), a server error shown on its field, editing a job with the leave prompt.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { Job } from '@employment-cloud/api-contract';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

const page = () => within(document.querySelector<HTMLElement>('[data-page="zhiweiEdit"]')!);
const field = (label: string) => page().getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The message shown under a field (its aria-describedby). */
const messageOf = (label: string) => {
  const id = field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function openForm(path = '/zhiwei/edit') {
  setToken(token);
  renderApp(path);
  await screen.findByRole('heading', { name: path.includes('id=') ? '编辑职位' : '发布职位' }, { timeout: 15_000 });
  // The dictionaries are in.
  await waitFor(() => expect(page().getByLabelText<HTMLSelectElement>('职位类型').options.length).toBeGreaterThan(1), { timeout: 10_000 });
}

const pickFirst = (label: string) => {
  const select = page().getByLabelText<HTMLSelectElement>(label);
  fireEvent.change(select, { target: { value: select.options[1]!.value } });
  return select.options[1]!.value;
};

it("says the contract's messages on their fields before anything is sent; passes axe", async () => {
  await openForm();
  fireEvent.click(page().getByRole('button', { name: '保存为待发布' }));
  await waitFor(() => expect(messageOf('职位名称')).toBe('职位名称不能为空'));
  expect(messageOf('职位类型')).toBe('请选择职位类型');
  expect(messageOf('城市')).toBe('城市不能为空');
  expect(messageOf('职位描述')).toBe('职位描述不能为空');
  expect(field('职位名称').getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(document.querySelector('[data-page="zhiweiEdit"]')!)).toEqual([]);

  type('职位名称', '职'.repeat(31));
  type('最低薪资（K/月）', '20');
  type('最高薪资（K/月）', '10');
  type('联系电话', '12345');
  fireEvent.click(page().getByRole('button', { name: '保存为待发布' }));
  await waitFor(() => expect(messageOf('职位名称')).toBe('职位名称不能超过30个字'));
  expect(messageOf('最高薪资（K/月）')).toBe('最高薪资不能低于最低薪资');
  expect(messageOf('联系电话')).toBe('请输入正确的手机号');
  expect(here()).toBe('/zhiwei/edit');
});

async function fillValid(title: string) {
  type('职位名称', title);
  const values = { jobType: pickFirst('职位类型'), category: pickFirst('职位类别'), degree: pickFirst('学历要求'), workYears: pickFirst('经验要求') };
  type('最低薪资（K/月）', '8');
  type('最高薪资（K/月）', '12');
  type('城市', '杭州');
  type('招聘人数', '3');
  type('职位描述', '负责前端开发');
  type('联系人', '王经理');
  type('联系电话', '13800138000');
  return values;
}

it('saves a new job as a draft with the map drawer’s place and welfare tags; the drafts list shows it on return', async () => {
  // From the drafts list (kept alive while the form is open) through 发布职位.
  setToken(token);
  renderApp('/zhiwei/index?status=1');
  const table = await screen.findByRole('table', { name: '职位列表' }, { timeout: 15_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  expect(table.textContent).not.toContain('测试前端工程师');
  fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
  await screen.findByRole('heading', { name: '发布职位' });
  await waitFor(() => expect(page().getByLabelText<HTMLSelectElement>('职位类型').options.length).toBeGreaterThan(1), { timeout: 10_000 });
  const dicts = await fillValid('测试前端工程师');
  fireEvent.click(page().getByRole('button', { name: '在地图上选择' }));
  const drawer = await screen.findByRole('dialog', { name: '地图' });
  fireEvent.change(await within(drawer).findByLabelText('经纬度（经度,纬度）', {}, { timeout: 10_000 }), { target: { value: '120.15, 30.28' } });
  fireEvent.change(within(drawer).getByLabelText('地址'), { target: { value: '杭州市西湖区文三路 1 号' } });
  fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(field('工作地址').value).toBe('杭州市西湖区文三路 1 号'));

  const welfare = field('福利待遇');
  fireEvent.change(welfare, { target: { value: '五险一金' } });
  fireEvent.keyDown(welfare, { key: 'Enter' });
  fireEvent.change(welfare, { target: { value: '这是一个超过十个字的福利标签' } });
  fireEvent.click(page().getByRole('button', { name: '添加福利' }));
  expect(messageOf('福利待遇')).toBe('福利标签为1到10个字');
  fireEvent.change(welfare, { target: { value: '双休' } });
  fireEvent.click(page().getByRole('button', { name: '添加福利' }));
  fireEvent.click(page().getByRole('button', { name: '移除 双休' }));
  fireEvent.change(welfare, { target: { value: '年终奖' } });
  fireEvent.keyDown(welfare, { key: 'Enter' });

  fireEvent.click(page().getByRole('button', { name: '保存为待发布' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index?status=1'), { timeout: 10_000 });
  expect(await screen.findByText('已保存')).toBeTruthy();
  await waitFor(() => expect(table.textContent).toContain('测试前端工程师'), { timeout: 10_000 });
  const { list } = await api<{ list: Job[] }>(`front/v1/job?pageNum=1&pageSize=10&status=1&keyword=${encodeURIComponent('测试前端工程师')}`);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    title: '测试前端工程师',
    status: 1,
    ...dicts,
    salaryMin: 8,
    salaryMax: 12,
    city: '杭州',
    address: '杭州市西湖区文三路 1 号',
    longitude: 120.15,
    latitude: 30.28,
    headcount: 3,
    welfare: ['五险一金', '年终奖'],
    contactName: '王经理',
    contactMobile: '13800138000',
  });
});

it("shows the server's message on the field it names", async () => {
  await openForm();
  await fillValid('测试\u0000职位');
  type('工作地址', '杭州市');
  fireEvent.click(page().getByRole('button', { name: '保存为待发布' }));
  await waitFor(() => expect(messageOf('职位名称')).toMatch(/^职位名称/), { timeout: 10_000 });
  expect(messageOf('职位名称')).not.toBe('职位名称不能为空');
  expect(field('职位名称').getAttribute('aria-invalid')).toBe('true');
  expect(here()).toBe('/zhiwei/edit');
});

it('edits a job: loads it, asks before a link leaves the changes, then saves them', async () => {
  const { list } = await api<{ list: Job[] }>('front/v1/job?pageNum=1&pageSize=1&status=2');
  const job = list[0]!;
  await openForm(`/zhiwei/edit?id=${job.id}`);
  await waitFor(() => expect(field('职位名称').value).toBe(job.title));
  expect(field('工作地址').value).toBe(job.address);
  expect(page().queryByRole('button', { name: '保存为待发布' })).toBeNull();

  type('职位名称', '测试改名职位');
  const menu = screen.getByRole('navigation', { name: '主菜单' });
  fireEvent.click(within(menu).getByRole('link', { name: '简历投递' }));
  const dialog = await screen.findByRole('alertdialog', { name: '离开此页？' });
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(here()).toBe(`/zhiwei/edit?id=${job.id}`);
  expect(field('职位名称').value).toBe('测试改名职位');

  fireEvent.click(page().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index'), { timeout: 10_000 });
  // The job was published before: saving it publishes nothing, and the toast says so.
  expect(await screen.findByText('已保存')).toBeTruthy();
  expect(screen.queryByText('已发布')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(await api<Job>(`front/v1/job/${job.id}`)).toMatchObject({ id: job.id, title: '测试改名职位', status: 2 });
});

async function tabAction(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: '页签操作' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

/** The one leave question (the menu's and reload's words), answered. */
async function answerLeave(button: '取消' | '离开') {
  const dialogs = await screen.findAllByRole('alertdialog', { name: '离开此页？' });
  expect(dialogs).toHaveLength(1);
  expect(dialogs[0]!.textContent).toContain('有未保存的修改，离开后将丢失。');
  fireEvent.click(within(dialogs[0]!).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

it('asks once before the tab bar drops unsaved changes: ×, 刷新, 关闭其他 and 关闭全部', async () => {
  const { list } = await api<{ list: Job[] }>('front/v1/job?pageNum=1&pageSize=1&status=2');
  const job = list[0]!;
  await openForm(`/zhiwei/edit?id=${job.id}`);
  await waitFor(() => expect(field('职位名称').value).toBe(job.title));
  type('职位名称', '未保存的职位名称');
  const tabs = screen.getByRole('navigation', { name: '已打开的页面' });

  for (const close of [
    () => fireEvent.click(within(tabs).getByRole('button', { name: '关闭 新增/编辑职位' })),
    () => void tabAction('刷新'),
    () => void tabAction('关闭全部'),
  ]) {
    close();
    await answerLeave('取消');
    expect(here()).toBe(`/zhiwei/edit?id=${job.id}`);
    expect(field('职位名称').value).toBe('未保存的职位名称');
  }
  // 关闭其他 drops only other pages: nothing to ask.
  await tabAction('关闭其他');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(field('职位名称').value).toBe('未保存的职位名称');

  fireEvent.click(within(tabs).getByRole('button', { name: '关闭 新增/编辑职位' }));
  await answerLeave('离开');
  await waitFor(() => expect(here()).not.toMatch(/^\/zhiwei\/edit/));
  expect(within(tabs).queryByRole('link', { name: '新增/编辑职位' })).toBeNull();
  expect((await api<Job>(`front/v1/job/${job.id}`)).title).toBe(job.title);
});
