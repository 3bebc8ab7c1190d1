// Groups: list, profile, members, create.
import { ok } from '../../chat-error';
import type { ChatEngine } from '../../chat-engine';
import type { Core } from '../core';
import { toGroup, toGroupMember } from '../from-wire';

type Methods = Pick<ChatEngine, 'getGroupList' | 'getGroupProfile' | 'getGroupMemberList' | 'createGroup'>;

/** docs/chat.md §9: members are read 100 at a time. */
const MEMBER_PAGE_SIZE = 100;

export function groupMethods(core: Core): Methods {
  const remember = (...groups: ReturnType<typeof toGroup>[]) => {
    core.directory.putGroups(groups);
    core.conversations.relink();
  };
  return {
    async getGroupList() {
      const { groupList } = await core.call('getGroupList', {});
      const groups = groupList.map(toGroup);
      remember(...groups);
      return ok({ groupList: groups });
    },
    async getGroupProfile({ groupID }) {
      const { group } = await core.call('getGroupProfile', { groupID });
      const converted = toGroup(group);
      remember(converted);
      return ok({ group: converted });
    },
    async getGroupMemberList({ groupID, count = MEMBER_PAGE_SIZE, offset = 0 }) {
      const result = await core.call('getGroupMemberList', { groupID, count, offset });
      return ok({ memberList: result.memberList.map(toGroupMember), offset: result.offset });
    },
    async createGroup({ name, type, groupID, memberList = [], joinOption }) {
      const { group } = await core.call('createGroup', {
        name,
        type,
        memberList: memberList.map((member) => member.userID),
        ...(groupID ? { groupID } : {}),
        ...(joinOption ? { joinOption } : {}),
      });
      const converted = toGroup(group);
      remember(converted);
      return ok({ group: converted, overLimitUserIDList: [] });
    },
  };
}
