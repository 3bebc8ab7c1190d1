import type { mergedDetail as zhCN } from './zh-CN';

export const mergedDetail: Record<keyof typeof zhCN, string> = {
  back: '返回',
  close: '關閉',
  loadFailed: '聊天記錄載入失敗',
  empty: '暫無訊息',
};
