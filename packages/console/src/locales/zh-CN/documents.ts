// The document pages' texts (zh-CN): CompanyAgreement, rule.
export const documents = {
  print: '打印',
  updatedAt: '更新日期：{{date}}',
  loading: '正在加载…',
  loadFailed: '内容加载失败',
  retry: '重试',
  backToLogin: '返回登录',
} satisfies Record<string, string>;
