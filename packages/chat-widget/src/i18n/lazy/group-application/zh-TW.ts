import type { groupApplication as zhCN } from './zh-CN';

export const groupApplication: Record<keyof typeof zhCN, string> = {
  banner: '{{count}}條入群申請',
  handle: '點擊處理',
  title: '入群申請',
  note: '申請理由：{{note}}',
  noNote: '未填寫申請理由',
  agree: '同意',
  reject: '拒絕',
};
