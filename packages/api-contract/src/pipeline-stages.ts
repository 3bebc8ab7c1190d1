// The stages of a job's candidate pipeline, in the order a candidate moves (`rejected` ends the
// way at any point): plain constants (no zod), for a client that lists them.
export const PIPELINE_STAGES = ['new', 'suitable', 'interview', 'hired', 'rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
