// The summaries follow the locale: every type's label in zh-CN, zh-TW and en-US from the real catalogue.
import { createChatI18n, preloadLocale } from '../i18n/create-i18n';
import { STICKER_AREA, stickerCatalogues } from '../i18n/lazy/sticker';
import { addAreaCatalogue } from '../i18n/lazy-catalogue';
import type { MessageType } from './message';
import { messageSummary, quoteAbstract } from './message-summary';

beforeAll(() => Promise.all([preloadLocale('zh-TW'), preloadLocale('en-US')]));

const tOf = (locale: 'zh-CN' | 'zh-TW' | 'en-US') => {
  const i18n = createChatI18n(locale);
  addAreaCatalogue(i18n, STICKER_AREA, stickerCatalogues);
  return (key: string) => i18n.t(key, { ns: 'chat' });
};

it.each([
  ['TIMGroupTipElem', '[群提示消息]', '[群提示訊息]', '[Group notification]'],
  ['TIMImageElem', '[图片]', '[圖片]', '[Image]'],
  ['TIMSoundElem', '[语音]', '[語音]', '[Voice]'],
  ['TIMFaceElem', '[动画表情]', '[動畫表情]', '[Sticker]'],
  ['TIMRelayElem', '[聊天记录]', '[聊天記錄]', '[Chat history]'],
  ['TIMCustomElem', '[自定义消息]', '[自訂訊息]', '[Custom message]'],
] as const)('%s reads %s / %s / %s', (type, zhCN, zhTW, enUS) => {
  expect(['zh-CN', 'zh-TW', 'en-US'].map((locale) => messageSummary(type as MessageType, {}, tOf(locale as 'zh-CN')))).toEqual([zhCN, zhTW, enUS]);
});

it("names a pack's sticker in the reader's language; a face of no pack stays [动画表情]", () => {
  const names = (data: string) => (['zh-CN', 'zh-TW', 'en-US'] as const).map((locale) => messageSummary('TIMFaceElem', { index: 1, data }, tOf(locale)));
  expect(names('yz00@2x')).toEqual(['[小狗]', '[小狗]', '[Dog]']);
  expect(names('ys00')).toEqual(['[点赞]', '[按讚]', '[Thumbs up]']);
  expect(names('gcs16@2x')).toEqual(['[完成]', '[完成]', '[Done]']);
  expect(names('custom_face_7')).toEqual(['[动画表情]', '[動畫表情]', '[Sticker]']);
  // Where the names are not in yet: the generic label, never the key.
  const namesNotIn = (key: string) => (key.startsWith('sticker.') ? key : '[动画表情]'); // as i18next answers a missing key
  expect(messageSummary('TIMFaceElem', { index: 1, data: 'yz00' }, namesNotIn)).toBe('[动画表情]');
});

it("keeps a text's words and a custom message's own description", () => {
  expect(messageSummary('TIMTextElem', { text: '你好' }, tOf('en-US'))).toBe('你好');
  expect(messageSummary('TIMCustomElem', { description: '[求简历]' }, tOf('en-US'))).toBe('[求简历]');
});

it("reads the cards the product defines (ask for resume, resume) in the reader's language, whatever the sender wrote", () => {
  const ask = { data: JSON.stringify({ businessID: 'askResume', link: '', text: '我想要一份您的简历', description: '[求简历]' }), description: '[求简历]' };
  const resume = { data: JSON.stringify({ businessID: 'resume_custom', id: 7, text: '张三的简历.pdf' }), description: '[简历]' };
  expect(['zh-CN', 'zh-TW', 'en-US'].map((locale) => messageSummary('TIMCustomElem', ask, tOf(locale as 'zh-CN')))).toEqual([
    '[求简历]',
    '[求履歷]',
    '[Ask for resume]',
  ]);
  expect(['zh-CN', 'zh-TW', 'en-US'].map((locale) => messageSummary('TIMCustomElem', resume, tOf(locale as 'zh-CN')))).toEqual([
    '[简历]',
    '[履歷]',
    '[Resume]',
  ]);
  // Another card, or data that is no JSON, keeps its description.
  expect(messageSummary('TIMCustomElem', { data: '{"businessID":"order"}', description: '订单' }, tOf('en-US'))).toBe('订单');
  expect(messageSummary('TIMCustomElem', { data: 'businessID?', description: '说明' }, tOf('en-US'))).toBe('说明');
});

it("shows a quote's abstract in the reader's language: the SDK's tags translated, a file keeps its name, text as written", () => {
  expect(quoteAbstract('TIMImageElem', '[图片]', tOf('en-US'))).toBe('[Image]');
  expect(quoteAbstract('TIMFileElem', '[文件]简历.pdf', tOf('en-US'))).toBe('[File]简历.pdf');
  expect(quoteAbstract('TIMGroupTipElem', '[群提示消息]', tOf('zh-TW'))).toBe('[群提示訊息]');
  expect(quoteAbstract('TIMTextElem', '[图片] 是文字', tOf('en-US'))).toBe('[图片] 是文字');
  expect(quoteAbstract('TIMImageElem', 'a photo', tOf('en-US'))).toBe('a photo');
  expect(quoteAbstract('', '[图片]', tOf('en-US'))).toBe('[图片]');
});

it("reads a call's signalling record as [语音通话] / [视频通话] by its call_type, in the reader's language", () => {
  const record = (callType: number, businessID: unknown = 1) => ({
    data: JSON.stringify({
      businessID,
      inviteID: 'i1',
      inviter: 'a',
      actionType: 1,
      inviteeList: ['b'],
      groupID: '',
      timeout: 30,
      data: JSON.stringify({ businessID: 'av_call', call_type: callType, room_id: 1 }),
    }),
    description: '',
  });
  expect(['zh-CN', 'zh-TW', 'en-US'].map((locale) => messageSummary('TIMCustomElem', record(2), tOf(locale as 'zh-CN')))).toEqual([
    '[视频通话]',
    '[視訊通話]',
    '[Video call]',
  ]);
  expect(messageSummary('TIMCustomElem', record(1), tOf('zh-CN'))).toBe('[语音通话]');
  // Signalling of something else than a call, or a businessID other than the kits' 1, is a custom message.
  expect(messageSummary('TIMCustomElem', { data: JSON.stringify({ businessID: 1, inviteID: 'i', data: '{"x":1}' }), description: '' }, tOf('zh-CN'))).toBe(
    '[自定义消息]',
  );
  expect(messageSummary('TIMCustomElem', record(2, 'av_call'), tOf('zh-CN'))).toBe('[自定义消息]');
});
