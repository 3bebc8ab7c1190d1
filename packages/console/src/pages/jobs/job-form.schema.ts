// The job form's values and rules: the job contract's limits and messages (职位名称不能为空,
// 职位名称不能超过30个字, 最高薪资不能低于最低薪资, 请输入正确的手机号...), so the form says them
// before the server does. Number fields are kept as the typed text and converted on save.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Job, JobInput } from '@employment-cloud/api-contract';
import type { TopicKey } from '../../i18n-keys';

const MOBILE = /^1\d{10}$/;
const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function jobFormSchema(t: TFunction) {
  const required = (key: TopicKey<'jobs'>) => z.string().trim().min(1, t(key));
  return z
    .object({
      title: z.string().trim().min(1, t('jobs.titleRequired')).max(30, t('jobs.titleTooLong')),
      jobType: required('jobs.jobTypeRequired'),
      category: required('jobs.categoryRequired'),
      salaryMin: z.string().refine((v) => wholeIn(v, 1, 500), t('jobs.salaryRange')),
      salaryMax: z.string().refine((v) => wholeIn(v, 1, 500), t('jobs.salaryRange')),
      city: required('jobs.cityRequired'),
      address: z.string().trim().min(1, t('jobs.addressRequired')).max(100, t('jobs.addressTooLong')),
      latitude: z.string(),
      longitude: z.string(),
      degree: required('jobs.degreeRequired'),
      workYears: required('jobs.workYearsRequired'),
      headcount: z.string().refine((v) => wholeIn(v, 1, 999), t('jobs.headcountRange')),
      description: z.string().trim().min(1, t('jobs.descriptionRequired')).max(5000, t('jobs.descriptionTooLong')),
      welfare: z.array(z.string().trim().min(1, t('jobs.welfareTooLong')).max(10, t('jobs.welfareTooLong'))).max(10, t('jobs.welfareTooMany')),
      contactName: z.string().trim().max(20, t('jobs.contactNameTooLong')),
      contactMobile: z
        .string()
        .trim()
        .refine((v) => v === '' || MOBILE.test(v), t('jobs.mobileInvalid')),
    })
    .refine((v) => !wholeIn(v.salaryMin, 1, 500) || !wholeIn(v.salaryMax, 1, 500) || Number(v.salaryMax) >= Number(v.salaryMin), {
      message: t('jobs.salaryOrder'),
      path: ['salaryMax'],
    });
}

export type JobFormValues = z.infer<ReturnType<typeof jobFormSchema>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  jobType: '',
  category: '',
  salaryMin: '',
  salaryMax: '',
  city: '',
  address: '',
  latitude: '',
  longitude: '',
  degree: '',
  workYears: '',
  headcount: '1',
  description: '',
  welfare: [],
  contactName: '',
  contactMobile: '',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function jobToForm(job: Job): JobFormValues {
  return {
    title: job.title,
    jobType: text(job.jobType),
    category: text(job.category),
    salaryMin: text(job.salaryMin),
    salaryMax: text(job.salaryMax),
    city: text(job.city),
    address: text(job.address),
    latitude: text(job.latitude),
    longitude: text(job.longitude),
    degree: text(job.degree),
    workYears: text(job.workYears),
    headcount: text(job.headcount),
    description: text(job.description),
    welfare: Array.isArray(job.welfare) ? job.welfare : [],
    contactName: text(job.contactName),
    contactMobile: text(job.contactMobile),
  };
}

const coordinate = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

export function formToJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    jobType: values.jobType,
    category: values.category,
    salaryMin: Number(values.salaryMin),
    salaryMax: Number(values.salaryMax),
    city: values.city.trim(),
    address: values.address.trim(),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    degree: values.degree,
    workYears: values.workYears,
    headcount: Number(values.headcount),
    description: values.description.trim(),
    welfare: values.welfare,
    ...(values.contactName.trim() ? { contactName: values.contactName.trim() } : {}),
    ...(values.contactMobile.trim() ? { contactMobile: values.contactMobile.trim() } : {}),
  };
}
