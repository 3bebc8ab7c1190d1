import type { Catalogue } from '../../catalogue';

export const panels: Catalogue['panels'] = {
  readTitle: '訊息詳情',
  readTab: '已讀 {{count}}',
  unreadTab: '未讀 {{count}}',
  readEmpty: '暫無資料',
  readLoading: '載入中...',
  readFailed: '載入失敗，點擊重試',
  close: '關閉',
  mentionList: '選擇提醒的人',
  mentionAll: '所有人',
};
