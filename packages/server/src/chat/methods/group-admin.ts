import type { GroupAdminMethods } from '../protocol';
import { getGroupApplicationList, handleGroupApplication, joinGroup, searchGroupByID } from './group-admin/join';
import { addGroupMember, deleteGroupMember, getGroupMemberProfile, quitGroup } from './group-admin/members';
import { dismissGroup, updateGroupProfile } from './group-admin/profile';
import { changeGroupOwner, setGroupMemberMuteTime, setGroupMemberRole } from './group-admin/roles';
import { searchCloudGroupMembers } from './group-admin/search-members';
import type { Handler } from './types';

// Group administration: joining, applications, members, roles, mutes, dismissing (rules in group-admin/rules.ts).
export const GROUP_ADMIN_HANDLERS: { [M in keyof GroupAdminMethods]: Handler<M> } = {
  searchGroupByID,
  joinGroup,
  getGroupApplicationList,
  handleGroupApplication,
  updateGroupProfile,
  addGroupMember,
  deleteGroupMember,
  changeGroupOwner,
  setGroupMemberRole,
  setGroupMemberMuteTime,
  dismissGroup,
  quitGroup,
  getGroupMemberProfile,
  searchCloudGroupMembers,
};
