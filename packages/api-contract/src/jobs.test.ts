import type { z } from 'zod';
import { JOB_STATUS } from './job-status';
import { job, jobBody, jobListQuery, jobParams, newJobBody, type JobInput } from './jobs';
import { firstMessage } from '../test/first-message';

const sent: JobInput = {
  title: ' 后端工程师 ',
  jobType: '1',
  category: '1',
  salaryMin: 10,
  salaryMax: 20,
  city: '深圳',
  address: '深圳市南山区科技园',
  degree: '5',
  workYears: '4',
  headcount: 1,
  description: '岗位职责',
  welfare: ['五险一金'],
};

describe('the job form', () => {
  it('sends what the schema reads: trimmed, blank contacts as none, a draft unless published', () => {
    // Type-level too: every field the console sends has the type the server reads.
    const read: z.output<typeof jobBody> = sent;
    expect(jobBody.parse({ ...read, contactName: ' ', contactMobile: '' })).toEqual({ ...sent, title: '后端工程师', contactName: null, contactMobile: null });
    expect(newJobBody.parse(sent).publish).toBe(false);
    expect(newJobBody.parse({ ...sent, publish: true }).publish).toBe(true);
    expect(jobBody.parse({ ...sent, welfare: undefined }).welfare).toEqual([]);
  });

  it('says the first rule broken, in the form order', () => {
    expect(firstMessage(jobBody.safeParse({ ...sent, title: '  ' }))).toBe('job.title.required');
    expect(firstMessage(jobBody.safeParse({ ...sent, title: 'x'.repeat(31) }))).toBe('job.title.tooLong');
    expect(firstMessage(jobBody.safeParse({ ...sent, welfare: ['x'.repeat(11)] }))).toBe('job.welfare.item');
    expect(firstMessage(jobBody.safeParse({ ...sent, welfare: Array.from({ length: 11 }, (_, i) => String(i)) }))).toBe('job.welfare.tooMany');
    expect(firstMessage(jobBody.safeParse({ ...sent, contactMobile: '12345' }))).toBe('jobsManage.mobile.pattern');
    expect(jobBody.safeParse({ ...sent, salaryMax: 501 }).success).toBe(false);
  });
});

describe('the job list query', () => {
  it('reads paging and filters from text, with its orders by default', () => {
    expect(jobListQuery.parse({ status: String(JOB_STATUS.published), pageSize: '100' })).toEqual({
      pageNum: 1,
      pageSize: 100,
      status: 2,
      idOrder: 'desc',
      order: 'desc',
    });
    expect(jobListQuery.parse({ sort: 'salaryMax', order: 'asc', expiringWithin: '3' })).toMatchObject({ sort: 'salaryMax', order: 'asc', expiringWithin: 3 });
  });

  it('refuses a status, sort or window it does not know', () => {
    for (const query of [{ status: '4' }, { sort: 'title' }, { expiringWithin: '91' }, { idOrder: 'up' }])
      expect(jobListQuery.safeParse(query).success).toBe(false);
  });

  it("a job's id in a path is a positive int column value", () => {
    expect(jobParams.parse({ id: '7' })).toEqual({ id: 7 });
    for (const id of ['0', 'abc', '2147483648']) expect(jobParams.safeParse({ id }).success).toBe(false);
  });
});

describe('a job answered', () => {
  const row = {
    id: 1,
    title: '后端工程师',
    status: JOB_STATUS.draft,
    city: null,
    address: null,
    latitude: null,
    longitude: null,
    salaryMin: null,
    salaryMax: null,
    jobType: null,
    degree: null,
    workYears: null,
    headcount: null,
    category: null,
    welfare: [],
    description: null,
    contactName: null,
    contactMobile: null,
    refreshedAt: null,
    expiresAt: null,
    updatedAt: new Date(0).toISOString(),
  };

  it('carries its dates as ISO text, as JSON does', () => {
    expect(job.safeParse({ ...row, createdAt: new Date(0).toISOString() }).success).toBe(true);
    expect(job.safeParse({ ...row, createdAt: 'today' }).success).toBe(false);
  });
});
