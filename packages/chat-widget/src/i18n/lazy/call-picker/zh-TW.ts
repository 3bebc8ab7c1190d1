import type { callPicker as zhCN } from './zh-CN';

export const callPicker: Record<keyof typeof zhCN, string> = {
  voiceTitle: '發起群語音通話',
  videoTitle: '發起群視訊通話',
  search: '搜尋使用者ID',
  members: '群成員',
  empty: '暫無成員',
  selected: '已選擇 {{count}} 人',
  max: '最多選擇 {{max}} 人',
};
