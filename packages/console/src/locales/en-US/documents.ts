import type { zhCN } from '../catalogue';

// The document pages' texts (en-US): CompanyAgreement, rule.
export const documents: zhCN['documents'] = {
  print: 'Print',
  updatedAt: 'Updated {{date}}',
  loading: 'Loading…',
  loadFailed: 'The text could not be loaded',
  retry: 'Retry',
  backToLogin: 'Back to sign-in',
};
