// Friends, friend applications and friend checks in the shapes of @tencentcloud/chat (docs/chat.md §3).
import type { Profile } from './entities';

/** TYPES.SNS_TYPE_*: checkFriend's relation; only BothWay counts as friends. */
export type FriendRelation = 'CheckResult_Type_NoRelation' | 'CheckResult_Type_AWithB' | 'CheckResult_Type_BWithA' | 'CheckResult_Type_BothWay';
/** TYPES.SNS_CHECK_TYPE_BOTH / SNS_CHECK_TYPE_SINGLE. */
export type FriendCheckType = 'CheckResult_Type_Both' | 'CheckResult_Type_Single';
/** TYPES.SNS_DELETE_TYPE_BOTH (default) / SNS_DELETE_TYPE_SINGLE. */
export type FriendDeleteType = 'Delete_Type_Both' | 'Delete_Type_Single';
/** TYPES.SNS_APPLICATION_AGREE_AND_ADD / SNS_APPLICATION_AGREE. */
export type FriendAcceptType = 'Response_Action_AgreeAndAdd' | 'Response_Action_Agree';
/** TYPES.SNS_APPLICATION_SENT_TO_ME / SNS_APPLICATION_SENT_BY_ME. */
export type FriendApplicationType = 'Pendency_Type_ComeIn' | 'Pendency_Type_SendOut';

export interface Friend {
  userID: string;
  remark: string;
  /** Friend groups (not supported by the local engine: always empty). */
  groupList: string[];
  /** AddSource_Type_{keyword}. */
  source: string;
  wording: string;
  /** Unix seconds (the SDK's Friend carries it too, though its d.ts omits it). */
  addTime: number;
  profile: Profile;
  friendCustomField: unknown[];
}

export interface FriendApplication {
  /** The applicant (SENT_TO_ME) or the user applied to (SENT_BY_ME). */
  userID: string;
  avatar: string;
  nick: string;
  /** Unix seconds. */
  time: number;
  source: string;
  wording: string;
  type: FriendApplicationType;
}

/** getFriendApplicationList's data and FRIEND_APPLICATION_LIST_UPDATED's. */
export interface FriendApplicationList {
  friendApplicationList: FriendApplication[];
  /** Received applications not yet marked read (setFriendApplicationRead). */
  unreadCount: number;
}

export interface FriendCheckResult {
  userID: string;
  code: 0;
  relation: FriendRelation;
}

/** One user a batch call failed for. */
export interface UserFailure {
  userID: string;
  code: number;
  message: string;
}
