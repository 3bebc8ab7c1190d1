// The TanStack Table (v9) features every kit list registers: sorting, paging and row selection,
// all server-side (manual), so no client row models are bundled.
import { rowPaginationFeature, rowSelectionFeature, rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature });

/** A column of a kit list; `enableSorting: true` makes its header sort the list by the column's id. */
export type ListColumn<T extends RowData> = ColumnDef<typeof listFeatures, T>;
