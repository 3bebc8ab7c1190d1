import { createChatI18n } from '../../i18n/create-i18n';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { addAreaCatalogue } from '../../i18n/lazy-catalogue';
import { groupTipText } from './group-tip';

const i18n = createChatI18n();
addAreaCatalogue(i18n, MESSAGE_AREA, messageCatalogues); // as BubbleContent, which passes its t, does
const t = i18n.t;
const tip = (operationType: number, extra: Record<string, unknown> = {}) => ({ operatorID: 'owner', operationType, userIDList: ['a', 'b'], ...extra });

describe('group tips', () => {
  it('read as sentences per operationType', () => {
    expect(groupTipText(tip(1), t)).toBe('a、b加入了群聊');
    expect(groupTipText(tip(2), t)).toBe('a、b退出了群聊');
    expect(groupTipText(tip(3), t)).toBe('a、b被移出了群聊');
    expect(groupTipText(tip(4), t)).toBe('a、b成为了管理员');
    expect(groupTipText(tip(5), t)).toBe('a、b被取消了管理员');
    expect(groupTipText(tip(6), t)).toBe('群资料已修改');
    expect(groupTipText(tip(7, { memberList: [{ userID: 'a', muteTime: 600 }] }), t)).toBe('a、b被禁言');
    expect(groupTipText(tip(7, { memberList: [{ userID: 'a', muteTime: 0 }] }), t)).toBe('a、b被取消禁言');
    expect(groupTipText(tip(99), t)).toBe('[群提示]');
  });

  it('name the members by nickname (the memberList), a user ID only for a member without one', () => {
    const memberList = [
      { userID: 'ec_12', muteTime: 600, nick: '小明' },
      { userID: 'ec_13', muteTime: 600, nick: '' },
    ];
    expect(groupTipText({ operatorID: 'ec_1', operationType: 7, userIDList: ['ec_12', 'ec_13'], memberList }, t)).toBe('小明、ec_13被禁言');
    expect(groupTipText({ operatorID: 'ec_12', operationType: 1, userIDList: ['ec_12'], memberList: [{ userID: 'ec_12', nick: '小明' }] }, t)).toBe(
      '小明加入了群聊',
    );
  });
});
