// Tables of employment-assistance (help) plans, their projects and sign-ups (issue 19).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface HelpPlansTable {
  id: Generated<number>;
  companyId: number;
  title: string;
  description: string | null;
  startDate: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  endDate: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  status: Generated<number>;
  createdAt: CreatedAt;
}

export interface HelpProjectsTable {
  id: Generated<number>;
  planId: number;
  companyId: number;
  title: string;
  description: string | null;
  quota: number | null;
  targetGroup: string | null;
  startDate: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  endDate: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  contactName: string | null;
  contactMobile: string | null;
  updatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

export interface HelpSignupsTable {
  id: Generated<number>;
  projectId: number;
  companyId: number;
  userId: number;
  status: Generated<number>;
  remark: string | null;
  /** When it was approved or rejected. */
  reviewedAt: NullableTime;
  /** Once approved: 1 enrolled, 2 trained, 3 employed (HELP_STAGE). */
  stage: number | null;
  trainedAt: NullableTime;
  employedAt: NullableTime;
  createdAt: CreatedAt;
}

export interface HelpTables {
  helpPlans: HelpPlansTable;
  helpProjects: HelpProjectsTable;
  helpSignups: HelpSignupsTable;
}
