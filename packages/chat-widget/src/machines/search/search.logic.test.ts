import type { Message } from '../../engine/message';
import { groupByDay, highlight, searchRequests, splitKeywords, visibleSections } from './search.logic';

const parts = (text: string, keywords: string[]) =>
  highlight(text, keywords)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

it('splits keywords on any whitespace', () => {
  expect(splitKeywords('  面试\t时间\n offer ')).toEqual(['面试', '时间', 'offer']);
  expect(splitKeywords('   ')).toEqual([]);
});

it('highlights case-insensitively, keeping the original case', () => {
  expect(parts('Offer letter and OFFER', ['offer'])).toBe('[Offer] letter and [OFFER]');
});

it('takes special characters literally', () => {
  expect(parts('price (a+b)*2 [x] $5.00', ['(a+b)*', '[x]', '$5.'])).toBe('price [(a+b)*]2 [[x]] [$5.]00');
});

it('merges overlapping and touching matches', () => {
  expect(parts('面试时间确认', ['面试时', '试时间', '确认'])).toBe('[面试时间确认]');
  expect(parts('aaaa', ['aa'])).toBe('[aaaa]');
  expect(parts('no match here', ['xyz'])).toBe('no match here');
});

it('the all tab shows at most three per group and hides empty groups', () => {
  const item = (id: string) => ({ conversationID: id, messageCount: 1, messageList: [] });
  const sections = [
    { type: 'text' as const, items: ['a', 'b', 'c', 'd'].map(item), totalCount: 4, cursor: '' },
    { type: 'file' as const, items: [], totalCount: 0, cursor: '' },
  ];
  expect(visibleSections('all', sections).map((s) => [s.type, s.items.length])).toEqual([['text', 3]]);
  expect(visibleSections('text', sections)[0]!.items).toHaveLength(4);
});

it('groups in-conversation results by local day, newest first', () => {
  const at = (ID: string, y: number, m: number, d: number, h: number) => ({ ID, time: new Date(y, m - 1, d, h).getTime() / 1000 }) as Message;
  const groups = groupByDay([at('a', 2026, 11, 20, 9), at('b', 2026, 11, 21, 8), at('c', 2026, 11, 20, 18)]);
  expect(groups.map((g) => [g.day, g.messages.map((m) => m.ID)])).toEqual([
    ['2026-11-21', ['b']],
    ['2026-11-20', ['c', 'a']],
  ]);
});

it("lists a conversation's pictures and videos whatever was typed (they hold no words); files and the global search keep the keywords", () => {
  const base = { conversationID: 'C2Cpeer', text: '作品集', time: { key: 'all' as const } };
  const [media] = searchRequests({ ...base, mode: 'conversation', type: 'imageVideo' });
  expect(media!.options).not.toHaveProperty('keywordList');
  expect(media!.options).toMatchObject({ conversationID: 'C2Cpeer', messageTypeList: ['TIMImageElem', 'TIMVideoFileElem'] });
  expect(searchRequests({ ...base, mode: 'conversation', type: 'file' })[0]!.options.keywordList).toEqual(['作品集']);
  expect(searchRequests({ ...base, mode: 'global', type: 'imageVideo' })[0]!.options.keywordList).toEqual(['作品集']);
});
