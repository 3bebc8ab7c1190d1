import type { ChatContext } from '../../context';
import { ChatError, groupNotFound } from '../../errors';
import { ERROR_CODES, type WireGroupApplication } from '../../protocol';
import { addMembers } from '../../store/group-admin';
import { closeApplication, isPending, managersOf, pendingFor, upsertApplication } from '../../store/group-applications';
import { GROUP_TIP } from '../../store/group-tips';
import { findGroup, findMember, type GroupRow } from '../../store/groups';
import { loadProfile, loadProfiles } from '../../store/profiles';
import { memberGroup } from '../access';
import type { Handler } from '../types';
import { announce, callerView, publicView, publishGroup } from './notify';
import { effectiveJoinOption, forbidden, groupFull, MEMBER_CAP, requireManager } from './rules';

// Finding a group, joining it, and the applications of groups that need approval.

/** Anyone may look a group up; a Work group only its members (the SDK cannot search them). */
export const searchGroupByID: Handler<'searchGroupByID'> = async (ctx, me, { groupID }) => {
  const group = await findGroup(ctx.db, groupID);
  const member = group && (await findMember(ctx.db, groupID, me.userID));
  if (!group || (group.type === 'Private' && !member)) throw groupNotFound(groupID);
  const view = await publicView(ctx, group);
  return { group: member ? { ...view, selfInfo: { userID: me.userID, role: member.role } } : view };
};

/** Adds the user, tells the group with a join tip, and refreshes everyone's group list. */
async function admit(ctx: ChatContext, group: GroupRow, userID: string, operator: string): Promise<void> {
  const result = await addMembers(ctx.db, group, [userID], MEMBER_CAP[group.type]);
  if (result.full) throw groupFull(group);
  if (result.added.length === 0) return;
  await announce(ctx, operator, group.groupId, { operationType: GROUP_TIP.MBR_JOIN, userIDList: [userID] });
  await publishGroup(ctx, group.groupId);
}

export const joinGroup: Handler<'joinGroup'> = async (ctx, me, { groupID, applyMessage }) => {
  const group = await findGroup(ctx.db, groupID);
  if (!group) throw groupNotFound(groupID);
  if (await findMember(ctx.db, groupID, me.userID)) return { status: 'AlreadyInGroup' };
  if (group.type === 'Private') throw forbidden('nobody joins a Work group by application: a member adds them');
  const option = effectiveJoinOption(group);
  if (option === 'DisableApply') throw forbidden(`group ${groupID} takes no applications`);
  if (option === 'NeedPermission') {
    const row = await upsertApplication(ctx.db, groupID, me.userID, applyMessage, new Date(ctx.now()));
    const profile = await loadProfile(ctx.db, ctx.profiles, me.userID);
    const application = toApplication({ ...row, groupName: group.name }, profile?.nick ?? '');
    ctx.presence.push(await managersOf(ctx.db, groupID), 'groupApplicationReceived', { application });
    return { status: 'WaitAdminApproval' };
  }
  await admit(ctx, group, me.userID, me.userID);
  return { status: 'JoinedSuccess', group: await callerView(ctx, me, groupID) };
};

function toApplication(row: { groupId: string; applicant: string; note: string; createdAt: Date; groupName: string }, nick: string): WireGroupApplication {
  return {
    applicant: row.applicant,
    applicantNick: nick,
    groupID: row.groupId,
    groupName: row.groupName,
    applicationType: 0,
    userID: '',
    note: row.note,
    messageKey: row.createdAt.getTime(),
    authentication: '',
  };
}

/** Pending applications to the caller's groups where they are owner or admin (none otherwise). */
export const getGroupApplicationList: Handler<'getGroupApplicationList'> = async (ctx, me) => {
  const rows = await pendingFor(ctx.db, me.userID);
  const nicks = new Map(
    (
      await loadProfiles(
        ctx.db,
        ctx.profiles,
        rows.map((r) => r.applicant),
      )
    ).map((p) => [p.userID, p.nick]),
  );
  return { applicationList: rows.map((row) => toApplication(row, nicks.get(row.applicant) ?? '')) };
};

export const handleGroupApplication: Handler<'handleGroupApplication'> = async (ctx, me, { groupID, applicant, handleAction, handleMessage }) => {
  const { group, member } = await memberGroup(ctx, me, groupID);
  requireManager(member.role, 'handle join applications');
  if (!(await isPending(ctx.db, groupID, applicant))) {
    throw new ChatError(ERROR_CODES.APPLICATION_HANDLED, `no pending application of ${applicant} to group ${groupID}`);
  }
  // Admit first: a full group leaves the application pending.
  if (handleAction === 'Agree') await admit(ctx, group, applicant, applicant);
  const status = handleAction === 'Agree' ? 'Agreed' : 'Rejected';
  await closeApplication(ctx.db, groupID, applicant, { status, handledBy: me.userID, handleMessage, at: new Date(ctx.now()) });
  const audience = [applicant, ...(await managersOf(ctx.db, groupID))];
  ctx.presence.push(audience, 'groupApplicationHandled', { groupID, applicant, handleAction, handler: me.userID, handleMessage });
  return { group: await callerView(ctx, me, groupID) };
};
