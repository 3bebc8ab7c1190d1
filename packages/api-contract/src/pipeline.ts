// A job's candidate pipeline: its submissions by stage, each stage derived on the server from the
// scores, interview invitations and outcomes (docs/candidate-pipeline.md).
import { z } from 'zod';
import { PIPELINE_STAGES } from './pipeline-stages';

// ---- request

/** GET: the job's id. */
export const jobPipelineParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- answer

export const pipelineCandidate = z.object({
  submissionId: z.number().int(),
  resumeId: z.number().int(),
  candidateId: z.number().int(),
  name: z.string(),
  submittedAt: z.iso.datetime(),
});
export type PipelineCandidate = z.infer<typeof pipelineCandidate>;

export const jobPipeline = z.object({
  job: z.object({ id: z.number().int(), title: z.string() }),
  total: z.number().int(),
  /** Every stage, in order: its count, and its latest candidates (up to the server's 50). */
  stages: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int(), candidates: z.array(pipelineCandidate) })),
});
export type JobPipeline = z.infer<typeof jobPipeline>;
