// HelpPlan, HelpProjectEdit and HelpProjectDetail in the whole console against the real server, as
// demo_hr: the form's rules before the server's; a project created in a plan opens its detail;
// each of the server's messages (three languages) names the form field it belongs to; an enrolled
// person's progress moves on.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { here } from '../../../test/location';
import { fieldOfMessage } from '../../kit';
import { messages as enUS } from '../../locales/en-US';
import { messages as zhCN } from '../../locales/zh-CN';
import { messages as zhTW } from '../../locales/zh-TW';
import { setToken } from '../../session/token';
import { projectFieldNames, planFieldNames } from './help-forms.schema';

const live = useLiveConsole();
resetAppAfterEach();

let token: string;
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});

async function api<T>(path: string, init: RequestInit = {}, lang = 'zh-CN'): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${live().origin}/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': lang },
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

const pageOf = (name: string) => within(document.querySelector<HTMLElement>(`[data-page="${name}"]`)!);
const type = (label: string, value: string) => fireEvent.change(pageOf('HelpProjectEdit').getByLabelText(label), { target: { value } });
const messageOf = (label: string) => {
  const id = pageOf('HelpProjectEdit').getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

it('lists plans with their projects; a new project is checked, saved and opens its detail; passes axe', async () => {
  setToken(token);
  renderApp('/help/plan');
  await screen.findByRole('heading', { name: '困难职工再就业帮扶计划' }, { timeout: 15_000 });
  const table = pageOf('HelpPlan').getByRole('table', { name: '困难职工再就业帮扶计划的项目' });
  expect(within(table).getByRole('cell', { name: '仓储物流岗位定向招聘' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: '就业困难人员' })).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="HelpPlan"]')!)).toEqual([]);

  fireEvent.click(pageOf('HelpPlan').getByRole('button', { name: '新建项目 困难职工再就业帮扶计划' }));
  await screen.findByRole('heading', { name: '新建帮扶项目' }, { timeout: 10_000 });
  await waitFor(() => expect(pageOf('HelpProjectEdit').getByText('困难职工再就业帮扶计划')).toBeTruthy());
  expect(here()).toMatch(/^\/help\/project-edit\?planId=\d+$/);
  // The plan's period is the project's first.
  const planStart = (pageOf('HelpProjectEdit').getByLabelText('开始日期') as HTMLInputElement).value;
  const planEnd = (pageOf('HelpProjectEdit').getByLabelText('结束日期') as HTMLInputElement).value;
  expect(planStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  type('开始日期', planEnd);
  type('结束日期', planStart);
  type('名额', '0');
  type('联系电话', '23800138000');
  fireEvent.click(pageOf('HelpProjectEdit').getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf('项目名称')).toBe('项目名称不能为空'));
  expect(messageOf('帮扶对象')).toBe('帮扶对象不能为空');
  expect(messageOf('名额')).toBe('名额必须是1到10000之间的整数');
  expect(messageOf('结束日期')).toBe('结束日期不能早于开始日期');
  expect(messageOf('联系人')).toBe('联系人不能为空');
  expect(messageOf('联系电话')).toBe('联系电话须为以1开头的11位手机号');
  expect(await seriousViolations(document.querySelector('[data-page="HelpProjectEdit"]')!)).toEqual([]);

  type('项目名称', '叉车操作证培训');
  type('帮扶对象', '退役军人');
  type('名额', '12');
  type('开始日期', planStart);
  type('结束日期', planEnd);
  type('项目说明', '理论加实操，考取叉车证');
  type('联系人', '赵老师');
  type('联系电话', '13700137000');
  fireEvent.click(pageOf('HelpProjectEdit').getByRole('button', { name: '保存' }));
  await screen.findByRole('heading', { name: '叉车操作证培训' }, { timeout: 10_000 });
  expect(here()).toMatch(/^\/help\/project-detail\?id=\d+$/);
  const detail = pageOf('HelpProjectDetail');
  expect(detail.getByText('退役军人')).toBeTruthy();
  expect(detail.getByText(`${planStart} 至 ${planEnd}`)).toBeTruthy();
  expect(detail.getByText('已用名额 0/12')).toBeTruthy();
  await detail.findByText('暂无在册人员');
});

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

it("keeps a project within its plan's period, saying so on the date fields before the server does", async () => {
  setToken(token);
  const sent = jest.spyOn(globalThis, 'fetch');
  renderApp('/help/plan');
  await screen.findByRole('heading', { name: '困难职工再就业帮扶计划' }, { timeout: 15_000 });
  fireEvent.click(pageOf('HelpPlan').getByRole('button', { name: '新建项目 困难职工再就业帮扶计划' }));
  await screen.findByRole('heading', { name: '新建帮扶项目' }, { timeout: 10_000 });
  await waitFor(() => expect(pageOf('HelpProjectEdit').getByText('困难职工再就业帮扶计划')).toBeTruthy());
  const planStart = (pageOf('HelpProjectEdit').getByLabelText('开始日期') as HTMLInputElement).value;
  const planEnd = (pageOf('HelpProjectEdit').getByLabelText('结束日期') as HTMLInputElement).value;
  type('项目名称', '超出计划的项目');
  type('帮扶对象', '退役军人');
  type('名额', '5');
  type('联系人', '赵老师');
  type('联系电话', '13700137000');
  type('开始日期', shift(planStart, -1));
  type('结束日期', shift(planEnd, 1));
  sent.mockClear();
  fireEvent.click(pageOf('HelpProjectEdit').getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf('开始日期')).toBe(`开始日期不能早于所属计划的开始日期${planStart}`));
  expect(messageOf('结束日期')).toBe(`结束日期不能晚于所属计划的结束日期${planEnd}`);
  expect(sent.mock.calls.filter(([url]) => String(url).includes('help/project'))).toEqual([]);
  sent.mockRestore();
});

