// What the job's schemas (the contract's jobBody, newJobBody) cannot check alone, and the columns
// a job's fields write.
import type { JobFields } from '@employment-cloud/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { badRequest } from '../envelope';
import { fieldLabel, localeOf, t } from '../i18n';

/** Which dictionary each coded field takes its value from (GET /front/v1/common/dict-data). */
const DICT_FIELDS = { jobType: 'job_type', category: 'job_category', degree: 'degree', workYears: 'work_years' } as const;

/** The checks zod cannot make alone: salary order and dictionary values; throws the field-named 400. */
export async function checkJobInput(db: Db, input: JobFields, request: FastifyRequest): Promise<void> {
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
export function jobColumns(input: JobFields) {
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
