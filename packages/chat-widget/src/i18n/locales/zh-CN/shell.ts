// The frame: tabs, back button, modal, session notices.
export const shell = {
  tabConversation: '会话',
  tabContact: '通讯录',
  tabUnread: '{{count}}条未读消息',
  tabApplications: '{{count}}条新的好友申请',
  contactEmpty: '暂无联系人',
  contactNewContacts: '新的联系人',
  contactBlacklist: '黑名单',
  contactGroups: '我的群聊',
  contactFriends: '我的好友',
  back: '返回',
  close: '关闭',
  title: '聊天',
  noConversation: '请选择会话',
  kickedOut: '您的账号已在其他地方登录',
  // Issue 31: the kicked-out notice's way back (a new sign-in through the host's credential).
  relogin: '重新登录',
  groupSettings: '群管理',
  // Issue 16: the sign-in failed (the API refused this page's origin, the server is down, the token was refused).
  loginFailed: '登录失败：{{reason}}',
  loginFailedNetwork: '无法连接聊天服务（本页面的来源未获准访问，或服务器不可达）',
  loginFailedCode: '错误码 {{code}}',
  loginFailedUnknown: '未知错误',
  retry: '重试',
  // Issue 18: the script tag's launcher button (a disclosure: its state is aria-expanded).
  launcher: '打开聊天',
  launcherUnread: '打开聊天，{{count}} 条未读',
  // Issue 31: the new-message notifications, asked for on the user's click (views/notify).
  enableNotifications: '开启通知',
};
