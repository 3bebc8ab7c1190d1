// Union recommendations to the company: the pending ones, accepted into the talent pool or dismissed.
import { z } from 'zod';
import { isoDateTime, listOf, paging } from './envelope';
import { candidate, expectation, recordParams } from './candidates';

// ---- requests

/** GET: a page, newest first. */
export const recommendQuery = z.object({ ...paging });
export type RecommendQuery = z.output<typeof recommendQuery>;

/** The :id of a recommendation to accept or dismiss. */
export const recommendationParams = recordParams;

// ---- answers

export const recommendation = z.object({
  id: z.number().int(),
  resumeId: z.number().int(),
  candidate,
  expectation: expectation.nullable(),
  unionName: z.string(),
  note: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Recommendation = z.infer<typeof recommendation>;
export const recommendationList = listOf(recommendation);

/** POST dismiss's answer: the recommendation handled (status 3). */
export const recommendationHandled = z.object({
  id: z.number().int(),
  resumeId: z.number().int(),
  unionName: z.string(),
  note: z.string().nullable(),
  status: z.number().int(),
  handledAt: isoDateTime,
});
export type RecommendationHandled = z.infer<typeof recommendationHandled>;

/** POST accept's answer: handled (status 2), and the talent-pool entry it is in. */
export const recommendationAccepted = recommendationHandled.extend({ talentId: z.number().int() });
export type RecommendationAccepted = z.infer<typeof recommendationAccepted>;
