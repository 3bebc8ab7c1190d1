// An edit page from the kit's FormPage and useFormPage with a fake save (one layer, real router and
// react-hook-form): the record's load, then its values in the form; the schema's message on its
// field; a save's toast text handed on and the page gone back; a refused save's message on the field
// it names, with the values kept; 取消 on a changed form asks first.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { initTestI18n } from '../../../test/console-i18n';
import type { Loaded } from '../query/use-record-query';
import { FormPage } from './form-page';
import { useFormPage, type Saved } from './use-form-page';

beforeAll(() => initTestI18n());

type Values = { title: string };
const schema = z.object({ title: z.string().trim().min(1, '请输入职位名称') });
const toForm = (job: { name: string }) => ({ title: job.name });

function EditPage({ state, submit }: { state: Loaded<{ name: string }>; submit: (values: Values) => Promise<Saved> }) {
  const page = useFormPage({
    schema,
    empty: { title: '' },
    record: state.status === 'ready' ? state.data : null,
    toForm,
    submit,
    fieldNames: { title: ['职位名称'] },
    back: '/zhiwei/index',
  });
  return (
    <FormPage title="编辑职位" page={page} load={{ state, retry: () => undefined, failed: '职位加载失败' }} submitLabel="保存">
      <label htmlFor="title">职位名称</label>
      <input id="title" {...page.form.register('title')} />
      {page.error('title') && <p role="alert">{page.error('title')}</p>}
    </FormPage>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function App(props: Parameters<typeof EditPage>[0]) {
  return (
    <MemoryRouter initialEntries={['/zhiwei/edit']}>
      <Routes>
        <Route path="/zhiwei/edit" element={<EditPage {...props} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

const title = () => screen.getByLabelText<HTMLInputElement>('职位名称');

it('waits for the record, then shows its values under the page heading', () => {
  const { rerender } = render(<App state={{ status: 'loading', error: '' }} submit={async () => ''} />);
  expect(screen.getByRole('heading', { level: 1, name: '编辑职位' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  rerender(<App state={{ status: 'error', error: '' }} submit={async () => ''} />);
  expect(screen.getByRole('alert').textContent).toContain('职位加载失败');
  rerender(<App state={{ status: 'ready', data: { name: '会计' }, error: '' }} submit={async () => ''} />);
  expect(title().value).toBe('会计');
});

it('shows the schema’s message and saves nothing; a valid save goes back', async () => {
  const saved: Values[] = [];
  render(<App state={{ status: 'ready', data: { name: '会计' }, error: '' }} submit={async (values) => (saved.push(values), '已保存')} />);
  fireEvent.change(title(), { target: { value: ' ' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect((await screen.findByRole('alert')).textContent).toBe('请输入职位名称');
  expect(saved).toEqual([]);
  fireEvent.change(title(), { target: { value: '出纳' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/zhiwei/index'));
  expect(saved).toEqual([{ title: '出纳' }]);
});

it('goes where the save says instead of back', async () => {
  render(<App state={{ status: 'ready', data: { name: '会计' }, error: '' }} submit={async () => ({ toast: '已保存', to: '/help/project-detail' })} />);
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/help/project-detail'));
});

it('puts a refused save’s message on the field it names and keeps the values', async () => {
  render(
    <App
      state={{ status: 'ready', data: { name: '会计' }, error: '' }}
      submit={async () => {
        throw new ApiError('职位名称不能超过30个字', 500, 200);
      }}
    />,
  );
  fireEvent.change(title(), { target: { value: '很长的职位' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect((await screen.findByRole('alert')).textContent).toBe('职位名称不能超过30个字');
  expect(title().value).toBe('很长的职位');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: '保存' }).disabled).toBe(false);
});

it('asks before 取消 drops a changed form, and stays when told to', async () => {
  render(<App state={{ status: 'ready', data: { name: '会计' }, error: '' }} submit={async () => ''} />);
  fireEvent.change(title(), { target: { value: '出纳' } });
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('button', { name: '离开' })).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(title().value).toBe('出纳');
});
