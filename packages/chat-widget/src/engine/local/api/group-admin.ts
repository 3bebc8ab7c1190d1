// Group administration: joining, applications, profile, members, roles, mutes, dismissing.
import { ok } from '../../chat-error';
import type { GroupAdminEngine } from '../../group-admin';
import type { Core } from '../core';
import { toGroup, toGroupMember } from '../from-wire';
import { applyGroupChanges } from '../group-admin-pushes';
import type { WireGroup } from '@employment-cloud/chat-protocol';

export function groupAdminMethods(core: Core): GroupAdminEngine {
  /** The caller's view of a group it belongs to: cached like the server's pushes. */
  const keep = (group: WireGroup) => {
    applyGroupChanges(core, [group], []);
    return toGroup(group);
  };
  const lost = (groupID: string) => applyGroupChanges(core, [], [groupID]);
  return {
    async searchGroupByID(groupID) {
      const { group } = await core.call('searchGroupByID', { groupID });
      return ok({ group: toGroup({ ...group, selfInfo: group.selfInfo ?? { userID: '', role: 'Member' } }) });
    },
    async joinGroup({ groupID, applyMessage }) {
      const { status, group } = await core.call('joinGroup', { groupID, ...(applyMessage ? { applyMessage } : {}) });
      return ok(group ? { status, group: keep(group) } : { status });
    },
    async getGroupApplicationList() {
      return ok(await core.call('getGroupApplicationList', {}));
    },
    async handleGroupApplication({ handleAction, handleMessage, application }) {
      const { group } = await core.call('handleGroupApplication', {
        groupID: application.groupID,
        applicant: application.applicant,
        handleAction,
        ...(handleMessage ? { handleMessage } : {}),
      });
      return ok({ group: keep(group) });
    },
    async updateGroupProfile(options) {
      return ok({ group: keep((await core.call('updateGroupProfile', options)).group) });
    },
    async addGroupMember(options) {
      const { group, ...lists } = await core.call('addGroupMember', options);
      return ok({ ...lists, group: keep(group) });
    },
    async deleteGroupMember({ groupID, userIDList, reason }) {
      const { group, userIDList: removed } = await core.call('deleteGroupMember', { groupID, userIDList, ...(reason ? { reason } : {}) });
      return ok({ group: keep(group), userIDList: removed });
    },
    async changeGroupOwner(options) {
      return ok({ group: keep((await core.call('changeGroupOwner', options)).group) });
    },
    async setGroupMemberRole(options) {
      const { group, member } = await core.call('setGroupMemberRole', options);
      return ok({ group: keep(group), member: toGroupMember(member) });
    },
    async setGroupMemberMuteTime(options) {
      const { group, member } = await core.call('setGroupMemberMuteTime', options);
      return ok({ group: keep(group), member: toGroupMember(member) });
    },
    async dismissGroup(groupID) {
      const result = await core.call('dismissGroup', { groupID });
      lost(groupID);
      return ok(result);
    },
    async quitGroup(groupID) {
      const result = await core.call('quitGroup', { groupID });
      lost(groupID);
      return ok(result);
    },
    async getGroupMemberProfile(options) {
      const { memberList } = await core.call('getGroupMemberProfile', options);
      return ok({ memberList: memberList.map(toGroupMember) });
    },
    async searchCloudGroupMembers(options) {
      return ok(await core.call('searchCloudGroupMembers', options));
    },
  };
}
