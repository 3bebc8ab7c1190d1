export const common = {
  confirm: '确定',
  cancel: '取消',
  networkError: '网络异常，请您检查网络设置',
  notification: '通知',
  loading: '加载中...',
};
