import type { zhCN } from '../catalogue';

export const kit: zhCN['kit'] = {
  empty: 'No data',
  loadFailed: 'Failed to load: {{message}}',
  retry: 'Retry',
  selectAll: 'Select all on this page',
  selectRow: 'Select row {{index}}',
  selectNamed: 'Select {{name}}',
  selected: '{{count}} selected',
  pageInfo: 'Page {{page}} of {{pages}}, {{total}} in all',
  prevPage: 'Previous page',
  nextPage: 'Next page',
  pageSize: 'Rows per page',
  pagination: 'Pagination',
  perPage: '{{size}} / page',
  search: 'Search',
  reset: 'Reset',
  actions: 'Actions',
  leaveTitle: 'Leave this page?',
  leaveBody: 'You have unsaved changes; they will be lost.',
  leaveConfirm: 'Leave',
};
