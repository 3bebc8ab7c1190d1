// A project runs within its plan's period, and a plan's period holds its projects' (issue 32): the
// rules both ways, against the database. Each caller runs them in a transaction that has locked
// the plan's row (lockPlan), so a plan shortened while a project is saved cannot slip between.
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { badRequest, notFound } from '../envelope';
import { dayOf } from './records';

interface Period {
  startDate: string;
  endDate: string;
}

/** The company's plan's period, its row locked until the transaction ends; 404 for another's. */
export async function lockPlan(db: Db, companyId: number, planId: number): Promise<Period> {
  const plan = await db
    .selectFrom('helpPlans')
    .select([dayOf('startDate').as('startDate'), dayOf('endDate').as('endDate')])
    .where('id', '=', planId)
    .where('companyId', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!plan) throw notFound();
  return { startDate: plan.startDate ?? '', endDate: plan.endDate ?? '' };
}

/** A project's period must lie within its plan's; the message names the field and the plan's day. */
export function assertWithinPlan(project: Period, plan: Period): void {
  if (project.startDate < plan.startDate) throw badRequest('help.project.startDate.beforePlan', { date: plan.startDate });
  if (project.endDate > plan.endDate) throw badRequest('help.project.endDate.afterPlan', { date: plan.endDate });
}

/** A plan's new period must still hold every project in it. */
export async function assertHoldsProjects(db: Db, planId: number, plan: Period): Promise<void> {
  const span = await db
    .selectFrom('helpProjects')
    .select([
      sql<string | null>`to_char(min(${sql.ref('startDate')}), 'YYYY-MM-DD')`.as('first'),
      sql<string | null>`to_char(max(${sql.ref('endDate')}), 'YYYY-MM-DD')`.as('last'),
    ])
    .where('planId', '=', planId)
    .executeTakeFirstOrThrow();
  if (span.first && plan.startDate > span.first) throw badRequest('help.plan.startDate.afterProjects', { date: span.first });
  if (span.last && plan.endDate < span.last) throw badRequest('help.plan.endDate.beforeProjects', { date: span.last });
}
