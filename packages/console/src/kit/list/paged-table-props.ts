// What a <DataTable> takes from useListQuery and useListParams, to spread: the rows and their
// total, the load state with its retry, and the page, size and sorting with their setters.
import type { RowData } from '@tanstack/react-table';
import type { DataTableProps } from './data-table';
import type { ListParams, SortOrder } from './use-list-params';
import type { RemoteList } from './use-list-query';

interface ListQuery {
  params: Pick<ListParams<string>, 'page' | 'size' | 'sort' | 'order'>;
  setPage(page: number): void;
  setSize(size: number): void;
  setSorting(sort: string | undefined, order: SortOrder): void;
}

type PagedProps<T extends RowData> = Pick<
  DataTableProps<T>,
  'rows' | 'total' | 'status' | 'error' | 'onRetry' | 'page' | 'size' | 'onPage' | 'onSize' | 'sort' | 'order' | 'onSort'
>;

export function pagedTableProps<T extends RowData>(remote: RemoteList<T>, list: ListQuery): PagedProps<T> {
  const { page, size, sort, order } = list.params;
  return {
    rows: remote.rows,
    total: remote.total,
    status: remote.status,
    error: remote.error,
    onRetry: remote.reload,
    page,
    size,
    onPage: list.setPage,
    onSize: list.setSize,
    sort,
    order,
    onSort: list.setSorting,
  };
}
