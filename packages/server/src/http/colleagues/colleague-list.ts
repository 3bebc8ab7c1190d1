import type { Colleague, ColleagueListQuery } from '@employment-cloud/api-contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The first moment of now's month in China time (UTC+8), where the product is used. */
export function chinaMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

/** The company's staff (main admin first), with their card and this month's activity, as answered. */
export async function colleaguesOf(
  db: Db,
  companyId: number,
  filter: Pick<ColleagueListQuery, 'keyword' | 'status'> & { id?: number },
  now = new Date(),
): Promise<Colleague[]> {
  const since = chinaMonthStart(now);
  let query = db
    .selectFrom('users as u')
    .leftJoin('recruiterCards as c', 'c.userId', 'u.id')
    .where('u.companyId', '=', companyId)
    .where('u.role', 'in', ['company_admin', 'recruiter']);
  if (filter.id !== undefined) query = query.where('u.id', '=', filter.id);
  if (filter.status) query = query.where('u.disabled', '=', filter.status === 'disabled');
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', like), eb('u.name', 'ilike', like), eb('u.mobile', 'like', like)]));
  }
  const rows = await query
    .select(['u.id', 'u.username', 'u.name', 'u.mobile', 'u.role', 'u.disabled', 'u.createdAt', 'c.id as cardId'])
    .select([
      sql<number>`(select count(*) from jobs j where j.created_by = u.id and j.company_id = u.company_id and j.created_at >= ${since})`.as('jobs'),
      sql<number>`(select count(*) from chat_linkages l where l.recruiter_id = u.id and l.company_id = u.company_id and l.created_at >= ${since})`.as('chats'),
      sql<number>`(select count(*) from interviews i where i.recruiter_id = u.id and i.company_id = u.company_id and i.created_at >= ${since})`.as(
        'interviews',
      ),
    ])
    .orderBy(sql`case when u.role = 'company_admin' then 0 else 1 end`)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    mobile: r.mobile,
    isMainAdmin: r.role === 'company_admin',
    hasCard: r.cardId !== null,
    disabled: r.disabled,
    createdAt: r.createdAt.toISOString(),
    activity: { jobs: Number(r.jobs), chats: Number(r.chats), interviews: Number(r.interviews) },
  }));
}
