import { CHAT_PATHS, chatContextQuery, chatLinkageBody, type ChatContext, type ChatLinkage } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { maySeeResume, reachableCandidate } from '../auth/candidate-policy';
import { companyJob } from './company-job';
import type { Guard } from '../auth/guard';
import type { RouteContext } from './context';
import { ok } from './envelope';
import { candidateChatContext, linkCandidateChat } from './portal/candidate-chat';
import { resumeContext } from './resume-format';
import { parseInput } from './validate';

export function registerChatRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  // A recruiter needs a card (490 without one), as before; a candidate talks about a job from the
  // other side (examples/candidate-portal's widget): portal/candidate-chat.ts.
  const signedIn = guard();
  const withCard = guard({ card: true });
  const recruiterOrCandidate: Guard = async (request, reply) => {
    await signedIn(request, reply);
    if (request.user!.role !== 'candidate') await withCard(request, reply);
  };
  const recruiter = { preHandler: recruiterOrCandidate };

  // The job and resume context of a conversation with a candidate, for the chat header.
  app.get(CHAT_PATHS.context, recruiter, async (request) => {
    const q = parseInput(chatContextQuery, request.query, request);
    if (request.user!.role === 'candidate') return ok<ChatContext>(await candidateChatContext(db, config.chatUserPrefix, request.user!.id, q.to));
    const companyId = request.user!.companyId!;
    const candidate = await reachableCandidate(db, config.chatUserPrefix, request.user!, q.to);
    const linkage = await db
      .selectFrom('chatLinkages')
      .leftJoin('jobs', 'jobs.id', 'chatLinkages.jobId')
      .select(['jobs.id as jobId', 'jobs.title', 'chatLinkages.updatedAt'])
      .where('chatLinkages.companyId', '=', companyId)
      .where('chatLinkages.candidateId', '=', candidate.id)
      .orderBy('chatLinkages.updatedAt', 'desc')
      .orderBy('chatLinkages.id', 'desc')
      .executeTakeFirst();
    let resume = null;
    if (q.withResume === '1' || q.withResume === 'true') {
      const own = await db.selectFrom('resumes').select('id').where('userId', '=', candidate.id).executeTakeFirst();
      resume = own && (await maySeeResume(db, config.chatUserPrefix, request.user!, own.id)) ? await resumeContext(db, own.id) : null;
    }
    return ok<ChatContext>({
      to: q.to,
      user: { id: candidate.id, name: candidate.name, nickname: candidate.nickname, avatar: candidate.avatar },
      // A linkage's job, when it names one (the left join's title is then the job's, never null).
      job: linkage?.jobId && linkage.title !== null ? { id: linkage.jobId, title: linkage.title } : null,
      resume,
    });
  });

  // Records that this recruiter talked to the candidate about a job ("already contacted"). Only
  // for a candidate the company may reach already: the linkage itself opens a closed resume.
  app.post(CHAT_PATHS.link, recruiter, async (request) => {
    const body = parseInput(chatLinkageBody, request.body, request);
    const me = request.user!;
    if (me.role === 'candidate') return ok<ChatLinkage>(await linkCandidateChat(db, config.chatUserPrefix, me.id, body.to, body.jobId));
    const candidate = await reachableCandidate(db, config.chatUserPrefix, me, body.to);
    const job = await companyJob(db, me.companyId!, body.jobId, false);
    const earlier = await db
      .selectFrom('chatLinkages')
      .select('id')
      .where('recruiterId', '=', me.id)
      .where('candidateId', '=', candidate.id)
      .executeTakeFirst();
    const linkage = await db
      .insertInto('chatLinkages')
      .values({ companyId: me.companyId!, recruiterId: me.id, candidateId: candidate.id, jobId: job.id })
      .onConflict((oc) => oc.columns(['recruiterId', 'candidateId', 'jobId']).doUpdateSet({ updatedAt: sql`now()` }))
      .returning(['id', 'createdAt', 'updatedAt'])
      .executeTakeFirstOrThrow();
    return ok<ChatLinkage>({
      id: linkage.id,
      to: body.to,
      jobId: job.id,
      jobTitle: job.title,
      firstTalk: earlier === undefined,
      createdAt: linkage.createdAt.toISOString(),
      updatedAt: linkage.updatedAt.toISOString(),
    });
  });
}
