// A list page from the kit's parts with a fake request (one layer, real QueryClient and router):
// the frame names the page, the tabs show their counts and filter the request, the batch bar and
// dialogs render, and an invalidation after a change loads the list again.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { initTestI18n } from '../../../test/console-i18n';
import { createQueryClient } from '../query/query-client';
import { useInvalidate } from '../query/use-invalidate';
import { ListPage } from './list-page';
import type { ListColumn } from './list-features';
import { useListPage } from './use-list-page';

beforeAll(() => initTestI18n());

type Job = { id: number; title: string };
const columns: ListColumn<Job>[] = [{ accessorKey: 'title', header: '职位名称' }];

function ChangeButton() {
  const invalidate = useInvalidate('jobs');
  return (
    <button type="button" onClick={() => void invalidate()}>
      下线
    </button>
  );
}

function JobsPage({ asked }: { asked: string[] }) {
  const list = useListPage({
    name: 'jobs',
    filters: { status: '1' },
    request: async ({ page, filters }) => {
      asked.push(`status=${filters.status} page=${page}`);
      return { list: [{ id: asked.length, title: `职位 ${filters.status}-${asked.length}` }], total: 1 };
    },
  });
  return (
    <ListPage<Job>
      list={list}
      title="职位管理"
      actions={<button type="button">发布职位</button>}
      tabs={{
        label: '职位状态',
        value: list.params.filters.status,
        onChange: (status) => list.setFilters({ status }),
        tabs: [
          { value: '1', label: '已发布', count: 3 },
          { value: '2', label: '已下线', count: 0 },
        ],
      }}
      filters={<label>关键词</label>}
      batch={<p>已选 0 项</p>}
      label="职位列表"
      columns={columns}
      getRowId={(job) => String(job.id)}
    >
      <ChangeButton />
    </ListPage>
  );
}

it('renders the frame, tabs with counts and the rows; a tab and an invalidation load again; passes axe', async () => {
  const asked: string[] = [];
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <JobsPage asked={asked} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const page = screen.getByRole('region', { name: '职位管理' });
  expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('职位管理');
  expect(
    within(page)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['已发布 (3)', '已下线 (0)']);
  expect(within(page).getByText('已选 0 项')).toBeTruthy();
  const table = within(page).getByRole('table', { name: '职位列表' });
  await waitFor(() => expect(within(table).getByText('职位 1-1')).toBeTruthy());

  fireEvent.click(within(page).getByRole('tab', { name: '已下线 (0)' }));
  await waitFor(() => expect(within(table).getByText('职位 2-2')).toBeTruthy());
  expect(asked).toEqual(['status=1 page=1', 'status=2 page=1']);

  fireEvent.click(screen.getByRole('button', { name: '下线' }));
  await waitFor(() => expect(within(table).getByText('职位 2-3')).toBeTruthy());
  expect(asked).toHaveLength(3);
  expect(await seriousViolations(container)).toEqual([]);
});
