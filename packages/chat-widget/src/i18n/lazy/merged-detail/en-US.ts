import type { mergedDetail as zhCN } from './zh-CN';

export const mergedDetail: Record<keyof typeof zhCN, string> = {
  back: 'Back',
  close: 'Close',
  loadFailed: 'The chat history could not be loaded',
  empty: 'No messages',
};
