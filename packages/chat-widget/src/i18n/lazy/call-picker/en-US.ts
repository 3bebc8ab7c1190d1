import type { callPicker as zhCN } from './zh-CN';

export const callPicker: Record<keyof typeof zhCN, string> = {
  voiceTitle: 'start group voice call',
  videoTitle: 'start group video call',
  search: 'Search by user ID',
  members: 'Group members',
  empty: 'No members',
  selected: '{{count}} selected',
  max: 'At most {{max}}',
};
