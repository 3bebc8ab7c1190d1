import type { Db } from '../../db/connect';

// Pending friend applications: applicant asked target; remark is what the applicant will call them.

export interface ApplicationRow {
  applicant: string;
  target: string;
  source: string;
  wording: string;
  remark: string;
  createdAt: number;
  isRead: boolean;
}

/** Applications the user received or sent, newest first. */
export async function applicationsOf(db: Db, userId: string): Promise<ApplicationRow[]> {
  const rows = await db
    .selectFrom('chatFriendApplications')
    .selectAll()
    .where((eb) => eb.or([eb('applicant', '=', userId), eb('target', '=', userId)]))
    .orderBy('createdAt', 'desc')
    .orderBy('applicant')
    .execute();
  return rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
}

export async function findApplication(db: Db, applicant: string, target: string): Promise<ApplicationRow | undefined> {
  const row = await db.selectFrom('chatFriendApplications').selectAll().where('applicant', '=', applicant).where('target', '=', target).executeTakeFirst();
  return row && { ...row, createdAt: Number(row.createdAt) };
}

/** A new application, or a fresh (unread) copy of the one already pending. */
export async function upsertApplication(db: Db, row: Omit<ApplicationRow, 'isRead'>): Promise<void> {
  await db
    .insertInto('chatFriendApplications')
    .values({ ...row, isRead: false })
    .onConflict((oc) =>
      oc
        .columns(['applicant', 'target'])
        .doUpdateSet({ source: row.source, wording: row.wording, remark: row.remark, createdAt: row.createdAt, isRead: false }),
    )
    .execute();
}

/** Deletes the applications between a and b, either way; true if there were any. */
export async function deleteApplicationsBetween(db: Db, a: string, b: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('chatFriendApplications')
    .where((eb) => eb.or([eb.and([eb('applicant', '=', a), eb('target', '=', b)]), eb.and([eb('applicant', '=', b), eb('target', '=', a)])]))
    .returning('applicant')
    .execute();
  return deleted.length > 0;
}

export async function markApplicationsRead(db: Db, target: string): Promise<void> {
  await db.updateTable('chatFriendApplications').set({ isRead: true }).where('target', '=', target).where('isRead', '=', false).execute();
}
