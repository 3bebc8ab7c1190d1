// The read-receipt panel and the at-mention list (docs/chat.md §2): the UI kit's Chinese texts.
export const panels = {
  readTitle: '消息详情',
  readTab: '已读 {{count}}',
  unreadTab: '未读 {{count}}',
  readEmpty: '暂无数据',
  readLoading: '加载中...',
  readFailed: '加载失败，点击重试',
  close: '关闭',
  mentionList: '选择提醒的人',
  mentionAll: '所有人',
};
