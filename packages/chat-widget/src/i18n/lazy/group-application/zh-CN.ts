// Group applications banner and drawer (docs/chat.md §2, §4).
export const groupApplication = {
  banner: '{{count}}条入群申请',
  handle: '点击处理',
  title: '入群申请',
  note: '申请理由：{{note}}',
  noNote: '未填写申请理由',
  agree: '同意',
  reject: '拒绝',
};
