// Wire protocol, contacts: friends, friend applications, blacklist, customer service (see protocol.ts).
// Values here (limits, the remark length rule) are shared by the engine and the server.
import type { WireProfile } from './protocol';

/** The SDK's TYPES.SNS_TYPE_* relations that checkFriend answers; only BothWay counts as friends. */
export type FriendRelation = 'CheckResult_Type_NoRelation' | 'CheckResult_Type_AWithB' | 'CheckResult_Type_BWithA' | 'CheckResult_Type_BothWay';
/** TYPES.SNS_CHECK_TYPE_BOTH / SNS_CHECK_TYPE_SINGLE. */
export type FriendCheckType = 'CheckResult_Type_Both' | 'CheckResult_Type_Single';
/** TYPES.SNS_DELETE_TYPE_BOTH / SNS_DELETE_TYPE_SINGLE. */
export type FriendDeleteType = 'Delete_Type_Both' | 'Delete_Type_Single';
/** TYPES.SNS_APPLICATION_AGREE_AND_ADD (both ways) / SNS_APPLICATION_AGREE (the applicant gets me only). */
export type FriendAcceptType = 'Response_Action_AgreeAndAdd' | 'Response_Action_Agree';
/** TYPES.SNS_APPLICATION_SENT_TO_ME / SNS_APPLICATION_SENT_BY_ME. */
export type FriendApplicationType = 'Pendency_Type_ComeIn' | 'Pendency_Type_SendOut';

/** One entry of the caller's friend list (the users the caller has added). */
export interface WireFriend {
  userID: string;
  remark: string;
  /** AddSource_Type_{keyword}. */
  source: string;
  wording: string;
  /** Unix seconds. */
  addTime: number;
  profile: WireProfile;
}

export interface WireFriendApplication {
  /** The applicant (ComeIn) or the user applied to (SendOut). */
  userID: string;
  nick: string;
  avatar: string;
  /** Unix seconds. */
  time: number;
  source: string;
  wording: string;
  type: FriendApplicationType;
}

/** A per-user failure of a batch call, as the SDK reports it. */
export interface WireUserFailure {
  userID: string;
  code: number;
  message: string;
}

export interface WireFriendApplications {
  friendApplicationList: WireFriendApplication[];
  /** Received applications not yet marked read. */
  unreadCount: number;
}

type None = Record<string, never>;

export interface ContactMethods {
  getFriendList: { params: None; result: { friendList: WireFriend[] } };
  /** Entries of the caller's friend list; others fail with 2700. */
  getFriendProfile: { params: { userIDList: string[] }; result: { friendList: WireFriend[]; failureUserIDList: WireUserFailure[] } };
  checkFriend: {
    params: { userIDList: string[]; type?: FriendCheckType };
    result: { successUserIDList: { userID: string; code: 0; relation: FriendRelation }[]; failureUserIDList: WireUserFailure[] };
  };
  /** code 0: now friends (the target allows anyone); 30539: an application waits for the target. */
  addFriend: {
    params: { to: string; source?: string; wording?: string; remark?: string; type?: 'Add_Type_Both' };
    result: { userID: string; code: 0 | 30539; message: string };
  };
  deleteFriend: {
    params: { userIDList: string[]; type?: FriendDeleteType };
    result: { successUserIDList: { userID: string }[]; failureUserIDList: WireUserFailure[] };
  };
  /** Mutual friends only (2700 otherwise); remark at most CONTACT_LIMITS.remarkBytes (30001). */
  updateFriend: { params: { userID: string; remark: string }; result: { friend: WireFriend } };
  getFriendApplicationList: { params: None; result: WireFriendApplications };
  acceptFriendApplication: { params: { userID: string; remark?: string; type?: FriendAcceptType }; result: None };
  refuseFriendApplication: { params: { userID: string }; result: None };
  setFriendApplicationRead: { params: None; result: None };
  getBlacklist: { params: None; result: { blacklist: string[] } };
  /** The whole blacklist after the change. */
  addToBlacklist: { params: { userIDList: string[] }; result: { blacklist: string[] } };
  removeFromBlacklist: { params: { userIDList: string[] }; result: { blacklist: string[] } };
  /** Not in the SDK: the configured customer-service accounts (CHAT_CUSTOMER_SERVICE_IDS) that exist. */
  getCustomerServiceList: { params: None; result: { profileList: WireProfile[] } };
}

/** Pushed to every connection of each user whose list changed, the caller's included. */
export interface ContactEvents {
  friendListUpdated: { friendList: WireFriend[] };
  friendApplicationListUpdated: WireFriendApplications;
  blacklistUpdated: { blacklist: string[] };
}

/** docs/chat.md §5 and the SDK's documented limits. */
export const CONTACT_LIMITS = {
  /** Friend remark, counted by contactTextLength. */
  remarkBytes: 96,
  /** Friend application wording, counted the same way. */
  wordingBytes: 256,
  /** userIDList of one call. */
  batchSize: 100,
} as const;

export const DEFAULT_ADD_SOURCE = 'AddSource_Type_web';

/** AddSource_Type_ plus a keyword of at most 8 letters. */
export const ADD_SOURCE_PATTERN = /^AddSource_Type_[A-Za-z]{1,8}$/;

/**
 * The length of a remark or wording as docs/chat.md §5 counts it: every character beyond Latin-1
 * counts two, the rest one (as the SDK's own profile checks count).
 */
export function contactTextLength(text: string): number {
  let length = 0;
  for (const character of text) length += character.codePointAt(0)! <= 0xff ? 1 : 2;
  return length;
}
