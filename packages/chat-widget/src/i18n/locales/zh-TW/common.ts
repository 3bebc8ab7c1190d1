import type { Catalogue } from '../../catalogue';

export const common: Catalogue['common'] = {
  confirm: '確定',
  cancel: '取消',
  networkError: '網絡異常，請您檢查網絡設置',
  notification: '通知',
  loading: '載入中...',
  lazyFailed: '這部分沒有載入成功',
  retry: '重試',
  reload: '重新整理頁面',
};
