// The forward panel (docs/chat.md §2, §5 "Forward", §8).
export const forward = {
  title: '转发',
  conversations: '选择会话',
  empty: '暂无会话',
  oneByOne: '逐条转发',
  merged: '合并转发',
  mergedTitle: '聊天记录',
  mergedCompatible: '[聊天记录]',
  sensitive: '内容包含敏感词汇',
};
