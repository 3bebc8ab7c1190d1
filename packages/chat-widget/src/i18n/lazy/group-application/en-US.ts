import type { groupApplication as zhCN } from './zh-CN';

export const groupApplication: Record<keyof typeof zhCN, string> = {
  banner: '{{count}} group applications',
  handle: 'Click to handle',
  title: 'Group applications',
  note: 'Message: {{note}}',
  noNote: 'No message',
  agree: 'Agree',
  reject: 'Reject',
};
