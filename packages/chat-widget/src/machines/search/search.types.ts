// Types of the search machine (docs/chat.md §2 Search, §5, §9).
import type { SearchCloudMessagesOptions, SearchResultItem } from '../../engine';

/** Global: every conversation of the user; conversation: the side panel of one conversation. */
export type SearchMode = 'global' | 'conversation';

/** The type tabs: global has all five, the in-conversation panel all but 'all' (text first). */
export type SearchType = 'all' | 'text' | 'file' | 'imageVideo' | 'other';

/** The time tabs, and a range picked on the date picker (unix seconds, start and end of days). */
export type SearchTime = { key: 'all' | 'today' | 'threeDays' | 'sevenDays' } | { key: 'range'; from: number; to: number };

/** One list of results: a type's (or, in the all tab, one of its groups). */
export interface SearchSection {
  type: Exclude<SearchType, 'all'> | 'all';
  items: SearchResultItem[];
  totalCount: number;
  /** For the next page; '' when there is none. */
  cursor: string;
}

/** What the search actor is asked: one request per section. */
export interface SearchRequest {
  type: SearchSection['type'];
  options: SearchCloudMessagesOptions;
}

export interface SearchInput {
  mode: SearchMode;
  /** The conversation searched in (conversation mode). */
  conversationID?: string | null;
}

export interface SearchContext {
  mode: SearchMode;
  conversationID: string | null;
  /** The input's text as typed. */
  text: string;
  type: SearchType;
  time: SearchTime;
  sections: SearchSection[];
  /** The result opened in the detail view (a conversation of the global results). */
  detailConversationID: string | null;
  error: string | null;
}

export type SearchEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'INPUT'; text: string }
  | { type: 'SET_TYPE'; searchType: SearchType }
  | { type: 'SET_TIME'; time: SearchTime }
  | { type: 'VIEW_MORE'; searchType: Exclude<SearchType, 'all'> }
  | { type: 'LOAD_MORE' }
  | { type: 'SELECT'; conversationID: string }
  | { type: 'BACK' };
