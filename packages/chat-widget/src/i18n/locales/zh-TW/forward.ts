import type { Catalogue } from '../../catalogue';

export const forward: Catalogue['forward'] = {
  title: '轉發',
  conversations: '選擇會話',
  empty: '暫無會話',
  oneByOne: '逐條轉發',
  merged: '合併轉發',
  mergedTitle: '聊天記錄',
  mergedCompatible: '[聊天記錄]',
  sensitive: '內容包含敏感詞彙',
};
