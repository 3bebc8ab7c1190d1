// The frame: tabs, back button, modal, session notices.
export const shell = {
  tabConversation: '会话',
  tabContact: '通讯录',
  contactEmpty: '暂无联系人',
  back: '返回',
  close: '关闭',
  title: '聊天',
  noConversation: '请选择会话',
  kickedOut: '您的账号已在其他地方登录',
  groupSettings: '群管理',
};
