import { hoursAgo } from './clock';
import { dictValue } from './dictionaries';
import { MAIN_SITES, type SeededCompanies, type SeededCompany } from './companies';
import type { SeedContext, Site } from './context';
import type { SeededStaff } from './staff';
import { CATEGORY, CONTACTS, JOB_STATUS, OTHER_JOBS, WELFARE_SETS, type JobSpec, type SiteKey, type Status } from './jobs.data';
import { MAIN_JOBS } from './main-jobs.data';

export { JOB_STATUS } from './jobs.data';

const DAY_HOURS = 24;

/**
 * When a job was last refreshed, in hours ago (a refresh keeps it up 30 days): the first three
 * published jobs of a company expire within 3 days, for the dashboard; closed ones have expired.
 */
function refreshedHoursAgo(status: Status, publishedIndex: number, i: number): number | null {
  if (status === 'draft') return null;
  if (status === 'offline') return DAY_HOURS * 40;
  return publishedIndex < 3 ? DAY_HOURS * 27 + 12 + DAY_HOURS * publishedIndex : DAY_HOURS * (1 + (i % 20));
}

export interface SeededJob {
  id: number;
  companyId: number;
  title: string;
  status: number;
  site: Site;
}

async function insertCompanyJobs(
  { db, now }: SeedContext,
  company: SeededCompany,
  specs: readonly JobSpec[],
  authors: readonly number[],
): Promise<SeededJob[]> {
  const siteOf = (key: SiteKey): Site => (key === 'office' ? company.office : MAIN_SITES[key]);
  let published = 0;
  const rows = specs.map((spec, i) => {
    const site = siteOf(spec.site);
    const refreshedHours = refreshedHoursAgo(spec.status, spec.status === 'published' ? published++ : -1, i);
    const refreshedAt = refreshedHours === null ? null : hoursAgo(now, refreshedHours);
    const contact = CONTACTS[i % CONTACTS.length] ?? null;
    // Older jobs first, so a list ordered by id desc shows the newest at the top.
    const createdAt = hoursAgo(now, 24 * (60 - i * 2) + 9);
    return {
      companyId: company.id,
      title: spec.title,
      status: JOB_STATUS[spec.status],
      // Dictionary values, as the console's job form sends them; salaries in K a month.
      jobType: dictValue('job_type', spec.jobType),
      city: site.city,
      address: site.address,
      latitude: site.latitude,
      longitude: site.longitude,
      salaryMin: Math.round(spec.salary[0] / 1000),
      salaryMax: Math.round(spec.salary[1] / 1000),
      degree: dictValue('degree', spec.degree),
      workYears: dictValue('work_years', spec.workYears === '应届生' ? '应届' : spec.workYears),
      category: dictValue('job_category', CATEGORY[spec.title] ?? '运营'),
      welfare: JSON.stringify(WELFARE_SETS[i % WELFARE_SETS.length]),
      contactName: contact?.[0] ?? null,
      contactMobile: contact?.[1] ?? null,
      refreshedAt,
      expiresAt: refreshedAt && new Date(refreshedAt.getTime() + 30 * DAY_HOURS * 3600_000),
      headcount: spec.headcount,
      description: `岗位职责：\n${spec.duties}\n\n任职要求：\n${spec.requirements}`,
      createdBy: authors[i % authors.length] ?? null,
      createdAt,
      updatedAt: spec.status === 'offline' ? hoursAgo(now, 24 * 5) : createdAt,
    };
  });
  const inserted = await db.insertInto('jobs').values(rows).returning(['id', 'title']).execute();
  return specs.map((spec) => {
    const row = inserted.find((r) => r.title === spec.title);
    if (!row) throw new Error(`job ${spec.title} was not inserted`);
    return { id: row.id, companyId: company.id, title: spec.title, status: JOB_STATUS[spec.status], site: siteOf(spec.site) };
  });
}

export interface SeededJobs {
  main: SeededJob[];
  other: SeededJob[];
}

export async function insertJobs(ctx: SeedContext, companies: SeededCompanies, staff: SeededStaff): Promise<SeededJobs> {
  return {
    main: await insertCompanyJobs(ctx, companies.main, MAIN_JOBS, [staff.hr, staff.admin, staff.hr]),
    other: await insertCompanyJobs(ctx, companies.other, OTHER_JOBS, [staff.otherAdmin]),
  };
}
