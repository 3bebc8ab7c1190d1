import type { TFunction } from 'i18next';
import type { LatestMessage } from '../../api/workplace.api';
import { messageSummary } from './message-summary';

// A conversation's last message in one line: the words of a text, a card's description, a file's
// name after its kind, the kind of the rest, and who recalled it.

const t = ((key: string) => `<${key}>`) as unknown as TFunction;
const message = (fields: Partial<LatestMessage>): LatestMessage => ({
  type: 'TIMTextElem',
  text: '',
  revoked: false,
  fromMe: false,
  at: '2026-12-07T01:00:00.000Z',
  ...fields,
});

it('says each kind of message', () => {
  expect(messageSummary(t, message({ text: '您好' }))).toBe('您好');
  expect(messageSummary(t, message({ type: 'TIMCustomElem', text: '招聘方希望查看您的简历' }))).toBe('招聘方希望查看您的简历');
  expect(messageSummary(t, message({ type: 'TIMCustomElem' }))).toBe('<home.summaryCustom>');
  expect(messageSummary(t, message({ type: 'TIMFileElem', text: '简历.pdf' }))).toBe('<home.summaryFile> 简历.pdf');
  expect(messageSummary(t, message({ type: 'TIMImageElem' }))).toBe('<home.summaryImage>');
  expect(messageSummary(t, message({ type: 'TIMSoundElem' }))).toBe('<home.summaryAudio>');
  expect(messageSummary(t, message({ type: 'TIMSomethingNew' }))).toBe('<home.summaryCustom>');
});

it('says a recall, whose words are gone, and a conversation without messages', () => {
  expect(messageSummary(t, message({ revoked: true, fromMe: true }))).toBe('<home.youRecalled>');
  expect(messageSummary(t, message({ revoked: true }))).toBe('<home.recalled>');
  expect(messageSummary(t, null)).toBe('<home.noMessage>');
});
