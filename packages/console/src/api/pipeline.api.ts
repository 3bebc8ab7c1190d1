// A job's candidate pipeline (issue 32): its submissions by stage, each stage derived on the
// server from the scores, interview invitations and outcomes (docs/candidate-pipeline.md).
import { request } from './client';

/** The stages in the order a candidate moves; `rejected` ends the way at any point. */
export const PIPELINE_STAGES = ['new', 'suitable', 'interview', 'hired', 'rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface PipelineCandidate {
  submissionId: number;
  resumeId: number;
  candidateId: number;
  name: string;
  submittedAt: string;
}

export interface JobPipeline {
  job: { id: number; title: string };
  total: number;
  /** Every stage, in order: its count, and its latest candidates (up to the server's 50). */
  stages: { stage: PipelineStage; count: number; candidates: PipelineCandidate[] }[];
}

export const fetchJobPipeline = (jobId: number) => request<JobPipeline>(`front/v1/job/${jobId}/pipeline`);
