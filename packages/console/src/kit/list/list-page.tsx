// A list page as its parts (kit README, "A list page"): the frame with its heading and actions,
// status tabs (each with its count), the filters, a bar of batch actions over the selection, and
// the server-paged table; dialogs go in `children`. The rows come from useListPage.
import type { RowData } from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../page/page-frame';
import { DataTable, type DataTableProps } from './data-table';
import { pagedTableProps } from './paged-table-props';
import { StatusTabs, type StatusTab } from './status-tabs';
import type { RemoteList } from './use-list-query';

/** A row of labelled filters (selects, a checkbox) above the table. */
const Filters = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  font-size: 14px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  select {
    height: 32px;
    padding: 0 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    background: #fff;
  }
`;

interface ListTabs {
  label: string;
  tabs: (StatusTab & { count?: number | string })[];
  value: string;
  onChange: (value: string) => void;
}

type TableProps<T extends RowData> = Pick<DataTableProps<T>, 'label' | 'columns' | 'getRowId' | 'emptyText' | 'selection'> &
  Partial<Pick<DataTableProps<T>, 'onSort'>>;

interface ListPageProps<T extends RowData> extends TableProps<T> {
  /** useListPage's answer: the query's page, size and sorting with their setters, and its rows. */
  list: Parameters<typeof pagedTableProps>[1] & { query: RemoteList<T> };
  title: ReactNode;
  /** Beside the heading: a search box, an add button. */
  actions?: ReactNode;
  /** Between the heading and the tabs: a hint, the talent pages' links. */
  intro?: ReactNode;
  tabs?: ListTabs;
  /** The filter controls, laid out in a row. */
  filters?: ReactNode;
  /** Over the table: the batch actions on the selected rows. */
  batch?: ReactNode;
  className?: string;
  /** The page's section (to move focus inside it). */
  ref?: Ref<HTMLElement>;
  /** Dialogs and drawers of the page. */
  children?: ReactNode;
}

const tabLabel = (tab: ListTabs['tabs'][number]) => (tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`);

export function ListPage<T extends RowData>({ list, title, actions, intro, tabs, filters, batch, className, ref, children, ...table }: ListPageProps<T>) {
  return (
    <PageFrame ref={ref} title={title} actions={actions} className={className}>
      {intro}
      {tabs && (
        <StatusTabs
          label={tabs.label}
          value={tabs.value}
          onChange={tabs.onChange}
          tabs={tabs.tabs.map((tab) => ({ value: tab.value, label: tabLabel(tab) }))}
        />
      )}
      {filters && <Filters>{filters}</Filters>}
      {batch}
      <DataTable<T> {...pagedTableProps(list.query, list)} {...table} />
      {children}
    </PageFrame>
  );
}
