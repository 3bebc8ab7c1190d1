// Wire protocol, group administration: joining, applications, members, roles, mutes (see protocol.ts).
import type { WireGroup, WireGroupMember } from './protocol';

/** The SDK's TYPES.JOIN_STATUS_* values. */
export type WireJoinStatus = 'WaitAdminApproval' | 'JoinedSuccess' | 'AlreadyInGroup';

/** A pending join application, in the SDK's getGroupApplicationList shape. */
export interface WireGroupApplication {
  /** Who applied. */
  applicant: string;
  applicantNick: string;
  groupID: string;
  groupName: string;
  /** 0: someone applied to join (the only kind here). */
  applicationType: number;
  /** The invitee of an invitation (type 2); empty for applications. */
  userID: string;
  /** The applicant's message. */
  note: string;
  /** Unix milliseconds of the application (the SDK's messageKey). */
  messageKey: number;
  authentication: string;
}

/** What anyone may see of a group (searchGroupByID); selfInfo only when the caller is a member. */
export type WirePublicGroup = Omit<WireGroup, 'selfInfo'> & { selfInfo?: WireGroup['selfInfo'] };

export interface WireMemberSearchResult {
  groupInfo: { groupID: string; name: string; type: WireGroup['type']; avatar: string };
  memberList: { userID: string; nick: string; nameCard: string; avatar: string }[];
}

/** The profile fields updateGroupProfile may change. */
export interface WireGroupProfilePatch {
  name?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  joinOption?: WireGroup['joinOption'];
  muteAllMembers?: boolean;
}

export interface GroupAdminMethods {
  /** Anyone may look a group up by ID (Work groups only their members). */
  searchGroupByID: { params: { groupID: string }; result: { group: WirePublicGroup } };
  joinGroup: { params: { groupID: string; applyMessage?: string }; result: { status: WireJoinStatus; group?: WireGroup } };
  /** Pending applications to the groups the caller owns or administers. */
  getGroupApplicationList: { params: Record<string, never>; result: { applicationList: WireGroupApplication[] } };
  handleGroupApplication: {
    params: { groupID: string; applicant: string; handleAction: 'Agree' | 'Reject'; handleMessage?: string };
    result: { group: WireGroup };
  };
  updateGroupProfile: { params: { groupID: string } & WireGroupProfilePatch; result: { group: WireGroup } };
  addGroupMember: {
    params: { groupID: string; userIDList: string[] };
    result: { successUserIDList: string[]; failureUserIDList: string[]; existedUserIDList: string[]; overLimitUserIDList: string[]; group: WireGroup };
  };
  deleteGroupMember: { params: { groupID: string; userIDList: string[]; reason?: string }; result: { group: WireGroup; userIDList: string[] } };
  changeGroupOwner: { params: { groupID: string; newOwnerID: string }; result: { group: WireGroup } };
  setGroupMemberRole: { params: { groupID: string; userID: string; role: string }; result: { group: WireGroup; member: WireGroupMember } };
  /** `muteTime` in seconds from now; 0 lifts the mute. */
  setGroupMemberMuteTime: { params: { groupID: string; userID: string; muteTime: number }; result: { group: WireGroup; member: WireGroupMember } };
  dismissGroup: { params: { groupID: string }; result: { groupID: string } };
  quitGroup: { params: { groupID: string }; result: { groupID: string } };
  getGroupMemberProfile: { params: { groupID: string; userIDList: string[] }; result: { memberList: WireGroupMember[] } };
  /** Members of the caller's groups whose user ID or nick contains the keywords. */
  searchCloudGroupMembers: {
    params: { keywordList: string[]; keywordListMatchType?: 'or' | 'and'; groupIDList?: string[]; groupTypeList?: string[]; count?: number; cursor?: string };
    result: { searchResultList: WireMemberSearchResult[]; totalCount: number; cursor: string };
  };
}

export interface GroupAdminEvents {
  /**
   * The caller's groups changed: `updated` as this user now sees them (joined, profile, roles,
   * member count), `removed` those they left, were removed from, or that were dismissed.
   */
  groupListChanged: { updated: WireGroup[]; removed: { groupID: string; reason: 'kicked' | 'quit' | 'dismissed' }[] };
  /** To a group's owner and admins: someone applied to join. */
  groupApplicationReceived: { application: WireGroupApplication };
  /** To the applicant and the group's owner and admins: an application was agreed or rejected. */
  groupApplicationHandled: { groupID: string; applicant: string; handleAction: 'Agree' | 'Reject'; handler: string; handleMessage: string };
}
