// Group tips say who did what, from the tip's own data, in the reader's language (the real catalogues).
import { createChatI18n, preloadLocale } from '../i18n/create-i18n';
import { GROUP_TIP_AREA, groupTipCatalogues } from '../i18n/lazy/group-tip';
import { addAreaCatalogue } from '../i18n/lazy-catalogue';
import { provideGroupTipSummaries } from '../views/messages/group-tip-summary';
import { groupTipText } from './group-tip-text';
import type { GroupTipPayload } from './message';
import { messageSummary } from './message-summary';

beforeAll(() => Promise.all([preloadLocale('zh-TW'), preloadLocale('en-US')]));

const tOf = (locale: 'zh-CN' | 'zh-TW' | 'en-US'): ((key: string, values?: Record<string, string>) => string) => {
  const i18n = createChatI18n(locale);
  addAreaCatalogue(i18n, GROUP_TIP_AREA, groupTipCatalogues); // as the views that show tips do
  return (key, values) => i18n.t(key, { ns: 'chat', ...values });
};
const zh = tOf('zh-CN');

/** A tip by 张三 (ec_1) as the server stores it: operatorInfo, and memberList with the members' nicks. */
const tip = (operationType: number, extra: Partial<GroupTipPayload> = {}): GroupTipPayload => ({
  operatorID: 'ec_1',
  operationType,
  userIDList: ['ec_2', 'ec_3'],
  operatorInfo: { userID: 'ec_1', nick: '张三', avatar: '' },
  memberList: [
    { userID: 'ec_2', nick: '李四' },
    { userID: 'ec_3', nick: '' },
  ],
  ...extra,
});
const profile = (newGroupProfile: Record<string, unknown>, extra: Partial<GroupTipPayload> = {}) => tip(6, { userIDList: ['ec_1'], newGroupProfile, ...extra });

it.each([
  [{ notification: '明天十点集合' }, '张三修改了群公告'],
  [{ muteAllMembers: true }, '张三开启了全员禁言'],
  [{ muteAllMembers: false }, '张三关闭了全员禁言'],
  [{ groupName: '面试沟通' }, '张三修改群名为“面试沟通”'],
  [{ avatar: 'https://example.com/a.png' }, '张三修改了群头像'],
  [{ introduction: '简介' }, '张三修改了群简介'],
  [{ joinOption: 'FreeAccess' }, '张三修改了加群方式'],
  [{}, '张三修改了群资料'],
])('a profile change %j reads %s', (changed, text) => {
  expect(groupTipText(profile(changed), zh)).toBe(text);
});

it('names the new owner by nickname', () => {
  const transfer = profile({ ownerID: 'ec_2' }, { userIDList: ['ec_2'], memberList: [{ userID: 'ec_2', nick: '李四' }] });
  expect(groupTipText(transfer, zh)).toBe('李四成为新群主');
});

it('says who invited whom, and who joined of their own accord', () => {
  expect(groupTipText(tip(1), zh)).toBe('张三邀请李四、ec_3加入了群聊');
  expect(groupTipText(tip(1, { userIDList: ['ec_1'], memberList: [{ userID: 'ec_1', nick: '张三' }] }), zh)).toBe('张三加入了群聊');
  expect(groupTipText(tip(3), zh)).toBe('张三将李四、ec_3移出了群聊');
  expect(groupTipText(tip(2, { userIDList: ['ec_2'] }), zh)).toBe('李四退出了群聊');
  expect(groupTipText(tip(7, { memberList: [{ userID: 'ec_2', nick: '李四', muteTime: 600 }], userIDList: ['ec_2'] }), zh)).toBe('李四被禁言');
  expect(groupTipText(tip(99), zh)).toBe('[群提示]');
});

it('reads in zh-TW and en-US', () => {
  expect(groupTipText(profile({ muteAllMembers: true }), tOf('zh-TW'))).toBe('张三開啟了全員禁言');
  expect(groupTipText(profile({ notification: 'x' }), tOf('en-US'))).toBe('张三 changed the group notice');
  expect(groupTipText(tip(1), tOf('en-US'))).toBe('张三 invited 李四、ec_3 to the group');
});

it("is the conversation list's summary of a tip, and of a new group's creation notice, once provided", () => {
  expect(messageSummary('TIMGroupTipElem', profile({ muteAllMembers: false }), zh)).toBe('[群提示消息]'); // before their chunk
  provideGroupTipSummaries();
  expect(messageSummary('TIMGroupTipElem', profile({ muteAllMembers: false }), zh)).toBe('张三关闭了全员禁言');
  const created = {
    data: JSON.stringify({ businessID: 'group_create', version: 4, opUser: '张三', content: '创建群组', cmd: 0 }),
    description: '',
    extension: '',
  };
  expect(messageSummary('TIMCustomElem', created, zh)).toBe('张三创建了群聊');
  expect(messageSummary('TIMCustomElem', created, tOf('zh-TW'))).toBe('张三建立了群聊');
});
