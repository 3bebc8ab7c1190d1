// name-card in the whole console against the real server, as demo_hr2 (a recruiter without a
// recruiter card): a page whose calls answer HTTP 490 leads here with the server's message; the
// form's rules; the card saved, and back where the user was, the page now loading.
import { chatEvents } from '@employment-cloud/chat-widget';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import type { RecruiterCard } from '../../api/profile.api';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr2');
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${live().origin}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

const page = () => within(document.querySelector<HTMLElement>('[data-page="name-card"]')!);
const field = (label: string) => page().getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

it('a 490 from the interviews page shows the server message here; the rules; saved, it goes back and the page loads', async () => {
  expect(await api<RecruiterCard | null>('front/v1/card')).toBeNull();
  setToken(token);
  renderApp('/interview/index?status=1');
  await waitFor(() => expect(here()).toMatch(/^\/name\/card\?/), { timeout: 15_000 });
  const query = new URLSearchParams(here().slice(here().indexOf('?')));
  expect(query.get('redirect')).toBe('/interview/index?status=1');
  await screen.findByRole('heading', { name: '创建招聘名片', level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(page().getByRole('alert').textContent).toBe(query.get('msg')));
  expect(query.get('msg')).toMatch(/招聘名片/);
  // The account's own name and mobile to start from.
  await waitFor(() => expect(field('姓名').value).not.toBe(''));
  expect(await seriousViolations(document.querySelector('[data-page="name-card"]')!)).toEqual([]);

  type('职务', '');
  type('手机号', '123');
  type('邮箱', 'not-an-email');
  fireEvent.click(page().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf('职务')).toBe('职务不能为空'));
  expect(messageOf('手机号')).toBe('请输入正确的手机号');
  expect(messageOf('邮箱')).toBe('请输入正确的邮箱');
  expect(await api<RecruiterCard | null>('front/v1/card')).toBeNull();

  type('姓名', '赵招聘');
  type('职务', '招聘主管');
  type('手机号', '13900139000');
  type('邮箱', 'hr2@example.com');
  fireEvent.click(page().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(here()).toBe('/interview/index?status=1'), { timeout: 10_000 });
  expect(await api<RecruiterCard>('front/v1/card')).toMatchObject({ name: '赵招聘', title: '招聘主管', mobile: '13900139000', email: 'hr2@example.com' });
  // The interviews now load (no 490): the list is there.
  const table = await screen.findByRole('table', { name: '面试列表' }, { timeout: 10_000 });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });
  expect(here()).toBe('/interview/index?status=1');
});

it('edits the card it has, from personal info, and returns there', async () => {
  setToken(token);
  renderApp('/ziliao/index');
  const info = await screen.findByRole('heading', { name: '个人资料', level: 1 }, { timeout: 15_000 });
  const profile = within(info.closest('section')!);
  fireEvent.click(await profile.findByRole('button', { name: '编辑招聘名片' }, { timeout: 10_000 }));
  await waitFor(() => expect(here()).toBe('/name/card?redirect=%2Fziliao%2Findex'));
  await screen.findByRole('heading', { name: '编辑招聘名片', level: 1 });
  // The tab, the breadcrumb and the window's title name the mode too, not 创建招聘名片.
  const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
  await waitFor(() => expect(within(tabs).getByRole('link', { name: '编辑招聘名片' }).getAttribute('aria-current')).toBe('page'));
  expect(within(tabs).queryByRole('link', { name: '创建招聘名片' })).toBeNull();
  expect(document.title).toBe('就业云 - 编辑招聘名片');
  expect(page().queryByRole('alert')).toBeNull();
  await waitFor(() => expect(field('职务').value).toBe('招聘主管'));
  type('职务', '招聘经理');
  fireEvent.click(page().getByRole('button', { name: '保存' }));
  await waitFor(() => expect(here()).toBe('/ziliao/index'), { timeout: 10_000 });
  expect((await api<RecruiterCard>('front/v1/card')).title).toBe('招聘经理');
  await waitFor(() => expect(profile.getByText('招聘经理（13900139000）')).toBeTruthy(), { timeout: 10_000 });
});

it('came from the chat (?chat=1): saving goes back and opens the chat again; cancelling goes back too', async () => {
  const opened: unknown[] = [];
  const off = chatEvents.on('open-chat', (payload) => void opened.push(payload));
  try {
    setToken(token);
    renderApp(`/name/card?redirect=${encodeURIComponent('/zhiwei/index')}&chat=1`);
    await screen.findByRole('heading', { name: '编辑招聘名片', level: 1 }, { timeout: 15_000 });
    await waitFor(() => expect(field('职务').value).toBe('招聘经理'), { timeout: 10_000 });
    fireEvent.click(page().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(here()).toBe('/zhiwei/index'), { timeout: 10_000 });
    await waitFor(() => expect(opened).toEqual([{}]), { timeout: 5_000 });
  } finally {
    off();
  }

  // An outside redirect is not followed: personal info instead.
  cleanup();
  renderApp(`/name/card?redirect=${encodeURIComponent('//evil.example/')}`);
  await screen.findByRole('heading', { name: '编辑招聘名片', level: 1 }, { timeout: 15_000 });
  await waitFor(() => expect(field('职务').value).toBe('招聘经理'), { timeout: 10_000 });
  fireEvent.click(page().getByRole('button', { name: '取消' }));
  await waitFor(() => expect(here()).toBe('/ziliao/index'), { timeout: 10_000 });
});
