import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContext } from './context';
import { listOf } from './envelope';
import { countRows, offsetOf, paging } from './paging';
import { parseInput } from './validate';

const query = z.object({ status: z.coerce.number().int().min(1).max(9).optional(), ...paging });

export function registerHelpRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  // The company's help sign-ups; the console's menu badge reads the count of status 1 (pending),
  // the sign-up centre (HelpManage) the rows. Review actions: ./help/signups.ts.
  app.get('/front/v1/company/help-user-plan-project', { preHandler: guard({ company: true }) }, async (request) => {
    const q = parseInput(query, request.query, request);
    let base = db
      .selectFrom('helpSignups')
      .innerJoin('helpProjects', 'helpProjects.id', 'helpSignups.projectId')
      .innerJoin('helpPlans', 'helpPlans.id', 'helpProjects.planId')
      .innerJoin('users', 'users.id', 'helpSignups.userId')
      .where('helpSignups.companyId', '=', request.user!.companyId!);
    if (q.status !== undefined) base = base.where('helpSignups.status', '=', q.status);
    const count = await countRows(base);
    const list = await base
      .select([
        'helpSignups.id',
        'helpSignups.status',
        'helpSignups.remark',
        'helpSignups.createdAt',
        'helpSignups.reviewedAt',
        'helpProjects.id as projectId',
        'helpProjects.title as projectTitle',
        'helpPlans.id as planId',
        'helpPlans.title as planTitle',
        'users.name as userName',
        'users.mobile as userMobile',
      ])
      .orderBy('helpSignups.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    return listOf(list, Number(count));
  });
}
