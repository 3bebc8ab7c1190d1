// Catalogue keys of the type and time tabs.
import type { SearchTime, SearchType } from '../../machines/search';

export const TYPE_LABEL: Record<SearchType, `search.${string}`> = {
  all: 'search.typeAll',
  text: 'search.typeText',
  file: 'search.typeFile',
  imageVideo: 'search.typeImageVideo',
  other: 'search.typeOther',
};

export const TIME_PRESETS: { time: SearchTime; label: `search.${string}` }[] = [
  { time: { key: 'all' }, label: 'search.timeAll' },
  { time: { key: 'today' }, label: 'search.timeToday' },
  { time: { key: 'threeDays' }, label: 'search.timeThreeDays' },
  { time: { key: 'sevenDays' }, label: 'search.timeSevenDays' },
];
