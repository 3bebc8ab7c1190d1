// Message reactions in the engine contract: the SDK's addMessageReaction,
// removeMessageReaction, getMessageReactions and getAllUserListOfMessageReaction, and its
// MESSAGE_REACTIONS_UPDATED event, with the SDK's shapes (its index.es.js: MsgReactionModule).
import type { ChatResponse } from './chat-engine';
import type { Message } from './message';

/** A user of a reaction, as the SDK lists them (nick and avatar from their profile). */
export interface ReactionUser {
  userID: string;
  nick: string;
  avatar: string;
}

export interface MessageReaction {
  /** An emoji, in the widget; any short string to the SDK. */
  reactionID: string;
  totalUserCount: number;
  /** The first users who reacted, at most maxUserCountPerReaction (10). */
  partialUserList: ReactionUser[];
  reactedByMyself: boolean;
}

/** One message's reactions: getMessageReactions' resultList entries and the event's data. */
export interface MessageReactions {
  messageID: string;
  /** In the event: the reactions that changed or all of them; totalUserCount 0 means gone. */
  reactionList: MessageReaction[];
}

export interface ReactionEventData {
  onMessageReactionsUpdated: MessageReactions;
}

export interface ReactionEngine {
  /** 23005 when the message has the most reactions it may have (10): "max reaction limit reached". */
  addMessageReaction(message: Message, reactionID: string): Promise<ChatResponse<Record<string, never>>>;
  removeMessageReaction(message: Message, reactionID: string): Promise<ChatResponse<Record<string, never>>>;
  /** Messages of one conversation. */
  getMessageReactions(options: { messageList: Message[]; maxUserCountPerReaction?: number }): Promise<ChatResponse<{ resultList: MessageReactions[] }>>;
  getAllUserListOfMessageReaction(options: {
    message: Message;
    reactionID: string;
    nextSeq: number;
    count?: number;
  }): Promise<ChatResponse<{ userList: ReactionUser[]; nextSeq: number; isCompleted: boolean }>>;
}
