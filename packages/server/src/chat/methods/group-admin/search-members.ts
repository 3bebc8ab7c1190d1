import type { Handler } from '../types';
import { membersOfGroups } from '../../store/group-admin';
import { groupsOf } from '../../store/groups';
import { loadProfiles } from '../../store/profiles';
import type { WireMemberSearchResult } from '../../protocol';

/** Members looked at per search: the caller's groups are searched up to this many members. */
const SCAN_LIMIT = 20_000;

/**
 * Members of the caller's groups whose user ID or nick contains the keywords (case-insensitive;
 * any of them, or all with keywordListMatchType 'and'), grouped by group, paged by cursor.
 */
export const searchCloudGroupMembers: Handler<'searchCloudGroupMembers'> = async (ctx, me, params) => {
  const { keywordList, keywordListMatchType, groupIDList, groupTypeList, count, cursor } = params;
  const groups = (await groupsOf(ctx.db, me.userID)).filter(
    (g) => (!groupIDList || groupIDList.includes(g.groupID)) && (!groupTypeList || groupTypeList.includes(g.type)),
  );
  const rows = await membersOfGroups(
    ctx.db,
    groups.map((g) => g.groupID),
    SCAN_LIMIT,
  );
  const profiles = new Map(
    (
      await loadProfiles(
        ctx.db,
        ctx.profiles,
        rows.map((r) => r.userId),
      )
    ).map((p) => [p.userID, p]),
  );
  const keywords = keywordList.map((k) => k.toLowerCase());
  const matches = rows.filter((row) => {
    const text = `${row.userId}\n${profiles.get(row.userId)?.nick ?? ''}`.toLowerCase();
    return keywordListMatchType === 'and' ? keywords.every((k) => text.includes(k)) : keywords.some((k) => text.includes(k));
  });
  const offset = Number(cursor || 0);
  const page = matches.slice(offset, offset + count);
  const byGroup = new Map<string, WireMemberSearchResult>();
  for (const row of page) {
    const group = groups.find((g) => g.groupID === row.groupId)!;
    let entry = byGroup.get(row.groupId);
    if (!entry) {
      entry = { groupInfo: { groupID: group.groupID, name: group.name, type: group.type, avatar: group.avatar }, memberList: [] };
      byGroup.set(row.groupId, entry);
    }
    const profile = profiles.get(row.userId);
    entry.memberList.push({ userID: row.userId, nick: profile?.nick ?? '', nameCard: '', avatar: profile?.avatar ?? '' });
  }
  const next = offset + page.length;
  return { searchResultList: [...byGroup.values()], totalCount: matches.length, cursor: next < matches.length ? String(next) : '' };
};
