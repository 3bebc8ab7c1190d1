// The candidate's side of an interview invitation (the card in their chat): read their own
// interview's current state, and accept or decline it while it waits for an answer (status 1).
// Another user's interview answers as absent. The same interview as an .ics file
// (interview-calendar.ts) is theirs to download too.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatZonedTime } from '../util/zoned-time';
import type { RouteContext } from './context';
import { ApiError, badRequest, notFound, ok } from './envelope';
import { sendInterviewCalendar } from './interview-calendar';
import { INTERVIEW_STATUS } from './jobs-manage/interview-status';
import { parseInput, parsePathParams } from './validate';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const answer = z.object({ accept: z.boolean({ error: 'interview.accept.required' }) });

export function registerCandidateInterviewRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  /** The row as stored; HTTP `httpStatus` (with body code 404) when it is not the candidate's. */
  const find = async (candidateId: number, interviewId: number, httpStatus = 200) => {
    const row = await db
      .selectFrom('interviews')
      .innerJoin('jobs', 'jobs.id', 'interviews.jobId')
      .innerJoin('companies', 'companies.id', 'interviews.companyId')
      .select([
        'interviews.id',
        'interviews.jobId',
        'jobs.title as jobTitle',
        'companies.name as companyName',
        'interviews.mobile',
        'interviews.interviewType',
        'interviews.address',
        'interviews.meetingLink',
        'interviews.interviewTime',
        'interviews.remark',
        'interviews.status',
        'interviews.candidateId',
        'interviews.createdAt',
      ])
      .where('interviews.id', '=', interviewId)
      .where('interviews.candidateId', '=', candidateId)
      .executeTakeFirst();
    if (!row) throw httpStatus === 200 ? notFound() : new ApiError(404, 'record.notFound', {}, httpStatus);
    return row;
  };
  const mine = async (candidateId: number, interviewId: number) => {
    const { createdAt: _createdAt, ...row } = await find(candidateId, interviewId);
    return { ...row, interviewTime: formatZonedTime(new Date(row.interviewTime), config.timeZone) };
  };

  app.get('/front/v1/candidate/interview/:id', { preHandler: guard() }, async (request) => {
    const { id } = parsePathParams(params, request);
    return ok(await mine(request.user!.id, id));
  });

  app.get('/front/v1/candidate/interview/:id/ics', { preHandler: guard({ httpStatus401: true }) }, async (request, reply) => {
    const { id } = parsePathParams(params, request, { httpStatus: 404 });
    return sendInterviewCalendar(request, reply, await find(request.user!.id, id, 404));
  });

  app.post('/front/v1/candidate/interview/:id/respond', { preHandler: guard() }, async (request) => {
    const { id } = parsePathParams(params, request);
    const body = parseInput(answer, request.body, request);
    const me = request.user!.id;
    const row = await mine(me, id);
    if (row.status !== INTERVIEW_STATUS.pending) throw badRequest(row.status === INTERVIEW_STATUS.cancelled ? 'interview.cancelled' : 'interview.answered');
    const status = body.accept ? INTERVIEW_STATUS.accepted : INTERVIEW_STATUS.declined;
    // Only a waiting interview changes: two answers at once leave the first.
    const changed = await db
      .updateTable('interviews')
      .set({ status })
      .where('id', '=', id)
      .where('candidateId', '=', me)
      .where('status', '=', INTERVIEW_STATUS.pending)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw badRequest('interview.answered');
    return ok(await mine(me, id));
  });
}
