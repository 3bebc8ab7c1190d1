import type { Catalogue } from '../../catalogue';

export const actions: Catalogue['actions'] = {
  menu: '訊息操作',
  open: '打開',
  copy: '複製',
  copied: '複製成功',
  copyUnsupported: '此機型暫不支援複製',
  recall: '撤回',
  recallExpired: '已過撤回時限',
  delete: '刪除',
  forward: '轉發',
  quote: '引用',
  translate: '翻譯',
  hideTranslation: '隱藏',
  translateOff: '請開通翻譯功能',
  translating: '翻譯中...',
  convert: '轉文字',
  hideConversion: '隱藏',
  convertOff: '請開通轉文字功能',
  converting: '轉換中...',
  downloadResume: '下載履歷',
  downloadFailed: '下載失敗',
};
