import type { groupTip as zhCN } from './zh-CN';

export const groupTip: Record<keyof typeof zhCN, string> = {
  join: '{{names}}加入了群聊',
  invite: '{{operator}}邀請{{names}}加入了群聊',
  quit: '{{names}}退出了群聊',
  kicked: '{{operator}}將{{names}}移出了群聊',
  setAdmin: '{{names}}成為了管理員',
  cancelAdmin: '{{names}}被取消了管理員',
  rename: '{{operator}}修改群名稱為「{{name}}」',
  notice: '{{operator}}修改了群公告',
  introduction: '{{operator}}修改了群簡介',
  avatar: '{{operator}}修改了群頭像',
  muteAllOn: '{{operator}}開啟了全員禁言',
  muteAllOff: '{{operator}}關閉了全員禁言',
  newOwner: '{{names}}成為新群主',
  joinOption: '{{operator}}修改了加群方式',
  profile: '{{operator}}修改了群資料',
  memberProfile: '群成員資料已修改',
  mute: '{{names}}被禁言',
  unmute: '{{names}}被取消禁言',
  created: '{{name}}建立了群聊',
  other: '[群提示]',
};
