// Open resume search: the resumes their candidates opened to recruiters, filtered by expectation,
// degree, years of work, salary and keyword.
import { z } from 'zod';
import { isoDateTime, listOf, paging } from './envelope';
import { candidate, expectation } from './candidates';

// ---- request

const salary = z.coerce.number().int().min(0).max(10_000_000);

/** GET: a page of open resumes, each filter optional; a salary range runs low to high. */
export const resumeSearchQuery = z
  .object({
    ...paging,
    position: z.string().trim().max(30).optional(),
    city: z.string().trim().max(30).optional(),
    degree: z.string().trim().max(30).optional(),
    // At least this many years of work, and at most workYearsMax (the console's experience ranges).
    workYears: z.coerce.number().int().min(0).max(60).optional(),
    workYearsMax: z.coerce.number().int().min(0).max(60).optional(),
    salaryMin: salary.optional(),
    salaryMax: salary.optional(),
    keyword: z.string().trim().max(50).optional(),
  })
  .refine((q) => q.salaryMin === undefined || q.salaryMax === undefined || q.salaryMax >= q.salaryMin, { message: 'talent.salary.order', path: ['salaryMax'] });
export type ResumeSearchQuery = z.output<typeof resumeSearchQuery>;
/** What a client asks for: a page, and any filter. */
export type ResumeQuery = Pick<ResumeSearchQuery, 'pageNum' | 'pageSize'> & Partial<Omit<ResumeSearchQuery, 'pageNum' | 'pageSize'>>;

// ---- answer

export const resumeHit = z.object({
  resumeId: z.number().int(),
  candidate,
  expectation: expectation.nullable(),
  /** The latest experience, one line. */
  experience: z.string().nullable(),
  updatedAt: isoDateTime,
  /** Last seen: the resume's last update or the candidate's last sign-in, whichever is later. */
  activeAt: isoDateTime.nullable(),
  /** Whether anyone of the company keeps it as a favourite. */
  favourited: z.boolean(),
  /** The caller's own favourite of it, to remove it. */
  favouriteId: z.number().int().nullable(),
  /** The company's talent-pool entry of it. */
  talentId: z.number().int().nullable(),
});
export type ResumeHit = z.infer<typeof resumeHit>;
export const resumeHitList = listOf(resumeHit);
