import type { multiSelect as zhCN } from './zh-CN';

export const multiSelect: Record<keyof typeof zhCN, string> = {
  bar: '多選',
  selected: '已選擇 {{count}} 條',
  max: '最多選擇 {{max}} 條',
  deleteConfirm: '刪除已選的 {{count}} 條訊息？',
  groupRecord: '群聊的聊天記錄',
  pairRecord: '{{a}}和{{b}}的聊天記錄',
  oneRecord: '{{name}}的聊天記錄',
};
