// The recruitment data's metrics, in the funnel's order: plain constants (no zod), for a client that
// lists them without taking the schemas along.
export const METRICS = ['views', 'submissions', 'chats', 'interviews', 'hires'] as const;
export type Metric = (typeof METRICS)[number];
