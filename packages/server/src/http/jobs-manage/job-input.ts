import { mobileNumber } from '@employment-cloud/api-contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { badRequest } from '../envelope';
import { fieldLabel, localeOf, t } from '../i18n';

// A job as the console's form sends it (POST and PUT /front/v1/job), in the form's field order,
// so the first message is the first rule broken. Salaries are K a month.
const salary = z.number().int().min(1).max(500);
const dictValue = z.string().trim().min(1).max(20);
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const jobInput = z.object({
  title: z.string({ error: 'job.title.required' }).trim().min(1, { error: 'job.title.required' }).max(30, { error: 'job.title.tooLong' }),
  jobType: dictValue,
  category: dictValue,
  salaryMin: salary,
  salaryMax: salary,
  city: z.string().trim().min(1).max(50),
  address: z.string().trim().min(1).max(100),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  degree: dictValue,
  workYears: dictValue,
  headcount: z.number().int().min(1).max(999),
  description: z.string().trim().min(1).max(5000),
  welfare: z
    .array(z.string({ error: 'job.welfare.item' }).trim().min(1, { error: 'job.welfare.item' }).max(10, { error: 'job.welfare.item' }))
    .max(10, { error: 'job.welfare.tooMany' })
    .default([]),
  contactName: z.preprocess(blankAsNull, z.string().trim().max(20).nullish()),
  contactMobile: z.preprocess(blankAsNull, mobileNumber.nullish()),
});
export type JobInput = z.output<typeof jobInput>;

export const newJobInput = jobInput.extend({ publish: z.boolean().default(false) });

/** Which dictionary each coded field takes its value from (GET /front/v1/common/dict-data). */
const DICT_FIELDS = { jobType: 'job_type', category: 'job_category', degree: 'degree', workYears: 'work_years' } as const;

/** The checks zod cannot make alone: salary order and dictionary values; throws the field-named 400. */
export async function checkJobInput(db: Db, input: JobInput, request: FastifyRequest): Promise<void> {
  if (input.salaryMax < input.salaryMin) throw badRequest('job.salary.order');
  const entries = await db.selectFrom('dictEntries').select(['dictType', 'value']).where('dictType', 'in', Object.values(DICT_FIELDS)).execute();
  for (const [field, dictType] of Object.entries(DICT_FIELDS) as [keyof typeof DICT_FIELDS, string][]) {
    if (!entries.some((e) => e.dictType === dictType && e.value === input[field])) {
      const locale = localeOf(request.headers['accept-language']);
      throw badRequest('field.raw', { message: t(locale, 'field.invalid', { field: fieldLabel(locale, field) }) });
    }
  }
}

/** The columns a job's input writes. */
export function jobColumns(input: JobInput) {
  return {
    title: input.title,
    jobType: input.jobType,
    category: input.category,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    city: input.city,
    address: input.address,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    degree: input.degree,
    workYears: input.workYears,
    headcount: input.headcount,
    description: input.description,
    welfare: JSON.stringify(input.welfare),
    contactName: input.contactName ?? null,
    contactMobile: input.contactMobile ?? null,
  };
}
