import type { ColumnType } from 'kysely';

// Tables of the console's recruitment data (issue 19, migration 0012).

/** Views of a job's public page, per China day (YYYY-MM-DD). */
export interface JobViewsTable {
  jobId: number;
  companyId: number;
  /** A date column: read back as text (see pglite / pg type parsers) or Date; write YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
  views: ColumnType<number, number | undefined, number>;
}

export interface StatisticsTables {
  jobViews: JobViewsTable;
}
