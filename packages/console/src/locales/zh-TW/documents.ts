import type { zhCN } from '../catalogue';

// The document pages' texts (zh-TW): CompanyAgreement, rule.
export const documents: zhCN['documents'] = {
  print: '列印',
  updatedAt: '更新日期：{{date}}',
  loading: '正在載入…',
  loadFailed: '內容載入失敗',
  retry: '重試',
  backToLogin: '返回登入',
};
