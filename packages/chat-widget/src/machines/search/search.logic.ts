// Pure helpers of search: keywords, the options sent for each tab, time presets, highlighting
// and grouping by day (docs/chat.md §9: keywords split by whitespace, all must match; the all
// tab shows at most 3 per group; highlighting case-insensitive, overlapping matches merged).
import type { MessageType, SearchCloudMessagesOptions, SearchResultItem } from '../../engine';
import type { Message } from '../../engine/message';
import type { SearchContext, SearchRequest, SearchSection, SearchTime, SearchType } from './search.types';

export const SEARCH_DEBOUNCE_MS = 500;
/** Results per group in the all tab. */
export const ALL_TAB_GROUP_SIZE = 3;
const DAY_SECONDS = 86_400;

export const GLOBAL_TYPES: readonly SearchType[] = ['all', 'text', 'file', 'imageVideo', 'other'];
export const CONVERSATION_TYPES: readonly SearchType[] = ['text', 'file', 'imageVideo', 'other'];

/** The message types each tab searches (spec §9: text, file, image, video, audio, location, custom, merger). */
export const MESSAGE_TYPES: Record<Exclude<SearchType, 'all'>, MessageType[]> = {
  text: ['TIMTextElem'],
  file: ['TIMFileElem'],
  imageVideo: ['TIMImageElem', 'TIMVideoFileElem'],
  other: ['TIMSoundElem', 'TIMLocationElem', 'TIMCustomElem', 'TIMRelayElem'],
};

export const splitKeywords = (text: string): string[] => text.trim().split(/\s+/u).filter(Boolean);

/** The time tab as the SDK's timePosition / timePeriod (seconds; 0 = now / no limit). */
export function timeWindow(time: SearchTime): { timePosition: number; timePeriod: number } {
  switch (time.key) {
    case 'all':
      return { timePosition: 0, timePeriod: 0 };
    case 'today':
      return { timePosition: 0, timePeriod: DAY_SECONDS };
    case 'threeDays':
      return { timePosition: 0, timePeriod: 3 * DAY_SECONDS };
    case 'sevenDays':
      return { timePosition: 0, timePeriod: 7 * DAY_SECONDS };
    case 'range':
      return { timePosition: Math.max(time.from, time.to), timePeriod: Math.abs(time.to - time.from) };
  }
}

/**
 * Whether the context asks for a search at all: keywords, or (in one conversation) a tab other
 * than text, which lists that conversation's files or media by day without keywords.
 */
export function wantsSearch(context: Pick<SearchContext, 'mode' | 'text' | 'type'>): boolean {
  if (splitKeywords(context.text).length > 0) return true;
  return context.mode === 'conversation' && context.type !== 'text';
}

/** One request per section: the all tab asks each type for its first three conversations. */
export function searchRequests(context: Pick<SearchContext, 'mode' | 'conversationID' | 'text' | 'type' | 'time'>, cursor?: string): SearchRequest[] {
  // Pictures and videos hold no words: in one conversation their tab lists them all (by day),
  // whatever was typed for the other tabs, rather than finding none.
  const media = context.mode === 'conversation' && context.type === 'imageVideo';
  const keywordList = media ? [] : splitKeywords(context.text);
  const base: SearchCloudMessagesOptions = {
    ...(keywordList.length > 0 ? { keywordList, keywordListMatchType: 'and' as const } : {}),
    ...timeWindow(context.time),
    ...(context.mode === 'conversation' && context.conversationID ? { conversationID: context.conversationID } : {}),
    ...(cursor ? { cursor } : {}),
  };
  if (context.type === 'all')
    return (Object.keys(MESSAGE_TYPES) as (keyof typeof MESSAGE_TYPES)[]).map((type) => ({
      type,
      options: { ...base, messageTypeList: MESSAGE_TYPES[type], count: ALL_TAB_GROUP_SIZE },
    }));
  return [{ type: context.type, options: { ...base, messageTypeList: MESSAGE_TYPES[context.type] } }];
}

/** The all tab shows at most three per group and hides empty groups. */
export function visibleSections(type: SearchType, sections: SearchSection[]): SearchSection[] {
  if (type !== 'all') return sections;
  return sections.filter((section) => section.items.length > 0).map((section) => ({ ...section, items: section.items.slice(0, ALL_TAB_GROUP_SIZE) }));
}

/** A next page appended to its section (same conversation's messages merged, in order). */
export function appendPage(section: SearchSection, page: Omit<SearchSection, 'type'>): SearchSection {
  const items: SearchResultItem[] = [...section.items];
  for (const item of page.items) {
    const same = items.findIndex((existing) => existing.conversationID === item.conversationID);
    if (same >= 0) items[same] = { ...items[same]!, messageList: [...items[same]!.messageList, ...item.messageList] };
    else items.push(item);
  }
  return { ...section, items, totalCount: page.totalCount, cursor: page.cursor };
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut into matched and unmatched parts: every keyword, case-insensitive, taken literally
 * (no character is special), overlapping or touching matches merged into one.
 */
export function highlight(text: string, keywords: string[]): HighlightPart[] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const keyword of keywords.map((k) => k.toLowerCase()).filter(Boolean)) {
    for (let at = lower.indexOf(keyword); at >= 0; at = lower.indexOf(keyword, at + 1)) ranges.push([at, at + keyword.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** In-conversation image and file results by day (local date, newest day first). */
export function groupByDay(messages: Message[]): { day: string; messages: Message[] }[] {
  const days = new Map<string, Message[]>();
  for (const message of [...messages].sort((a, b) => b.time - a.time)) {
    const date = new Date(message.time * 1000);
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    days.set(day, [...(days.get(day) ?? []), message]);
  }
  return [...days].map(([day, list]) => ({ day, messages: list }));
}
