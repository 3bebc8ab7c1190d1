// The candidate's side of an interview invitation (the card in their chat): read their own
// interview's current state, and accept or decline it while it waits for an answer (status 1).
// Another user's interview answers as absent. The same interview as an .ics file
// (interview-calendar.ts) is theirs to download too.
import { CANDIDATE_INTERVIEW_PATHS, candidateInterviewParams, interviewAnswerBody, type CandidateInterview } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { formatZonedTime } from '../util/zoned-time';
import type { RouteContext } from './context';
import { ApiError, badRequest, notFound, ok } from './envelope';
import { sendInterviewCalendar } from './interview-calendar';
import { INTERVIEW_STATUS } from './jobs-manage/interview-status';
import { parseInput, parsePathParams } from './validate';

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
  const mine = async (candidateId: number, interviewId: number): Promise<CandidateInterview> => {
    const { createdAt: _createdAt, ...row } = await find(candidateId, interviewId);
    return { ...row, interviewTime: formatZonedTime(new Date(row.interviewTime), config.timeZone) };
  };

  app.get(CANDIDATE_INTERVIEW_PATHS.detail, { preHandler: guard() }, async (request) => {
    const { id } = parsePathParams(candidateInterviewParams, request);
    return ok<CandidateInterview>(await mine(request.user!.id, id));
  });

  app.get(CANDIDATE_INTERVIEW_PATHS.calendar, { preHandler: guard({ httpStatus401: true }) }, async (request, reply) => {
    const { id } = parsePathParams(candidateInterviewParams, request, { httpStatus: 404 });
    return sendInterviewCalendar(request, reply, await find(request.user!.id, id, 404));
  });

  app.post(CANDIDATE_INTERVIEW_PATHS.respond, { preHandler: guard() }, async (request) => {
    const { id } = parsePathParams(candidateInterviewParams, request);
    const body = parseInput(interviewAnswerBody, request.body, request);
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
    return ok<CandidateInterview>(await mine(me, id));
  });
}
