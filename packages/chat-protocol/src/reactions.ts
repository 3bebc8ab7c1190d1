// Wire protocol, message reactions (emoji reactions; see protocol.ts). The SDK's
// addMessageReaction, removeMessageReaction, getMessageReactions and
// getAllUserListOfMessageReaction, and the push behind its MESSAGE_REACTIONS_UPDATED event.

/** One reaction of a message as the server answers and pushes it. */
export interface WireReaction {
  reactionID: string;
  /** How many users reacted with it. */
  totalUserCount: number;
  /** The first of them (oldest first), at most the asked maxUserCountPerReaction. */
  partialUserIDList: string[];
}

/** A message's reactions, oldest reaction first. */
export interface WireMessageReactions {
  /** The message's ID (its sender's client ID). */
  ID: string;
  conversationID: string;
  reactionList: WireReaction[];
  /** In answers to the caller only: the reactions the caller is among the users of. */
  myReactionIDs?: string[];
}

/** Which message of a conversation of the caller: the client ID is unique per sender only. */
export interface WireMessageRef {
  conversationID: string;
  ID: string;
}

export interface ReactionMethods {
  /** 23005 when the message has REACTION_LIMITS.reactionsPerMessage others, 23006 a full reaction, 23007 reacted already. */
  addMessageReaction: { params: WireMessageRef & { reactionID: string }; result: { reactions: WireMessageReactions } };
  /** 23008 no such reaction on the message, 23009 the caller is not among its users. */
  removeMessageReaction: { params: WireMessageRef & { reactionID: string }; result: { reactions: WireMessageReactions } };
  /** Messages of one conversation; each reaction with at most maxUserCountPerReaction user IDs. */
  getMessageReactions: {
    params: { conversationID: string; IDs: string[]; maxUserCountPerReaction?: number };
    result: { resultList: WireMessageReactions[] };
  };
  /** A page of one reaction's users, oldest first; nextSeq 0 when there are no more. */
  getAllUserListOfMessageReaction: {
    params: WireMessageRef & { reactionID: string; nextSeq?: number; count?: number };
    result: { userIDList: string[]; nextSeq: number; isCompleted: boolean };
  };
}

export interface ReactionEvents {
  /**
   * A message's reactions changed: pushed to both sides of a one-to-one conversation and to every
   * member of a group (the same data to all: no myReactionIDs). `reactionList` holds the
   * reactions as they are now, the changed one included with totalUserCount 0 when its last user
   * took it back; `operatorID` added (`added`) or removed `reactionID`.
   */
  messageReactionsUpdated: { reactions: WireMessageReactions; operatorID: string; reactionID: string; added: boolean };
}

/** The SDK's documented limits (Tencent Cloud Chat, "Message reactions"). */
export const REACTION_LIMITS = {
  /** Different reactions on one message (more: 23005, "max reaction limit reached"). */
  reactionsPerMessage: 10,
  /** Users of one reaction (more: 23006). */
  usersPerReaction: 100,
  /** getMessageReactions: users listed per reaction, 0..10, 10 by default. */
  maxUserCountPerReaction: 10,
  /** getAllUserListOfMessageReaction: users per page, at most 100. */
  userListPageSize: 100,
  /** Characters of a reaction ID (an emoji or a short name). */
  reactionIDChars: 64,
  /** Messages per getMessageReactions. */
  messagesPerRequest: 100,
} as const;
