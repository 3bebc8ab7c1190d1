// The console's page kit: a list page (URL-kept, remembered filters; server-side paging, sorting
// and selection on TanStack Table v9; status tabs; loading, empty and error states), a form page
// (fields, server errors on their field, the leave prompt), a confirm dialog and a detail drawer.
export { PrimaryButton, PlainButton, DangerButton, LinkButton } from './buttons';
export { useConfirm } from './confirm/use-confirm';
export type { ConfirmRequest } from './confirm/use-confirm';
export { DetailDrawer } from './drawer/detail-drawer';
export { Field, controlProps, errorIdOf } from './form/field';
export { FormActions } from './form/form-actions';
export { FormPage } from './form/form-page';
export { useFormPage } from './form/use-form-page';
export { fieldOfMessage, showServerError } from './form/server-field-error';
export type { FieldNames } from './form/server-field-error';
export { leaveQuestion } from './form/use-leave-prompt';
export { anyUnsaved } from './form/unsaved-pages';
export { TagInput } from './form/tag-input';
export { DataTable } from './list/data-table';
export type { ListColumn } from './list/list-features';
export { ListState } from './list/list-state';
export { RowAction, RowActions, WrappedText } from './list/row-action';
export { SearchBox } from './list/search-box';
export { StatusTabs } from './list/status-tabs';
export type { FilterScope } from './list/remembered-filters';
export { useListParams } from './list/use-list-params';
export { pagedTableProps } from './list/paged-table-props';
export { useListQuery } from './list/use-list-query';
export { useListPage } from './list/use-list-page';
export { ListPage } from './list/list-page';
export { useInvalidate } from './query/use-invalidate';
export { fetchAllPages } from './list/fetch-all-pages';
export { saveBlob } from './export/save-blob';
export { useActivePage } from './page/use-active-page';
export { usePageSearch } from './page/use-page-search';
export { useRecordQuery } from './query/use-record-query';
export { usePageTitle } from './page/use-page-title';
export { PageFrame } from './page/page-frame';
export type { ListStatus } from './list/use-list-query';
export { dateText, dateTimeText, minuteText } from './format/date-time';