it("puts each of the server's messages, in each language, on its form field", async () => {
  const plan = (
    await api<{ id: number }>('front/v1/help/plan', { method: 'POST', body: JSON.stringify({ title: '期间', startDate: '2027-01-01', endDate: '2027-01-31' }) })
  ).data;
  const valid = {
    planId: plan.id,
    title: '项目',
    targetGroup: '对象',
    quota: 1,
    startDate: '2027-01-01',
    endDate: '2027-01-02',
    contactName: '联系人',
    contactMobile: '13800138000',
  };
  const cases: [object, string][] = [
    [{ title: '' }, 'title'],
    [{ title: '项'.repeat(51) }, 'title'],
    [{ targetGroup: '' }, 'targetGroup'],
    [{ quota: 0 }, 'quota'],
    [{ startDate: '2027-02-30' }, 'startDate'],
    [{ endDate: 'x' }, 'endDate'],
    [{ endDate: '2026-12-01' }, 'endDate'],
    [{ startDate: '2026-12-31' }, 'startDate'],
    [{ endDate: '2027-02-01' }, 'endDate'],
    [{ description: '说'.repeat(1001) }, 'description'],
    [{ contactName: '' }, 'contactName'],
    [{ contactMobile: '1' }, 'contactMobile'],
  ];
  expect((await api('front/v1/help/project', { method: 'POST', body: JSON.stringify(valid) })).code).toBe(200);
  for (const [lang, messages] of [
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['en-US', enUS],
  ] as const) {
    // The form's labels in that language (the page's t, without interpolation: labels have none).
    const t = ((key: string) => (messages.help as Record<string, string>)[key.replace(/^help\./, '')] ?? key) as unknown as TFunction;
    for (const [change, field] of cases) {
      const answer = await api('front/v1/help/project', { method: 'POST', body: JSON.stringify({ ...valid, ...change }) }, lang);
      expect(answer.code).toBe(400);
      expect([lang, answer.msg, fieldOfMessage(answer.msg, projectFieldNames(t))]).toEqual([lang, answer.msg, field]);
    }
    for (const [change, field] of [
      [{ title: '' }, 'title'],
      [{ description: '说'.repeat(501) }, 'description'],
      [{ endDate: '2026-01-01' }, 'endDate'],
    ] as const) {
      const answer = await api(
        'front/v1/help/plan',
        { method: 'POST', body: JSON.stringify({ title: '计划', startDate: '2027-01-01', endDate: '2027-01-02', ...change }) },
        lang,
      );
      expect([lang, answer.msg, fieldOfMessage(answer.msg, planFieldNames(t))]).toEqual([lang, answer.msg, field]);
    }
    // The plan holds a project of 2027-01-01 to 2027-01-02: a shorter period names the date it cuts.
    for (const [period, field] of [
      [{ startDate: '2027-01-02', endDate: '2027-01-31' }, 'startDate'],
      [{ startDate: '2027-01-01', endDate: '2027-01-01' }, 'endDate'],
    ] as const) {
      const answer = await api(`front/v1/help/plan/${plan.id}`, { method: 'PUT', body: JSON.stringify({ title: '期间', ...period }) }, lang);
      expect(answer.code).toBe(400);
      expect([lang, answer.msg, fieldOfMessage(answer.msg, planFieldNames(t))]).toEqual([lang, answer.msg, field]);
    }
  }
});

it("moves an enrolled person's progress on, after confirming", async () => {
  const plans = (await api<{ list: { projects: { id: number; title: string; enrolled: number }[] }[] }>('front/v1/help/plan')).data.list;
  let found: { project: { id: number; title: string }; person: { id: number; userName: string } } | undefined;
  for (const project of plans.flatMap((p) => p.projects).filter((p) => p.enrolled > 0)) {
    const people = (await api<{ list: { id: number; userName: string; stage: number }[] }>(`front/v1/help/project/${project.id}/enrolled`)).data.list;
    const person = people.find((p) => p.stage === 1);
    if (person) {
      found = { project, person };
      break;
    }
  }
  const { project, person } = found!;
  setToken(token);
  renderApp(`/help/project-detail?id=${project.id}`);
  await screen.findByRole('heading', { name: project.title }, { timeout: 15_000 });
  const detail = pageOf('HelpProjectDetail');
  fireEvent.click(await detail.findByRole('button', { name: `标记为已培训 ${person.userName}` }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '标记为已培训' }));
  await detail.findByRole('button', { name: `标记为已就业 ${person.userName}` }, { timeout: 10_000 });
  const after = (await api<{ list: { id: number; stage: number }[] }>(`front/v1/help/project/${project.id}/enrolled`)).data.list.find(
    (p) => p.id === person.id,
  )!;
  expect(after.stage).toBe(2);
  expect(await seriousViolations(document.querySelector('[data-page="HelpProjectDetail"]')!)).toEqual([]);
});
