// Wire protocol, cloud message search (see protocol.ts).
import type { MessageType, WireMessage } from './protocol';

/** searchCloudMessages' options as the SDK takes them (MESSAGE_SEARCH_OPTIONS). */
export interface WireSearchParams {
  /** Split on whitespace; case-insensitive; at most 5 keywords. */
  keywordList?: string[];
  /** How the keywords combine (default 'or', as the SDK). */
  keywordListMatchType?: 'and' | 'or';
  /** At most 5 senders. */
  senderUserIDList?: string[];
  /** Empty or absent: every searched type (text, file, image, video, audio, location, custom, merger). */
  messageTypeList?: MessageType[];
  /** One conversation (its messages, paged), or every conversation of the caller (one entry each). */
  conversationID?: string;
  /** Unix seconds the search looks back from; 0 = now. */
  timePosition?: number;
  /** Seconds back from timePosition; 0 = no limit. */
  timePeriod?: number;
  /** Conversations per page without conversationID, messages per page with it (default 10, at most 100). */
  count?: number;
  /** The previous answer's cursor; absent for the first page. */
  cursor?: string;
}

export interface WireSearchResultItem {
  conversationID: string;
  /** Matching messages in the conversation. */
  messageCount: number;
  /** Newest first: the page (with conversationID) or the newest few (without). */
  messageList: WireMessage[];
}

export interface WireSearchResult {
  searchResultList: WireSearchResultItem[];
  /** Matching messages in all. */
  totalCount: number;
  /** For the next page; '' when there is none. */
  cursor: string;
}

export interface SearchMethods {
  searchCloudMessages: { params: WireSearchParams; result: WireSearchResult };
}
