import { INTERVIEW_PATHS, interviewListQuery, interviewParams, outcomeBody, rescheduleBody, type InterviewRecord } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { chatUserId } from '../../chat/chat-user-id';
import { formatZonedTime, parseZonedTime } from '../../util/zoned-time';
import type { RouteContext } from '../context';
import { ApiError, badRequest, listOf, notFound, ok } from '../envelope';
import { sendInterviewCalendar } from '../interview-calendar';
import { storedMeetingLink } from '../meeting-link';
import { countRows, offsetOf } from '../paging';
import { parseInput, parsePathParams } from '../validate';
import { DAY_MS } from './home-windows';
import { INTERVIEW_STATUS } from './interview-status';

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
    'interviews.meetingLink',
    'interviews.interviewTime',
    'interviews.remark',
    'interviews.status',
    'interviews.outcome',
    'interviews.createdAt',
    // The invitation's mobile is the recruiter's (the form's 联系电话); the candidate's is their resume's.
    sql<string | null>`(select r.mobile from resumes r where r.user_id = interviews.candidate_id order by r.id limit 1)`.as('candidateMobile'),
    // The resume the console's resume drawer opens from the candidate's name (GET /front/v1/resume/:id decides).
    sql<number | null>`(select r.id from resumes r where r.user_id = interviews.candidate_id order by r.id limit 1)`.as('resumeId'),
  ] as const;
  type Row = { interviewTime: Date | string; createdAt: Date | string; candidateId: number };
  /** The row as answered (the contract's InterviewRecord): its times as text. */
  const shape = <R extends Row>(row: R) => ({
    ...row,
    interviewTime: formatZonedTime(new Date(row.interviewTime), config.timeZone),
    createdAt: new Date(row.createdAt).toISOString(),
    // Whether its time has come: the console offers the outcome then, no longer cancel or reschedule.
    past: new Date(row.interviewTime).getTime() <= Date.now(),
    to: chatUserId(config.chatUserPrefix, row.candidateId),
  });
  /** A day's start on the server's wall clock. */
  const dayStart = (date: string) => parseZonedTime(`${date} 00:00:00`, config.timeZone)!;

  const ownInterview = async (companyId: number, interviewId: number) => {
    const row = await base(companyId).select(fields).where('interviews.id', '=', interviewId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  /** Cancel and reschedule are for an interview still to come that the candidate has not declined. */
  const assertChangeable = (row: { status: number; interviewTime: Date | string }) => {
    if (row.status === INTERVIEW_STATUS.cancelled) throw badRequest('interview.cancelled');
    if (row.status === INTERVIEW_STATUS.declined) throw badRequest('interview.declined');
    if (new Date(row.interviewTime).getTime() <= Date.now()) throw badRequest('interview.over');
  };

  app.get(INTERVIEW_PATHS.list, withCard, async (request) => {
    const q = parseInput(interviewListQuery, request.query, request);
    let query = base(request.user!.companyId!);
    if (q.status !== undefined) query = query.where('interviews.status', '=', q.status);
    if (q.type !== undefined) query = query.where('interviews.interviewType', '=', q.type);
    if (q.id !== undefined) query = query.where('interviews.id', '=', q.id);
    if (q.upcomingWithin !== undefined) {
      const now = Date.now();
      query = query
        .where('interviews.status', '!=', INTERVIEW_STATUS.cancelled)
        .where('interviews.interviewTime', '>=', new Date(now))
        .where('interviews.interviewTime', '<', new Date(now + q.upcomingWithin * DAY_MS));
    }
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
    return listOf<InterviewRecord>(list.map(shape), Number(count));
  });

  app.get(INTERVIEW_PATHS.detail, withCard, async (request) => {
    const params = parsePathParams(interviewParams, request);
    return ok<InterviewRecord>(shape(await ownInterview(request.user!.companyId!, params.id)));
  });

  app.post(INTERVIEW_PATHS.cancel, withCard, async (request) => {
    const params = parsePathParams(interviewParams, request);
    const companyId = request.user!.companyId!;
    const row = await ownInterview(companyId, params.id);
    assertChangeable(row);
    await db.updateTable('interviews').set({ status: INTERVIEW_STATUS.cancelled }).where('id', '=', row.id).where('companyId', '=', companyId).execute();
    return ok<InterviewRecord>(shape(await ownInterview(companyId, row.id)));
  });

  app.post(INTERVIEW_PATHS.reschedule, withCard, async (request) => {
    const params = parsePathParams(interviewParams, request);
    const body = parseInput(rescheduleBody, request.body, request);
    const companyId = request.user!.companyId!;
    const row = await ownInterview(companyId, params.id);
    const when = parseZonedTime(body.interviewTime, config.timeZone);
    if (!when) throw badRequest('interview.time.format');
    if (when.getTime() < Date.now() - 60_000) throw badRequest('interview.time.past');
    assertChangeable(row);
    // A new time asks the candidate again.
    await db
      .updateTable('interviews')
      .set({
        interviewTime: when,
        status: INTERVIEW_STATUS.pending,
        ...(body.meetingLink === undefined ? {} : { meetingLink: storedMeetingLink(row.interviewType, body.meetingLink) }),
      })
      .where('id', '=', row.id)
      .where('companyId', '=', companyId)
      .execute();
    return ok<InterviewRecord>(shape(await ownInterview(companyId, row.id)));
  });

  // The interview as a calendar file (interview-calendar.ts). A blob: a missing one is HTTP 404 too.
  app.get(INTERVIEW_PATHS.calendar, { preHandler: guard({ card: true, httpStatus401: true }) }, async (request, reply) => {
    const params = parsePathParams(interviewParams, request, { httpStatus: 404 });
    const row = await base(request.user!.companyId!)
      .innerJoin('companies', 'companies.id', 'interviews.companyId')
      .select([...fields, 'companies.name as companyName'])
      .where('interviews.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'record.notFound', {}, 404);
    return sendInterviewCalendar(request, reply, row);
  });

  // What came of it (到场 / 未到场 / 已录用), once its time has passed; recorded again to correct it.
  app.post(INTERVIEW_PATHS.outcome, withCard, async (request) => {
    const params = parsePathParams(interviewParams, request);
    const body = parseInput(outcomeBody, request.body, request);
    const companyId = request.user!.companyId!;
    const row = await ownInterview(companyId, params.id);
    if (row.status === INTERVIEW_STATUS.cancelled) throw badRequest('interview.cancelled');
    if (row.status === INTERVIEW_STATUS.declined) throw badRequest('interview.declined');
    if (new Date(row.interviewTime).getTime() > Date.now()) throw badRequest('interview.notOver');
    await db.updateTable('interviews').set({ outcome: body.outcome }).where('id', '=', row.id).where('companyId', '=', companyId).execute();
    return ok<InterviewRecord>(shape(await ownInterview(companyId, row.id)));
  });
}
