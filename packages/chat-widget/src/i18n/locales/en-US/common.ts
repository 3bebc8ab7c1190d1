import type { Catalogue } from '../../catalogue';

export const common: Catalogue['common'] = {
  confirm: 'OK',
  cancel: 'Cancel',
  networkError: 'Network error, please check your network settings',
  notification: 'Notification',
  loading: 'Loading...',
  lazyFailed: 'This part did not load',
  retry: 'Retry',
  reload: 'Reload page',
};
