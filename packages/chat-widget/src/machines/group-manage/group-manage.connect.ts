// The manage machine bound to an engine, and the view's slices of a snapshot.
import type { SnapshotFrom } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { EVENT } from '../../engine/constants';
import type { ChatEngine, ChatEventHandler } from '../../engine/chat-engine';
import type { GroupMember } from '../../engine/entities';
import { groupManageMachine, MEMBER_PAGE_SIZE } from './group-manage.machine';
import type { GroupAction, GroupManageEvent, LoadedGroup } from './group-manage.types';
import { groupPermissions } from './group-permissions';

async function loadGroup(engine: ChatEngine, groupID: string): Promise<LoadedGroup> {
  const [{ data: profile }, { data: page }] = await Promise.all([
    engine.getGroupProfile({ groupID }),
    engine.getGroupMemberList({ groupID, count: MEMBER_PAGE_SIZE, offset: 0 }),
  ]);
  return { group: profile.group, members: page.memberList, offset: page.offset };
}

/** One change through the engine's SDK-named methods. */
export async function runGroupAction(engine: ChatEngine, groupID: string, action: GroupAction): Promise<void> {
  switch (action.kind) {
    case 'rename':
      return void (await engine.updateGroupProfile({ groupID, name: action.name }));
    case 'notice':
      return void (await engine.updateGroupProfile({ groupID, notification: action.text }));
    case 'muteAll':
      return void (await engine.updateGroupProfile({ groupID, muteAllMembers: action.on }));
    case 'add':
      return void (await engine.addGroupMember({ groupID, userIDList: action.userIDs }));
    case 'remove':
      return void (await engine.deleteGroupMember({ groupID, userIDList: action.userIDs }));
    case 'role':
      return void (await engine.setGroupMemberRole({ groupID, userID: action.userID, role: action.role }));
    case 'mute':
      return void (await engine.setGroupMemberMuteTime({ groupID, userID: action.userID, muteTime: action.seconds }));
    case 'transfer':
      return void (await engine.changeGroupOwner({ groupID, newOwnerID: action.userID }));
    case 'dismiss':
      return void (await engine.dismissGroup(groupID));
    case 'quit':
      return void (await engine.quitGroup(groupID));
  }
}

export function groupManageMachineFor(engine: ChatEngine) {
  return groupManageMachine.provide({
    actors: {
      loadGroup: fromPromise<LoadedGroup, { groupID: string }>(({ input }) => loadGroup(engine, input.groupID)),
      loadMembers: fromPromise(async ({ input }: { input: { groupID: string; offset: number } }) => {
        const { data } = await engine.getGroupMemberList({ groupID: input.groupID, count: MEMBER_PAGE_SIZE, offset: input.offset });
        return { members: data.memberList, offset: data.offset };
      }),
      runAction: fromPromise<void, { groupID: string; action: GroupAction }>(({ input }) => runGroupAction(engine, input.groupID, input.action)),
      watchGroup: fromCallback<GroupManageEvent, { groupID: string }>(({ sendBack, input }) => {
        const handler: ChatEventHandler<typeof EVENT.GROUP_LIST_UPDATED> = ({ data }) =>
          sendBack(data.some((group) => group.groupID === input.groupID) ? { type: 'RELOAD' } : { type: 'GONE' });
        engine.on(EVENT.GROUP_LIST_UPDATED, handler);
        return () => engine.off(EVENT.GROUP_LIST_UPDATED, handler);
      }),
    },
  });
}

export type GroupManageSnapshot = SnapshotFrom<typeof groupManageMachine>;

/** A member counts as muted while muteUntil is in the future (docs/chat.md §4). */
export const isMuted = (member: Pick<GroupMember, 'muteUntil'>, nowSeconds = Date.now() / 1000) => member.muteUntil > nowSeconds;

/** The panel's frame: loading flags, the open view, whether it is done. */
export function selectFrame(snapshot: GroupManageSnapshot) {
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.hasTag('failed'),
    pending: snapshot.hasTag('pending'),
    loadingMore: snapshot.hasTag('loadingMore'),
    closed: snapshot.status === 'done',
    view: snapshot.context.view,
  };
}

/** The group, its members, the caller's permissions. Only once loaded. */
export function selectGroup(snapshot: GroupManageSnapshot) {
  const { group, members, offset } = snapshot.context;
  if (!group) return null;
  const role = group.selfInfo.role;
  return { group, members, hasMore: offset > 0, selfID: group.selfInfo.userID, permissions: groupPermissions(group.type, role, group.memberCount) };
}
export type SelectedGroup = NonNullable<ReturnType<typeof selectGroup>>;
