// A job's candidate pipeline (issue 32): its submissions by stage, each stage derived on the
// server from the scores, interview invitations and outcomes (docs/candidate-pipeline.md), as the
// contract (@employment-cloud/api-contract, pipeline) types it.
import { PIPELINE_PATHS, pathTo, type JobPipeline } from '@employment-cloud/api-contract';
import { request } from './client';

export const fetchJobPipeline = (jobId: number) => request<JobPipeline>(pathTo(PIPELINE_PATHS.pipeline, { id: jobId }));
