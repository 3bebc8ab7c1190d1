// A resume submission's status, derived on the server (an interview wins, then the company's
// latest score, then whether anyone opened it): plain constants (no zod), for a client's filter.
export const SUBMISSION_STATUSES = ['new', 'viewed', 'suitable', 'pending', 'unsuitable', 'interview'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
