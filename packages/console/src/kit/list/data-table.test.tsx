// The kit's table with rows given (one layer): sorting headers, row selection, the pager, and
// the empty, loading and error states; a row's action buttons.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { initTestI18n } from '../../../test/console-i18n';
import { DataTable, type DataTableProps } from './data-table';
import { RowAction, RowActions } from './row-action';
import type { ListColumn } from './list-features';
import type { SortOrder } from './use-list-params';

beforeAll(() => initTestI18n());

type Row = { id: number; title: string; salaryMax: number };
const rows: Row[] = [
  { id: 7, title: '前端工程师', salaryMax: 20 },
  { id: 9, title: '会计', salaryMax: 12 },
];
const columns: ListColumn<Row>[] = [
  { accessorKey: 'title', header: '职位名称' },
  { accessorKey: 'salaryMax', header: '薪资', enableSorting: true },
];

function Harness(props: Partial<DataTableProps<Row>> & { seen: string[] }) {
  const [sort, setSort] = useState<{ sort?: string; order: SortOrder }>({ order: 'desc' });
  const [selected, setSelected] = useState({});
  const { seen, ...rest } = props;
  return (
    <>
      <DataTable<Row>
        label="职位列表"
        columns={columns}
        rows={rows}
        total={25}
        getRowId={(row) => String(row.id)}
        status="ready"
        error=""
        onRetry={() => seen.push('retry')}
        page={2}
        size={10}
        onPage={(page) => seen.push(`page ${page}`)}
        onSize={(size) => seen.push(`size ${size}`)}
        sort={sort.sort}
        order={sort.order}
        onSort={(next, order) => {
          seen.push(`sort ${next} ${order}`);
          setSort({ sort: next, order });
        }}
        selection={{ value: selected, onChange: setSelected }}
        {...rest}
      />
      <output>{Object.keys(selected).sort().join(',')}</output>
    </>
  );
}

it('sorts by a sortable header (a number column: descending first, then ascending, then none); other headers are plain', () => {
  const seen: string[] = [];
  render(<Harness seen={seen} />);
  const table = screen.getByRole('table', { name: '职位列表' });
  expect(within(table).queryByRole('button', { name: /职位名称/ })).toBeNull();
  const salary = within(table).getByRole('button', { name: /薪资/ });
  fireEvent.click(salary);
  expect(salary.closest('th')?.getAttribute('aria-sort')).toBe('descending');
  fireEvent.click(salary);
  expect(salary.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
  fireEvent.click(salary);
  expect(salary.closest('th')?.getAttribute('aria-sort')).toBeNull();
  expect(seen).toEqual(['sort salaryMax desc', 'sort salaryMax asc', 'sort undefined desc']);
});

it('selects rows by id, one or the whole page', () => {
  render(<Harness seen={[]} />);
  fireEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
  expect(screen.getByRole('status').textContent).toBe('9');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
  expect(screen.getByRole('status').textContent).toBe('7,9');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
  expect(screen.getByRole('status').textContent).toBe('');
});

it('pages from the total: where we are, previous, next and the size; passes axe', async () => {
  const seen: string[] = [];
  render(<Harness seen={seen} />);
  expect(screen.getByText('第 2 / 3 页，共 25 条')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '下一页' }));
  fireEvent.click(screen.getByRole('button', { name: '上一页' }));
  fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '20' } });
  expect(seen).toEqual(['page 3', 'page 1', 'size 20']);
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('shows the empty, loading and error states; the error retries', () => {
  const seen: string[] = [];
  const { rerender } = render(<Harness seen={seen} rows={[]} total={0} />);
  // The empty and error states carry an icon, hidden from assistive technology: the words say it.
  const hiddenIcon = (state: HTMLElement) => state.querySelector('svg[aria-hidden="true"]');
  const empty = screen.getByText('暂无数据');
  expect(empty.textContent).toBe('暂无数据');
  expect(hiddenIcon(empty)).not.toBeNull();
  expect(screen.queryByRole('navigation')).toBeNull();
  rerender(<Harness seen={seen} rows={[]} total={0} status="loading" />);
  expect(screen.getByText('加载中…')).toBeTruthy();
  rerender(<Harness seen={seen} status="error" error="服务器内部错误" />);
  expect(screen.getByRole('alert').textContent).toContain('加载失败：服务器内部错误');
  expect(hiddenIcon(screen.getByRole('alert'))).not.toBeNull();
  expect(screen.queryByRole('cell', { name: '前端工程师' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(seen).toEqual(['retry']);
});

it('a row action shows its icon before its word, and its name stays the word or its aria-label', () => {
  const pressed: string[] = [];
  render(
    <RowActions>
      <RowAction icon={Pencil} onClick={() => pressed.push('edit')}>
        编辑
      </RowAction>
      <RowAction icon={Trash2} data-danger aria-label="删除 会计" onClick={() => pressed.push('delete')}>
        删除
      </RowAction>
    </RowActions>,
  );
  const edit = screen.getByRole('button', { name: '编辑' });
  expect(edit.getAttribute('type')).toBe('button');
  expect(edit.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  expect(edit.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: '删除 会计' }));
  fireEvent.click(edit);
  expect(pressed).toEqual(['delete', 'edit']);
  expect(screen.getByRole('button', { name: '删除 会计' }).hasAttribute('data-danger')).toBe(true);
});
