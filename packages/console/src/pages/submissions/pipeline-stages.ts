// The pipeline's stages with their labels, in the order a candidate moves (the job's pipeline and
// the resume drawer's steps): rejected ends the way at any point, so the steps show it last.
import type { PipelineStage } from '@employment-cloud/api-contract';
import type { TopicKey } from '../../i18n-keys';

export const STAGE_LABELS: Record<PipelineStage, TopicKey<'submissions'>> = {
  new: 'submissions.stageNew',
  suitable: 'submissions.stageSuitable',
  interview: 'submissions.stageInterview',
  hired: 'submissions.stageHired',
  rejected: 'submissions.stageRejected',
};

/** The steps a submission at `stage` shows: the way to hired, its last step rejected instead when it ended there. */
export const stepsOf = (stage: PipelineStage): PipelineStage[] => ['new', 'suitable', 'interview', stage === 'rejected' ? 'rejected' : 'hired'];
