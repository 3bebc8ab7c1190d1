// The engine's cloud message search with the SDK's names and shapes.
import type { ChatResponse } from './chat-engine';
import type { WireSearchParams } from '@employment-cloud/chat-protocol';
import type { Message } from './message';

/** The SDK's MESSAGE_SEARCH_OPTIONS: the service takes them as they are (see @employment-cloud/chat-protocol's search.ts). */
export type SearchCloudMessagesOptions = WireSearchParams;

export interface SearchResultItem {
  conversationID: string;
  /** How many messages of the conversation match. */
  messageCount: number;
  /** Newest first: the page (with conversationID), or the newest three matches (without). */
  messageList: Message[];
}

export interface SearchCloudMessagesResult {
  searchResultList: SearchResultItem[];
  /** Matching messages in all. */
  totalCount: number;
  /** Pass it back for the next page; '' when there is none. */
  cursor: string;
}

export interface SearchEngine {
  searchCloudMessages(options: SearchCloudMessagesOptions): Promise<ChatResponse<SearchCloudMessagesResult>>;
}
