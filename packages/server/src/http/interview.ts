import { INTERVIEW_PATHS, interviewBody, type CreatedInterview } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { chatUserId } from '../chat/chat-user-id';
import { formatZonedTime, parseZonedTime } from '../util/zoned-time';
import { reachableCandidate } from '../auth/candidate-policy';
import { companyJob } from './company-job';
import type { RouteContext } from './context';
import { badRequest, ok } from './envelope';
import { storedMeetingLink } from './meeting-link';
import { parseInput } from './validate';

export function registerInterviewRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  app.post(INTERVIEW_PATHS.create, { preHandler: guard({ card: true }) }, async (request) => {
    const body = parseInput(interviewBody, request.body, request);
    const me = request.user!;
    const onSite = body.interviewType === 2;
    if (onSite && !body.address) throw badRequest('interview.address.required');
    const when = parseZonedTime(body.interviewTime, config.timeZone);
    if (!when) throw badRequest('interview.time.format');
    if (when.getTime() < Date.now() - 60_000) throw badRequest('interview.time.past');
    const job = await companyJob(db, me.companyId!, body.jobId, true);
    const candidate = await reachableCandidate(db, config.chatUserPrefix, me, body.to);

    const created = await db
      .insertInto('interviews')
      .values({
        companyId: me.companyId!,
        jobId: job.id,
        recruiterId: me.id,
        candidateId: candidate.id,
        mobile: body.mobile,
        interviewType: body.interviewType,
        // An online interview has no address: the form blanks it, and so does the server.
        address: onSite ? body.address! : null,
        latitude: onSite ? (body.latitude ?? job.latitude) : null,
        longitude: onSite ? (body.longitude ?? job.longitude) : null,
        meetingLink: storedMeetingLink(body.interviewType, body.meetingLink),
        interviewTime: when,
        remark: body.remark ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok<CreatedInterview>({
      id: created.id,
      jobId: job.id,
      jobTitle: job.title,
      to: chatUserId(config.chatUserPrefix, candidate.id),
      candidateName: candidate.name,
      mobile: created.mobile,
      interviewType: created.interviewType,
      address: created.address,
      latitude: created.latitude,
      longitude: created.longitude,
      meetingLink: created.meetingLink,
      interviewTime: formatZonedTime(new Date(created.interviewTime), config.timeZone),
      remark: created.remark,
      status: created.status,
      createdAt: created.createdAt.toISOString(),
    });
  });
}
