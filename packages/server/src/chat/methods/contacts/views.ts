import type { ChatContext } from '../../context';
import { ChatError } from '../../errors';
import { ERROR_CODES, type WireFriend, type WireFriendApplications, type WireProfile } from '../../protocol';
import { CONTACT_LIMITS, contactTextLength } from '../../frames-contacts';
import { applicationsOf } from '../../store/friend-applications';
import { friendRows } from '../../store/friends';
import { blacklistOf } from '../../store/blacklist';
import { loadProfiles } from '../../store/profiles';

// What the contact methods answer and push: lists in their wire shapes, and the pushes to the
// online users whose lists a call changed (every connection of theirs, the caller's included).

async function profilesById(ctx: ChatContext, userIDs: string[]): Promise<Map<string, WireProfile>> {
  return new Map((await loadProfiles(ctx.db, ctx.profiles, userIDs)).map((p) => [p.userID, p]));
}

const blank = (userID: string): WireProfile => ({ userID, nick: '', avatar: '', selfSignature: '' });

/** The user's friend list, or the given entries of it, with profiles. */
export async function friendList(ctx: ChatContext, userID: string, only?: string[]): Promise<WireFriend[]> {
  const rows = await friendRows(ctx.db, userID, only);
  const profiles = await profilesById(
    ctx,
    rows.map((r) => r.friendId),
  );
  return rows.map((row) => ({
    userID: row.friendId,
    remark: row.remark,
    source: row.addSource,
    wording: row.addWording,
    addTime: row.addTime,
    profile: profiles.get(row.friendId) ?? blank(row.friendId),
  }));
}

/** Applications received and sent, with the other user's nick and avatar. */
export async function applicationList(ctx: ChatContext, userID: string): Promise<WireFriendApplications> {
  const rows = await applicationsOf(ctx.db, userID);
  const other = (row: (typeof rows)[number]) => (row.target === userID ? row.applicant : row.target);
  const profiles = await profilesById(ctx, rows.map(other));
  return {
    friendApplicationList: rows.map((row) => ({
      userID: other(row),
      nick: profiles.get(other(row))?.nick ?? '',
      avatar: profiles.get(other(row))?.avatar ?? '',
      time: row.createdAt,
      source: row.source,
      wording: row.wording,
      type: row.target === userID ? 'Pendency_Type_ComeIn' : 'Pendency_Type_SendOut',
    })),
    unreadCount: rows.filter((row) => row.target === userID && !row.isRead).length,
  };
}

export async function pushFriendLists(ctx: ChatContext, userIDs: string[]): Promise<void> {
  for (const userID of ctx.presence.onlineAmong(userIDs)) {
    ctx.presence.push([userID], 'friendListUpdated', { friendList: await friendList(ctx, userID) });
  }
}

export async function pushApplications(ctx: ChatContext, userIDs: string[]): Promise<void> {
  for (const userID of ctx.presence.onlineAmong(userIDs)) {
    ctx.presence.push([userID], 'friendApplicationListUpdated', await applicationList(ctx, userID));
  }
}

export async function pushBlacklist(ctx: ChatContext, userID: string, blacklist?: string[]): Promise<void> {
  if (!ctx.presence.isOnline(userID)) return;
  ctx.presence.push([userID], 'blacklistUpdated', { blacklist: blacklist ?? (await blacklistOf(ctx.db, userID)) });
}

/** Remark and wording limits (docs/chat.md §5), as the engine checks them before sending. */
export function checkContactText(field: 'remark' | 'wording', value: string): void {
  const limit = field === 'remark' ? CONTACT_LIMITS.remarkBytes : CONTACT_LIMITS.wordingBytes;
  if (contactTextLength(value) > limit) {
    throw new ChatError(ERROR_CODES.FRIEND_INVALID_REQUEST, `${field} must not exceed ${limit} bytes (non-Latin-1 characters count two)`);
  }
}

/** Distinct IDs, in the order given. */
export const distinct = (ids: string[]) => [...new Set(ids)];
