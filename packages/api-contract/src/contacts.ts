// The candidates the caller has chatted with: one row per chat linkage (candidate and job).
import { z } from 'zod';
import { isoDateTime, listOf, paging } from './envelope';
import { candidate } from './candidates';

/** GET: a page, newest contact first. */
export const contactedQuery = z.object({ ...paging });
export type ContactedQuery = z.output<typeof contactedQuery>;

/** One chat linkage of the caller with a candidate (and a job), newest contact first. */
export const contact = z.object({
  id: z.number().int(),
  resumeId: z.number().int(),
  candidate,
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  firstContactAt: isoDateTime,
  lastContactAt: isoDateTime,
});
export type Contact = z.infer<typeof contact>;
export const contactList = listOf(contact);
