import {
  PIPELINE_PATHS,
  PIPELINE_STAGES,
  jobPipelineParams,
  type JobPipeline,
  type PipelineCandidate,
  type PipelineStage,
} from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { ok } from '../envelope';
import { submissionsOf } from '../talent/submissions';
import { submissionStage } from '../talent/submission-stage';
import { parsePathParams } from '../validate';
import { ownJob } from './company-jobs';

/** The candidates a stage lists, newest submission first; its count is of them all. */
export const PIPELINE_STAGE_LIMIT = 50;

/**
 * A job's candidate pipeline (issue 32): its submissions by stage (talent/submission-stage.ts), in
 * the stages' order, each with its count and its latest candidates. The job as GET
 * /front/v1/job/:id reads it: another company's answers as a missing one.
 */
export function registerJobPipelineRoutes(app: FastifyInstance, { db, guard }: RouteContext): void {
  app.get(PIPELINE_PATHS.pipeline, { preHandler: guard({ card: true }) }, async (request) => {
    const { id } = parsePathParams(jobPipelineParams, request);
    const companyId = request.user!.companyId!;
    const job = await ownJob(db, companyId, id);
    const rows = await submissionsOf(db, companyId)
      .where('s.jobId', '=', job.id)
      .select(['s.id as submissionId', 's.resumeId', 'u.id as candidateId', 'r.name', 's.createdAt as submittedAt'])
      .select(submissionStage.as('stage'))
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    const stages = new Map<PipelineStage, { count: number; candidates: PipelineCandidate[] }>(
      PIPELINE_STAGES.map((stage) => [stage, { count: 0, candidates: [] }]),
    );
    for (const { stage, submittedAt, ...candidate } of rows) {
      const entry = stages.get(stage)!;
      entry.count += 1;
      if (entry.candidates.length < PIPELINE_STAGE_LIMIT) entry.candidates.push({ ...candidate, submittedAt: submittedAt.toISOString() });
    }
    return ok<JobPipeline>({
      job: { id: job.id, title: job.title },
      total: rows.length,
      stages: PIPELINE_STAGES.map((stage) => ({ stage, ...stages.get(stage)! })),
    });
  });
}
