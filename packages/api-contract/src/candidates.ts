// What every candidate-side answer shows of a candidate (submissions, the talent lists, a fair's
// applicants), and a resume in full as the console's resume drawer reads it.
import { z } from 'zod';
import { isoDateTime } from './envelope';

/** A record id from a path, a query or a body: a number or its digits; absent answers field.required, not field.invalid. */
export const recordId = z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : Number(v)), z.number().int().min(1).max(2147483647));

/** The :id of a route on one record, by recordId's rule. */
export const recordParams = z.object({ id: recordId });

// ---- answers

/** A candidate as every candidate-side list shows them. `id` is the platform user ID. */
export const candidate = z.object({
  id: z.number().int(),
  /** The chat user ID (the credential's prefix plus `id`). */
  chatId: z.string(),
  /** The resume the row is about, which the resume drawer opens (GET /front/v1/resume/:id). */
  resumeId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  sex: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The degree's label (本科 …) in the reader's language. */
  degree: z.string().nullable(),
  workYears: z.number().int().nullable(),
});
export type Candidate = z.infer<typeof candidate>;

/** The resume's first job expectation; salaries in yuan a month. */
export const expectation = z.object({
  position: z.string().nullable(),
  city: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
});
export type Expectation = z.infer<typeof expectation>;

/** Where a resume's file is: the candidate's upload, or a PDF rendered from the resume. */
export const resumeFile = z.object({ url: z.string(), name: z.string(), mime: z.string() });
export type ResumeFile = z.infer<typeof resumeFile>;

/** A resume in full (GET /front/v1/resume/:id, and a submission's). */
export const resume = z.object({
  id: z.number().int(),
  /** The list's candidate fields (its `id` named candidateId here) and the resume's own. */
  profile: candidate.omit({ id: true, resumeId: true }).extend({
    candidateId: z.number().int(),
    workStatus: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    isOpen: z.boolean(),
    updatedAt: isoDateTime,
  }),
  education: z.object({ degree: z.string().nullable(), major: z.string().nullable() }),
  experience: z.string().nullable(),
  expectations: z.array(expectation.extend({ id: z.number().int() })),
  /** The candidate's upload, if any. */
  file: z.object({ id: z.number().int(), name: z.string(), mime: z.string() }).nullable(),
  /** What the download serves (with the bearer token): the upload, or a PDF rendered from the resume. */
  download: resumeFile,
});
export type Resume = z.infer<typeof resume>;
