import type { Catalogue } from '../../catalogue';

export const panels: Catalogue['panels'] = {
  readTitle: 'Message details',
  readTab: 'Read {{count}}',
  unreadTab: 'Unread {{count}}',
  readEmpty: 'No data',
  readLoading: 'Loading...',
  readFailed: 'Failed to load, click to retry',
  close: 'Close',
  mentionList: 'Select members to mention',
  mentionAll: 'everyone',
};
