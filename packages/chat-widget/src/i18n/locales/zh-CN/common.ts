export const common = {
  confirm: '确定',
  cancel: '取消',
  networkError: '网络异常，请您检查网络设置',
  notification: '通知',
  loading: '加载中...',
  lazyFailed: '这部分没有加载成功',
  retry: '重试',
  reload: '刷新页面',
};
