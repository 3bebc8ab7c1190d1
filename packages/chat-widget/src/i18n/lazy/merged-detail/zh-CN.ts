// The merged message's detail view (issue 16 item 9).
export const mergedDetail = {
  back: '返回',
  close: '关闭',
  loadFailed: '聊天记录加载失败',
  empty: '暂无消息',
};
