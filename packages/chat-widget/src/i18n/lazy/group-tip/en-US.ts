import type { groupTip as zhCN } from './zh-CN';

export const groupTip: Record<keyof typeof zhCN, string> = {
  join: '{{names}} joined the group',
  invite: '{{operator}} invited {{names}} to the group',
  quit: '{{names}} left the group',
  kicked: '{{operator}} removed {{names}} from the group',
  setAdmin: '{{names}} became an admin',
  cancelAdmin: '{{names}} is no longer an admin',
  rename: '{{operator}} renamed the group "{{name}}"',
  notice: '{{operator}} changed the group notice',
  introduction: '{{operator}} changed the group introduction',
  avatar: '{{operator}} changed the group avatar',
  muteAllOn: '{{operator}} muted all members',
  muteAllOff: '{{operator}} unmuted all members',
  newOwner: '{{names}} is now the group owner',
  joinOption: '{{operator}} changed how to join the group',
  profile: '{{operator}} changed the group profile',
  memberProfile: 'A member profile was changed',
  mute: '{{names}} was muted',
  unmute: '{{names}} was unmuted',
  created: '{{name}} created the group',
  other: '[Group tip]',
};
