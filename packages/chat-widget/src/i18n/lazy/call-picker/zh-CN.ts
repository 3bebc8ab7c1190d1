// The group call member picker (docs/chat.md §2, §7).
export const callPicker = {
  voiceTitle: '发起群语音通话',
  videoTitle: '发起群视频通话',
  search: '搜索用户ID',
  members: '群成员',
  empty: '暂无成员',
  selected: '已选择 {{count}} 人',
  /** The widget's own group calls: a mesh of up to 4 (the caller and 3 invitees). */
  max: '最多选择 {{max}} 人',
};
