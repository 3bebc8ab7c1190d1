import type { Catalogue } from '../../catalogue';

export const shell: Catalogue['shell'] = {
  tabConversation: '會話',
  tabContact: '通訊錄',
  contactEmpty: '暫無聯絡人',
  back: '返回',
  close: '關閉',
  title: '聊天',
  noConversation: '請選擇會話',
  kickedOut: '您的帳號已在其他地方登入',
  groupSettings: '群管理',
};
