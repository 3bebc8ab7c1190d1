import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatUserId } from '../../chat/chat-user-id';
import { formatZonedTime, parseZonedTime } from '../../util/zoned-time';
import type { RouteContext } from '../context';
import { badRequest, listOf, notFound, ok } from '../envelope';
import { countRows, offsetOf, paging } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { INTERVIEW_STATUS } from './interview-status';

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A calendar date, yyyy-MM-dd, that exists. */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'interview.date.format' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: 'interview.date.format' });
const listQuery = z.object({
  ...paging,
  status: z.coerce.number().int().min(1).max(4).optional(),
  type: z.coerce.number().int().min(1).max(2).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  id: id.optional(),
});
// The same rules as creating an interview (../interview.ts).
const rescheduleBody = z.object({
  interviewTime: z
    .string({ error: 'interview.time.required' })
    .trim()
    .min(1, { error: 'interview.time.required' })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/, { error: 'interview.time.format' }),
});
const DAY_MS = 24 * 60 * 60 * 1000;

export function registerInterviewListRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  const withCard = { preHandler: guard({ card: true }) };
  const base = (companyId: number) =>
    db
      .selectFrom('interviews')
      .innerJoin('jobs', 'jobs.id', 'interviews.jobId')
      .innerJoin('users as candidate', 'candidate.id', 'interviews.candidateId')
      .where('interviews.companyId', '=', companyId);
  const fields = [
    'interviews.id',
    'interviews.jobId',
    'jobs.title as jobTitle',
    'interviews.candidateId',
    'candidate.name as candidateName',
    'interviews.mobile',
    'interviews.interviewType',
    'interviews.address',
    'interviews.latitude',
    'interviews.longitude',
    'interviews.interviewTime',
    'interviews.remark',
    'interviews.status',
    'interviews.createdAt',
  ] as const;
  type Row = { interviewTime: Date | string; candidateId: number };
  const shape = <R extends Row>(row: R) => ({
    ...row,
    interviewTime: formatZonedTime(new Date(row.interviewTime), config.timeZone),
    to: chatUserId(config.chatUserPrefix, row.candidateId),
  });
  /** A day's start on the server's wall clock. */
  const dayStart = (date: string) => parseZonedTime(`${date} 00:00:00`, config.timeZone)!;

  const ownInterview = async (companyId: number, interviewId: number) => {
    const row = await base(companyId).select(fields).where('interviews.id', '=', interviewId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get('/front/v1/interview', withCard, async (request) => {
    const q = parseInput(listQuery, request.query, request);
    let query = base(request.user!.companyId!);
    if (q.status !== undefined) query = query.where('interviews.status', '=', q.status);
    if (q.type !== undefined) query = query.where('interviews.interviewType', '=', q.type);
    if (q.id !== undefined) query = query.where('interviews.id', '=', q.id);
    if (q.from) query = query.where('interviews.interviewTime', '>=', dayStart(q.from));
    // `to` is a whole day: up to the next day's start.
    if (q.to) query = query.where('interviews.interviewTime', '<', new Date(dayStart(q.to).getTime() + DAY_MS));
    const count = await countRows(query);
    const list = await query
      .select(fields)
      .orderBy('interviews.interviewTime', 'desc')
      .orderBy('interviews.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute();
    return listOf(list.map(shape), Number(count));
  });

  app.get('/front/v1/interview/:id', withCard, async (request) => {
    const params = parsePathParams(z.object({ id }), request);
    return ok(shape(await ownInterview(request.user!.companyId!, params.id)));
  });

  app.post('/front/v1/interview/:id/cancel', withCard, async (request) => {
    const params = parsePathParams(z.object({ id }), request);
    const companyId = request.user!.companyId!;
    const row = await ownInterview(companyId, params.id);
    if (row.status === INTERVIEW_STATUS.cancelled) throw badRequest('interview.cancelled');
    await db.updateTable('interviews').set({ status: INTERVIEW_STATUS.cancelled }).where('id', '=', row.id).where('companyId', '=', companyId).execute();
    return ok(shape(await ownInterview(companyId, row.id)));
  });

  app.post('/front/v1/interview/:id/reschedule', withCard, async (request) => {
    const params = parsePathParams(z.object({ id }), request);
    const body = parseInput(rescheduleBody, request.body, request);
    const companyId = request.user!.companyId!;
    const row = await ownInterview(companyId, params.id);
    const when = parseZonedTime(body.interviewTime, config.timeZone);
    if (!when) throw badRequest('interview.time.format');
    if (when.getTime() < Date.now() - 60_000) throw badRequest('interview.time.past');
    if (row.status === INTERVIEW_STATUS.cancelled) throw badRequest('interview.cancelled');
    // A new time asks the candidate again.
    await db
      .updateTable('interviews')
      .set({ interviewTime: when, status: INTERVIEW_STATUS.pending })
      .where('id', '=', row.id)
      .where('companyId', '=', companyId)
      .execute();
    return ok(shape(await ownInterview(companyId, row.id)));
  });
}
