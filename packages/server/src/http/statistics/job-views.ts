import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { chinaDay } from './china-day';

/** The portal's public job page: each answer of it to a browser is a view of the job. */
const JOB_PAGE = '/front/v1/portal/jobs/:id';

/** Counts one view of a published job on now's China day; an unknown or unpublished job counts nothing. */
export async function recordJobView(db: Db, jobId: number, now = new Date()): Promise<void> {
  await sql`
    insert into job_views (job_id, company_id, day, views)
    select id, company_id, ${chinaDay(now)}::date, 1 from jobs where id = ${jobId} and status = 2
    on conflict (job_id, day) do update set views = job_views.views + 1`.execute(db);
}

/**
 * Counts views from here rather than in the portal's route (src/http/portal): after the answer
 * is sent, so a view never slows the page or fails it.
 */
export function countJobPageViews(app: FastifyInstance, db: Db): void {
  // A callback hook: it runs after every answer of the server, and only the job page's count.
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (request.method !== 'GET' || request.routeOptions.url !== JOB_PAGE || reply.statusCode !== 200) return;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return;
    recordJobView(db, id).catch((error: unknown) => request.log.warn({ err: error }, 'job view not counted'));
  });
}
