// The kit's table: columns as TanStack Table v9 column defs, rows of one server page, sorting by
// a header button (aria-sort), an optional selection column, the pager, and the list states.
import { functionalUpdate, useTable, type RowData, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listFeatures, type ListColumn } from './list-features';
import { ListState } from './list-state';
import { Pager } from './pager';
import type { SortOrder } from './use-list-params';
import type { ListStatus } from './use-list-query';

/** A narrow screen scrolls the table sideways (focusable, so the keyboard can scroll it too). */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid #ebeef5;
    text-align: left;
    white-space: nowrap;
  }
  /* A header wraps between its words (never inside a Chinese word) when the table is short of room. */
  th {
    background: #f5f7fa;
    font-weight: 600;
    white-space: normal;
    word-break: keep-all;
  }
  th button {
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
    padding: 0;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.5;
  }
`;

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<T>[];
  rows: T[];
  total: number;
  getRowId: (row: T) => string;
  status: ListStatus;
  error: string;
  onRetry: () => void;
  emptyText?: string;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  sort?: string;
  order: SortOrder;
  onSort: (sort: string | undefined, order: SortOrder) => void;
  /** Row selection for bulk actions: the selected row ids; `rowName` names a row's checkbox (选择 张三), else its number does. */
  selection?: { value: RowSelectionState; onChange: (value: RowSelectionState) => void; rowName?: (row: T) => string };
}

const ariaSort = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined);

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, selection } = props;
  const sorting: SortingState = props.sort ? [{ id: props.sort, desc: props.order === 'desc' }] : [];
  const selectable = selection !== undefined;
  const rowName = selection?.rowName;
  const allColumns = useMemo<ListColumn<T>[]>(
    () =>
      selectable
        ? [
            {
              id: 'select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  aria-label={t('kit.selectAll')}
                  checked={table.getIsAllPageRowsSelected()}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={rowName ? t('kit.selectNamed', { name: rowName(row.original) }) : t('kit.selectRow', { index: row.index + 1 })}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            },
            ...columns,
          ]
        : columns,
    [columns, selectable, rowName, t],
  );
  const table = useTable({
    features: listFeatures,
    columns: allColumns,
    data: rows,
    getRowId: props.getRowId,
    defaultColumn: { enableSorting: false },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableRowSelection: selection !== undefined,
    rowCount: props.total,
    state: { sorting, pagination: { pageIndex: props.page - 1, pageSize: props.size }, rowSelection: selection?.value ?? {} },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      props.onSort(next?.id, next?.desc === false ? 'asc' : 'desc');
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, { pageIndex: props.page - 1, pageSize: props.size });
      if (next.pageSize !== props.size) props.onSize(next.pageSize);
      else props.onPage(next.pageIndex + 1);
    },
    onRowSelectionChange: (updater) => selection?.onChange(functionalUpdate(updater, selection.value)),
  });

  return (
    <div>
      <Scroll tabIndex={0} role="region" aria-label={props.label}>
        <Table aria-label={props.label} aria-busy={props.status === 'loading'}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={ariaSort(sorted)}>
                      {header.column.getCanSort() ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ' ↕'}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {props.status !== 'error' &&
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </Table>
      </Scroll>
      <ListState status={props.status} empty={rows.length === 0} error={props.error} emptyText={props.emptyText} onRetry={props.onRetry} />
      {props.status !== 'error' && props.total > 0 && (
        <Pager
          page={props.page}
          pages={Math.max(1, table.getPageCount())}
          total={props.total}
          size={props.size}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          onSize={(size) => table.setPageSize(size)}
        />
      )}
    </div>
  );
}
