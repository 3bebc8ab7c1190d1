// The company's own help records, or the 404 another company's (or a missing) one answers.
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { notFound } from '../envelope';

/** Sign-up status codes (dictionary help_status) and the progress stages of an approved one. */
export const HELP_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
export const HELP_STAGE = { enrolled: 1, trained: 2, employed: 3 } as const;

/** A date column as YYYY-MM-DD (both drivers agree on text; a Date would shift with the time zone). */
export const dayOf = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export async function ownSignup(db: Db, companyId: number, id: number) {
  const row = await db.selectFrom('helpSignups').selectAll().where('id', '=', id).where('companyId', '=', companyId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One project with its plan's title and its sign-up counts by status. */
export async function ownProject(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('helpProjects')
    .innerJoin('helpPlans', 'helpPlans.id', 'helpProjects.planId')
    .select([
      'helpProjects.id',
      'helpProjects.planId',
      'helpPlans.title as planTitle',
      dayOf('helpPlans.startDate').as('planStartDate'),
      dayOf('helpPlans.endDate').as('planEndDate'),
      'helpProjects.title',
      'helpProjects.targetGroup',
      'helpProjects.quota',
      dayOf('helpProjects.startDate').as('startDate'),
      dayOf('helpProjects.endDate').as('endDate'),
      'helpProjects.description',
      'helpProjects.contactName',
      'helpProjects.contactMobile',
      'helpProjects.createdAt',
    ])
    .where('helpProjects.id', '=', id)
    .where('helpProjects.companyId', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const counts = await signupCounts(db, companyId, [id]);
  return { ...row, ...(counts.get(id) ?? EMPTY_COUNTS) };
}

export const EMPTY_COUNTS = { pending: 0, enrolled: 0, rejected: 0 };

/** Per project: pending, approved (enrolled) and rejected sign-ups. */
export async function signupCounts(db: Db, companyId: number, projectIds: number[]) {
  const counts = new Map<number, { pending: number; enrolled: number; rejected: number }>();
  if (projectIds.length === 0) return counts;
  const rows = await db
    .selectFrom('helpSignups')
    .select(['projectId', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('companyId', '=', companyId)
    .where('projectId', 'in', projectIds)
    .groupBy(['projectId', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.projectId) ?? { ...EMPTY_COUNTS };
    const n = Number(row.count);
    if (row.status === HELP_STATUS.pending) entry.pending += n;
    else if (row.status === HELP_STATUS.approved) entry.enrolled += n;
    else if (row.status === HELP_STATUS.rejected) entry.rejected += n;
    counts.set(row.projectId, entry);
  }
  return counts;
}
