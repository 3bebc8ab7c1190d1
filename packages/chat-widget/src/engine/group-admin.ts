// The engine's group administration methods with the SDK's names and shapes.
import type { ChatResponse } from './chat-engine';
import type { Group, GroupMember, GroupRole, GroupType, JoinOption } from './entities';
import type { WireGroupApplication } from '@employment-cloud/chat-protocol';

/** TYPES.JOIN_STATUS_WAIT_APPROVAL, JOIN_STATUS_SUCCESS, JOIN_STATUS_ALREADY_IN_GROUP. */
export type JoinStatus = 'WaitAdminApproval' | 'JoinedSuccess' | 'AlreadyInGroup';

/** An entry of getGroupApplicationList, as the SDK has it (the service sends it as it is). */
export type GroupApplication = WireGroupApplication;

export interface GroupMemberSearchResult {
  groupInfo: { groupID: string; name: string; type: GroupType; avatar: string };
  memberList: { userID: string; nick: string; nameCard: string; avatar: string }[];
}

export interface UpdateGroupProfileOptions {
  groupID: string;
  name?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  joinOption?: JoinOption;
  muteAllMembers?: boolean;
}

export interface GroupAdminEngine {
  /** Any group but another's Work group; `selfInfo.userID` is '' when the caller is not a member. */
  searchGroupByID(groupID: string): Promise<ChatResponse<{ group: Group }>>;
  joinGroup(options: { groupID: string; applyMessage?: string; type?: GroupType }): Promise<ChatResponse<{ status: JoinStatus; group?: Group }>>;
  getGroupApplicationList(): Promise<ChatResponse<{ applicationList: GroupApplication[] }>>;
  handleGroupApplication(options: {
    handleAction: 'Agree' | 'Reject';
    handleMessage?: string;
    application: GroupApplication;
  }): Promise<ChatResponse<{ group: Group }>>;
  updateGroupProfile(options: UpdateGroupProfileOptions): Promise<ChatResponse<{ group: Group }>>;
  addGroupMember(options: {
    groupID: string;
    userIDList: string[];
  }): Promise<
    ChatResponse<{ successUserIDList: string[]; failureUserIDList: string[]; existedUserIDList: string[]; overLimitUserIDList: string[]; group: Group }>
  >;
  deleteGroupMember(options: { groupID: string; userIDList: string[]; reason?: string }): Promise<ChatResponse<{ group: Group; userIDList: string[] }>>;
  changeGroupOwner(options: { groupID: string; newOwnerID: string }): Promise<ChatResponse<{ group: Group }>>;
  setGroupMemberRole(options: { groupID: string; userID: string; role: GroupRole }): Promise<ChatResponse<{ group: Group; member: GroupMember }>>;
  /** Seconds from now; 0 lifts the mute (spec: 2592000 for 30 days). */
  setGroupMemberMuteTime(options: { groupID: string; userID: string; muteTime: number }): Promise<ChatResponse<{ group: Group; member: GroupMember }>>;
  dismissGroup(groupID: string): Promise<ChatResponse<{ groupID: string }>>;
  quitGroup(groupID: string): Promise<ChatResponse<{ groupID: string }>>;
  getGroupMemberProfile(options: { groupID: string; userIDList: string[] }): Promise<ChatResponse<{ memberList: GroupMember[] }>>;
  searchCloudGroupMembers(options: {
    keywordList: string[];
    keywordListMatchType?: 'or' | 'and';
    groupIDList?: string[];
    groupTypeList?: GroupType[];
    count?: number;
    cursor?: string;
  }): Promise<ChatResponse<{ searchResultList: GroupMemberSearchResult[]; totalCount: number; cursor: string }>>;
}

export interface GroupAdminEventData {
  /** The groups the user belongs to, after a join, removal, dismissal, profile or role change. */
  onGroupListUpdated: Group[];
}
