// The data page's two tables as rows of cells: what the page shows and exactly what its CSV
// export writes (one function for both, so they cannot disagree).
import type { TFunction } from 'i18next';
import { METRICS, type RecruitingData } from '@employment-cloud/api-contract';

export interface TableRows {
  header: string[];
  rows: (string | number)[][];
  /** The totals row (the funnel's numbers). */
  footer: (string | number)[];
}

const metricHeaders = (t: TFunction) => METRICS.map((m) => t(`datas.${m}`));

/** One row a day, oldest first, and the range's totals. */
export function dailyTable(t: TFunction, data: RecruitingData): TableRows {
  return {
    header: [t('datas.day'), ...metricHeaders(t)],
    rows: data.series.map((d) => [d.day, ...METRICS.map((m) => d[m])]),
    footer: [t('datas.total'), ...METRICS.map((m) => data.totals[m])],
  };
}

/** One row a job (most viewed first), and the sums of the jobs' rows. */
export function jobTable(t: TFunction, data: RecruitingData): TableRows {
  return {
    header: [t('datas.job'), ...metricHeaders(t)],
    rows: data.jobs.map((j) => [j.title, ...METRICS.map((m) => j[m])]),
    footer: [t('datas.total'), ...METRICS.map((m) => data.jobs.reduce((n, j) => n + j[m], 0))],
  };
}
