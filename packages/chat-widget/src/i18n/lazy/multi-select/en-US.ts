import type { multiSelect as zhCN } from './zh-CN';

export const multiSelect: Record<keyof typeof zhCN, string> = {
  bar: 'Multi-select',
  selected: '{{count}} selected',
  max: 'Select up to {{max}}',
  deleteConfirm: 'Delete the {{count}} selected messages?',
  groupRecord: 'Group chat history',
  pairRecord: 'Chat history of {{a}} and {{b}}',
  oneRecord: 'Chat history of {{name}}',
};
