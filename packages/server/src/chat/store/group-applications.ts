import type { Db } from '../../db/connect';

// Join applications to groups that need approval (migrations/0004-chat-group-admin.ts).

/** Opens (or reopens, after a rejection) the user's application to the group. */
export async function upsertApplication(db: Db, groupId: string, applicant: string, note: string, at: Date) {
  return db
    .insertInto('chatGroupApplications')
    .values({ groupId, applicant, note, createdAt: at })
    .onConflict((oc) =>
      oc.columns(['groupId', 'applicant']).doUpdateSet({ note, status: 'Pending', handledBy: '', handleMessage: '', handledAt: null, createdAt: at }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pending applications to the groups `userId` owns or administers, oldest first. */
export async function pendingFor(db: Db, userId: string) {
  return db
    .selectFrom('chatGroupApplications as a')
    .innerJoin('chatGroupMembers as gm', (join) => join.onRef('gm.groupId', '=', 'a.groupId').on('gm.userId', '=', userId))
    .innerJoin('chatGroups as g', 'g.groupId', 'a.groupId')
    .select(['a.groupId', 'a.applicant', 'a.note', 'a.createdAt', 'g.name as groupName'])
    .where('a.status', '=', 'Pending')
    .where('gm.role', 'in', ['Owner', 'Admin'])
    .orderBy('a.createdAt')
    .orderBy('a.applicant')
    .execute();
}

/** Marks a pending application handled; false when there was none pending (handled already). */
export async function closeApplication(
  db: Db,
  groupId: string,
  applicant: string,
  outcome: { status: 'Agreed' | 'Rejected'; handledBy: string; handleMessage: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('chatGroupApplications')
    .set({ status: outcome.status, handledBy: outcome.handledBy, handleMessage: outcome.handleMessage, handledAt: outcome.at })
    .where('groupId', '=', groupId)
    .where('applicant', '=', applicant)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Applications of users who became members another way are moot. */
export async function closeApplicationsOf(db: Db, groupId: string, applicants: string[], handledBy: string, at: Date): Promise<void> {
  if (applicants.length === 0) return;
  await db
    .updateTable('chatGroupApplications')
    .set({ status: 'Agreed', handledBy, handledAt: at })
    .where('groupId', '=', groupId)
    .where('applicant', 'in', applicants)
    .where('status', '=', 'Pending')
    .execute();
}

/** The group's owner and admins: who hears of applications. */
export async function managersOf(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('chatGroupMembers').select('userId').where('groupId', '=', groupId).where('role', 'in', ['Owner', 'Admin']).execute();
  return rows.map((r) => r.userId);
}

export async function isPending(db: Db, groupId: string, applicant: string): Promise<boolean> {
  const row = await db
    .selectFrom('chatGroupApplications')
    .select('applicant')
    .where('groupId', '=', groupId)
    .where('applicant', '=', applicant)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return row !== undefined;
}
