import { sql, type Selectable } from 'kysely';
import type { ChatGroupRole, ChatGroupsTable, ChatGroupType, ChatJoinOption } from '../../db/chat-schema';
import type { Db } from '../../db/connect';
import { ReadCache } from '../../db/read-cache';
import { tableWritesOf } from '../../db/table-writes';
import type { WireGroup } from '../protocol';
import { Coalescer, perDatabase } from './coalescer';

export type GroupRow = Selectable<ChatGroupsTable>;

export interface NewGroup {
  groupId: string;
  type: ChatGroupType;
  name: string;
  ownerId: string;
  joinOption: ChatJoinOption;
  memberIds: string[];
}

/** Creates the group with its owner and members; false if the group ID is taken. */
export async function insertGroup(db: Db, group: NewGroup): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chatGroups')
      .values({ groupId: group.groupId, type: group.type, name: group.name, ownerId: group.ownerId, joinOption: group.joinOption })
      .onConflict((oc) => oc.column('groupId').doNothing())
      .returning('groupId')
      .executeTakeFirst();
    if (!inserted) return false;
    const members = [...new Set(group.memberIds)].filter((id) => id !== group.ownerId);
    await trx
      .insertInto('chatGroupMembers')
      .values([
        { groupId: group.groupId, userId: group.ownerId, role: 'Owner' as const },
        ...members.map((userId) => ({ groupId: group.groupId, userId, role: 'Member' as const })),
      ])
      .execute();
    return true;
  });
}

export async function findGroup(db: Db, groupId: string): Promise<GroupRow | undefined> {
  return db.selectFrom('chatGroups').selectAll().where('groupId', '=', groupId).executeTakeFirst();
}

export async function findMember(db: Db, groupId: string, userId: string) {
  return db.selectFrom('chatGroupMembers').selectAll().where('groupId', '=', groupId).where('userId', '=', userId).executeTakeFirst();
}

export interface GroupWithMembers {
  group: GroupRow;
  members: { userId: string; role: ChatGroupRole; muteUntil: number }[];
}

/** Groups with all their members, in one query; undefined where there is no such group. */
async function groupsWithMembers(db: Db, groupIds: string[]): Promise<(GroupWithMembers | undefined)[]> {
  const rows = await db
    .selectFrom('chatGroups as g')
    .leftJoin('chatGroupMembers as gm', 'gm.groupId', 'g.groupId')
    .selectAll('g')
    .select(['gm.userId as memberId', 'gm.role as memberRole', 'gm.muteUntil as memberMuteUntil'])
    .where('g.groupId', 'in', [...new Set(groupIds)])
    .execute();
  const found = new Map<string, GroupWithMembers>();
  for (const { memberId, memberRole, memberMuteUntil, ...group } of rows) {
    let entry = found.get(group.groupId);
    if (!entry) found.set(group.groupId, (entry = { group, members: [] }));
    if (memberId !== null) entry.members.push({ userId: memberId, role: memberRole!, muteUntil: memberMuteUntil! });
  }
  return groupIds.map((id) => found.get(id));
}

const groupLookups = perDatabase((db: Db) => new Coalescer((ids: string[]) => groupsWithMembers(db, ids), 200));
/** Kept until a committed write to the groups or their members (db/read-cache.ts). */
const groupCaches = perDatabase(
  (db: Db) => new ReadCache<string, GroupWithMembers | undefined>(tableWritesOf(db), ['chat_groups', 'chat_group_members'], 1000),
);

/**
 * The group with all its members (each send to a group needs both): kept in memory until a group
 * or member is written; lookups made meanwhile share one query. Read-only for callers.
 */
export async function groupWithMembers(db: Db, groupId: string): Promise<GroupWithMembers | undefined> {
  return groupCaches(db).get(groupId, () => groupLookups(db).submit(groupId));
}

export async function memberIds(db: Db, groupId: string): Promise<string[]> {
  return (await db.selectFrom('chatGroupMembers').select('userId').where('groupId', '=', groupId).execute()).map((r) => r.userId);
}

async function memberCounts(db: Db, groupIds: string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chatGroupMembers')
    .select(['groupId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('groupId', 'in', groupIds)
    .groupBy('groupId')
    .execute();
  return new Map(rows.map((r) => [r.groupId, Number(r.count)]));
}

export function toWireGroup(row: GroupRow, memberCount: number, me: string, role: ChatGroupRole): WireGroup {
  return {
    groupID: row.groupId,
    name: row.name,
    type: row.type,
    avatar: row.avatar,
    introduction: row.introduction,
    notification: row.notification,
    ownerID: row.ownerId,
    memberCount,
    joinOption: row.joinOption,
    muteAllMembers: row.muteAllMembers,
    selfInfo: { userID: me, role },
  };
}

/** The groups `userId` belongs to, oldest first. */
export async function groupsOf(db: Db, userId: string): Promise<WireGroup[]> {
  const rows = await db
    .selectFrom('chatGroups as g')
    .innerJoin('chatGroupMembers as gm', 'gm.groupId', 'g.groupId')
    .selectAll('g')
    .select('gm.role as selfRole')
    .where('gm.userId', '=', userId)
    .orderBy('g.createdAt')
    .orderBy('g.groupId')
    .execute();
  const counts = await memberCounts(
    db,
    rows.map((r) => r.groupId),
  );
  return rows.map(({ selfRole, ...group }) => toWireGroup(group, counts.get(group.groupId) ?? 0, userId, selfRole));
}

export async function groupProfile(db: Db, group: GroupRow, me: string, role: ChatGroupRole): Promise<WireGroup> {
  const counts = await memberCounts(db, [group.groupId]);
  return toWireGroup(group, counts.get(group.groupId) ?? 0, me, role);
}

/** A page of members: owner, then admins, then members, each by join time. */
export async function memberPage(db: Db, groupId: string, offset: number, count: number) {
  return db
    .selectFrom('chatGroupMembers')
    .select(['userId', 'role', 'muteUntil'])
    .where('groupId', '=', groupId)
    .orderBy(sql`case role when 'Owner' then 0 when 'Admin' then 1 else 2 end`)
    .orderBy('joinedAt')
    .orderBy('userId')
    .offset(offset)
    .limit(count + 1)
    .execute();
}
