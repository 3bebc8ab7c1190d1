// The inputs of the job fair routes.
import { z } from 'zod';
import { paging } from '../paging';
import { recordId } from '@employment-cloud/api-contract';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const choice = (values: readonly number[], message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .refine((n) => values.includes(n), { message })
      .optional(),
  );

export const fairListQuery = z.object({
  ...paging,
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, 'fair.keyword.tooLong').optional()),
  type: choice([1, 2], 'fair.type.invalid'),
  status: choice([1, 2, 3], 'fair.status.invalid'),
  /** 1: only fairs the caller's company signed up to. */
  mine: choice([0, 1], 'fair.mine.invalid'),
});

export const fairParams = z.object({ id: recordId });

/** The jobs a company brings to a fair: one to twenty of its published jobs, without repeats. */
export const signupBody = z.object({
  jobIds: z
    .array(
      z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        z.number({ error: 'fair.jobs.invalid' }).int('fair.jobs.invalid').min(1, 'fair.jobs.invalid').max(2147483647, 'fair.jobs.invalid'),
      ),
      { error: 'fair.jobs.required' },
    )
    .min(1, 'fair.jobs.required')
    .max(20, 'fair.jobs.tooMany')
    .transform((ids) => [...new Set(ids)]),
});

export const applicationQuery = z.object({ ...paging });
