import type { Catalogue } from '../../catalogue';

export const shell: Catalogue['shell'] = {
  tabConversation: '會話',
  tabContact: '通訊錄',
  tabUnread: '{{count}}則未讀訊息',
  tabApplications: '{{count}}則新的好友申請',
  contactEmpty: '暫無聯絡人',
  contactNewContacts: '新的聯絡人',
  contactBlacklist: '黑名單',
  contactGroups: '我的群聊',
  contactFriends: '我的好友',
  back: '返回',
  close: '關閉',
  title: '聊天',
  noConversation: '請選擇會話',
  kickedOut: '您的帳號已在其他地方登入',
  // Issue 31: the kicked-out notice's way back (a new sign-in through the host's credential).
  relogin: '重新登入',
  groupSettings: '群管理',
  loginFailed: '登入失敗：{{reason}}',
  loginFailedNetwork: '無法連線聊天服務（本頁面的來源未獲准存取，或伺服器無法連線）',
  loginFailedCode: '錯誤碼 {{code}}',
  loginFailedUnknown: '未知錯誤',
  retry: '重試',
  launcher: '打開聊天',
  launcherUnread: '打開聊天，{{count}} 則未讀',
  // Issue 31: the new-message notifications, asked for on the user's click (views/notify).
  enableNotifications: '開啟通知',
};
