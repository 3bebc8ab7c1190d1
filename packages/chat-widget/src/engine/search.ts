// The engine's cloud message search with the SDK's names and shapes.
import type { ChatResponse } from './chat-engine';
import type { Message, MessageType } from './message';

/** The SDK's MESSAGE_SEARCH_OPTIONS. */
export interface SearchCloudMessagesOptions {
  /** Up to 5 keywords; each is split on whitespace; case-insensitive. */
  keywordList?: string[];
  /** 'or' (default, as the SDK) or 'and'. */
  keywordListMatchType?: 'and' | 'or';
  /** Only messages from these senders (up to 5). */
  senderUserIDList?: string[];
  /** Empty or absent: text, file, image, video, audio, location, custom and merger messages. */
  messageTypeList?: MessageType[];
  /** One conversation's matches, paged; without it, one entry per conversation. */
  conversationID?: string;
  /** Unix seconds to look back from; 0 = now. */
  timePosition?: number;
  /** Seconds back from timePosition (86400 = a day); 0 = no limit. */
  timePeriod?: number;
  /** Conversations per page (all conversations) or messages per page (one conversation): default 10, at most 100. */
  count?: number;
  /** The previous answer's cursor, for the next page. */
  cursor?: string;
}

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
