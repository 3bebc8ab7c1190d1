import type { zhCN } from '../catalogue';

export const kit: zhCN['kit'] = {
  empty: '暫無資料',
  loadFailed: '載入失敗：{{message}}',
  retry: '重試',
  selectAll: '選擇本頁全部',
  selectRow: '選擇第 {{index}} 列',
  selectNamed: '選擇 {{name}}',
  selected: '已選擇 {{count}} 項',
  pageInfo: '第 {{page}} / {{pages}} 頁，共 {{total}} 筆',
  prevPage: '上一頁',
  nextPage: '下一頁',
  pageSize: '每頁筆數',
  pagination: '分頁',
  perPage: '{{size}} 筆/頁',
  search: '搜尋',
  reset: '重設',
  actions: '操作',
  leaveTitle: '離開此頁？',
  leaveBody: '有未儲存的修改，離開後將遺失。',
  leaveConfirm: '離開',
};
