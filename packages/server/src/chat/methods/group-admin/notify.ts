import type { ChatContext, ChatSession } from '../../context';
import type { Events, WireGroup } from '../../protocol';
import { groupProfile, groupWithMembers, toWireGroup, type GroupRow } from '../../store/groups';
import { storeGroupCreated, storeGroupTip, GROUP_TIP, type GroupTip } from '../../store/group-tips';
import type { MessageRow } from '../../store/messages';
import { wireMessage } from '../../store/message-view';
import { loadProfile, loadProfiles } from '../../store/profiles';
import { memberGroup } from '../access';

// What members learn after a change: a group tip in the conversation, and their group list.

type Removal = Events['groupListChanged']['removed'][number]['reason'];

/**
 * Stores a group tip and delivers it like a message to the members (as the database has them
 * now) and to `alsoTo` (members just removed, who see how they left), then refreshes lists.
 */
export async function announce(ctx: ChatContext, operator: string, groupId: string, tip: GroupTip, alsoTo: string[] = []): Promise<void> {
  const found = await groupWithMembers(ctx.db, groupId);
  if (!found) return;
  const profile = (await loadProfile(ctx.db, ctx.profiles, operator)) ?? { userID: operator, nick: '', avatar: '', selfSignature: '' };
  const about = [...(tip.userIDList.length > 0 ? tip.userIDList : [operator]), ...(tip.memberList ?? []).map((m) => m.userID)];
  const nicks = new Map((await loadProfiles(ctx.db, ctx.profiles, about)).map((p) => [p.userID, p.nick]));
  const row = await storeGroupTip(ctx.db, found.group, profile, tip, found.members.length, new Date(ctx.now()), nicks);
  deliver(
    ctx,
    row,
    found.members.map((m) => m.userId),
    alsoTo,
  );
}

/**
 * A new group's first messages: the creation notice, then (when the creator brought members) who
 * they invited. Every member has the group in their conversation list at once, before anyone
 * writes. Live groups keep no history and get neither.
 */
export async function announceCreation(ctx: ChatContext, creator: string, groupId: string, invited: string[]): Promise<void> {
  const found = await groupWithMembers(ctx.db, groupId);
  if (!found || found.group.type === 'AVChatRoom') return;
  const profile = (await loadProfile(ctx.db, ctx.profiles, creator)) ?? { userID: creator, nick: '', avatar: '', selfSignature: '' };
  const row = await storeGroupCreated(ctx.db, found.group, profile, new Date(ctx.now()));
  deliver(
    ctx,
    row,
    found.members.map((m) => m.userId),
  );
  if (invited.length > 0) await announce(ctx, creator, groupId, { operationType: GROUP_TIP.MBR_JOIN, userIDList: invited });
}

/** Pushes a stored group message to the members and to `alsoTo` (people no longer members). */
function deliver(ctx: ChatContext, row: MessageRow, members: string[], alsoTo: string[] = []): void {
  const audience = [...members, ...alsoTo];
  const tipMessage = { messageList: [wireMessage(row)] };
  if (ctx.cluster) {
    // The other nodes push it to the members they hold, as for any stored message
    // (stored-elsewhere.ts); those no longer members hear of it from here.
    ctx.presence.pushHere(audience, 'messageReceived', tipMessage);
    const goneElsewhere = alsoTo.filter((userID) => !ctx.presence.isHere(userID));
    if (goneElsewhere.length > 0) ctx.presence.push(goneElsewhere, 'messageReceived', tipMessage);
  } else {
    ctx.presence.push(audience, 'messageReceived', tipMessage);
  }
  ctx.feed.touch(audience);
}

/**
 * Pushes `groupListChanged`: to each online member the group as they now see it, and to those
 * removed that it is gone. Every connection gets it, the caller's too (its answer is the same).
 */
export async function publishGroup(ctx: ChatContext, groupId: string, removed: { userIDs: string[]; reason: Removal } = { userIDs: [], reason: 'kicked' }) {
  const found = await groupWithMembers(ctx.db, groupId);
  if (found) {
    const online = new Set(ctx.presence.onlineAmong(found.members.map((m) => m.userId)));
    for (const member of found.members) {
      if (!online.has(member.userId)) continue;
      const group = toWireGroup(found.group, found.members.length, member.userId, member.role);
      ctx.presence.push([member.userId], 'groupListChanged', { updated: [group], removed: [] });
    }
  }
  if (removed.userIDs.length > 0) {
    ctx.presence.push(removed.userIDs, 'groupListChanged', { updated: [], removed: [{ groupID: groupId, reason: removed.reason }] });
    ctx.feed.touch(removed.userIDs);
  }
}

/** The group as the caller now sees it. */
export async function callerView(ctx: ChatContext, me: ChatSession, groupId: string): Promise<WireGroup> {
  const { group, member } = await memberGroup(ctx, me, groupId);
  return groupProfile(ctx.db, group, me.userID, member.role);
}

/** The group row as a non-member sees it (owner, counts, no selfInfo). */
export async function publicView(ctx: ChatContext, group: GroupRow): Promise<Omit<WireGroup, 'selfInfo'>> {
  const { selfInfo: _selfInfo, ...rest } = await groupProfile(ctx.db, group, '', 'Member');
  return rest;
}
