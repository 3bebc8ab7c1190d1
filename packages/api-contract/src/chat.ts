// A conversation's job and resume context (the chat header), and the chat linkage: that a recruiter
// and a candidate talked about a job. A candidate asks the same routes from the other side.
import { z } from 'zod';
import { isoDateTime } from './envelope';

// ---- requests

/** GET context: the peer's chat user id; withResume asks for the candidate's resume too. */
export const chatContextQuery = z.object({
  to: z.string().trim().min(1).max(64),
  withResume: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type ChatContextQuery = z.input<typeof chatContextQuery>;

/** POST link: the peer's chat user id and the job they talk about. */
export const chatLinkageBody = z.object({
  to: z.string().trim().min(1).max(64),
  jobId: z.number().int().positive(),
});
export type ChatLinkageRequest = z.input<typeof chatLinkageBody>;

// ---- answers

/** The candidate's resume as the chat header shows it: codes of the dictionaries, texts made for reading. */
export const chatResume = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  workStatus: z.string().nullable(),
  /** The sex dictionary's code ('1', '2'); older data may hold the text. */
  sex: z.string().nullable(),
  age: z.number().int().nullable(),
  degree: z.string().nullable(),
  major: z.string().nullable(),
  workYears: z.number().int().nullable(),
  /** '' when unknown, 应届生 for none, else N年. */
  workYearsString: z.string(),
  expectations: z.array(z.object({ city: z.string().nullable(), position: z.string().nullable(), salaryString: z.string() })),
});
export type ChatResume = z.infer<typeof chatResume>;

/** GET context's answer: the peer, the job last talked about (or none), the resume when asked and allowed. */
export const chatContext = z.object({
  to: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), nickname: z.string(), avatar: z.string().nullable() }),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Always null for a candidate asking. */
  resume: chatResume.nullable(),
});
export type ChatContext = z.infer<typeof chatContext>;

/** POST link's answer: the linkage, and whether it is the first talk of these two. */
export const chatLinkage = z.object({
  id: z.number().int(),
  to: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  firstTalk: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ChatLinkage = z.infer<typeof chatLinkage>;
