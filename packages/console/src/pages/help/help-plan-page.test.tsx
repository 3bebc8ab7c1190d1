// HelpPlan's plan dialog in the whole console against the real server, as demo_hr: the rules
// before the server's; a new plan is listed with no projects; editing it changes its period.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { renderApp, resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import { setToken } from '../../session/token';

const live = useLiveConsole();
resetAppAfterEach();

const page = () => within(document.querySelector<HTMLElement>('[data-page="HelpPlan"]')!);
const dialogField = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const messageOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

it('creates a plan (checked first) and edits its period; the dialog passes axe', async () => {
  setToken(await live().tokenOf('demo_hr'));
  renderApp('/help/plan');
  await screen.findByRole('heading', { name: '困难职工再就业帮扶计划' }, { timeout: 15_000 });

  fireEvent.click(page().getByRole('button', { name: '新建计划' }));
  let dialog = await screen.findByRole('dialog', { name: '新建计划' });
  fireEvent.change(dialogField(dialog, '开始日期'), { target: { value: '2027-03-01' } });
  fireEvent.change(dialogField(dialog, '结束日期'), { target: { value: '2027-01-01' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf(dialogField(dialog, '计划名称'))).toBe('计划名称不能为空'));
  expect(messageOf(dialogField(dialog, '结束日期'))).toBe('结束日期不能早于开始日期');
  expect(await seriousViolations(document.body)).toEqual([]);

  fireEvent.change(dialogField(dialog, '计划名称'), { target: { value: '春风送岗帮扶计划' } });
  fireEvent.change(dialogField(dialog, '结束日期'), { target: { value: '2027-05-31' } });
  fireEvent.change(dialogField(dialog, '计划说明'), { target: { value: '面向返乡务工人员' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await page().findByRole('heading', { name: '春风送岗帮扶计划' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const plan = page().getByRole('heading', { name: '春风送岗帮扶计划' }).closest('article')!;
  expect(within(plan as HTMLElement).getByText('计划周期：2027-03-01 至 2027-05-31')).toBeTruthy();
  expect(within(plan as HTMLElement).getByText('该计划下还没有项目')).toBeTruthy();

  fireEvent.click(page().getByRole('button', { name: '编辑计划 春风送岗帮扶计划' }));
  dialog = await screen.findByRole('dialog', { name: '编辑计划' });
  expect((dialogField(dialog, '计划名称') as HTMLInputElement).value).toBe('春风送岗帮扶计划');
  fireEvent.change(dialogField(dialog, '结束日期'), { target: { value: '2027-06-30' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await page().findByText('计划周期：2027-03-01 至 2027-06-30', undefined, { timeout: 10_000 });
});

it("keeps a plan's period around its projects, saying so on the date fields before the server does", async () => {
  setToken(await live().tokenOf('demo_hr'));
  renderApp('/help/plan');
  const heading = await screen.findByRole('heading', { name: '困难职工再就业帮扶计划' }, { timeout: 15_000 });
  const plan = heading.closest('article') as HTMLElement;
  // Its projects run through the whole plan (the demo data), so any shorter period cuts one.
  const [, start, end] = /计划周期：(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/.exec(plan.textContent ?? '')!;
  fireEvent.click(page().getByRole('button', { name: '编辑计划 困难职工再就业帮扶计划' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑计划' });
  fireEvent.change(dialogField(dialog, '开始日期'), { target: { value: end } });
  fireEvent.change(dialogField(dialog, '结束日期'), { target: { value: end } });
  const sent = jest.spyOn(globalThis, 'fetch');
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf(dialogField(dialog, '开始日期'))).toBe(`开始日期不能晚于计划内项目的最早开始日期${start}`));
  fireEvent.change(dialogField(dialog, '开始日期'), { target: { value: start } });
  fireEvent.change(dialogField(dialog, '结束日期'), { target: { value: start } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(messageOf(dialogField(dialog, '结束日期'))).toBe(`结束日期不能早于计划内项目的最晚结束日期${end}`));
  expect(sent.mock.calls.filter(([url]) => /help\/plan\/\d+/.test(String(url)))).toEqual([]);
  sent.mockRestore();
});
