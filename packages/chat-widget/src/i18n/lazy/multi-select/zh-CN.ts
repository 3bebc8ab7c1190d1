// The multi-select bar (issue 16 item 9; the texts of Tencent's kits).
export const multiSelect = {
  bar: '多选',
  selected: '已选择 {{count}} 条',
  max: '最多选择 {{max}} 条',
  deleteConfirm: '删除已选的 {{count}} 条消息？',
  groupRecord: '群聊的聊天记录',
  pairRecord: '{{a}}和{{b}}的聊天记录',
  oneRecord: '{{name}}的聊天记录',
};
