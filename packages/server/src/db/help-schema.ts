// Tables of employment-assistance (help) plans, their projects and sign-ups (issue 19).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

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
  createdAt: CreatedAt;
}

export interface HelpSignupsTable {
  id: Generated<number>;
  projectId: number;
  companyId: number;
  userId: number;
  status: Generated<number>;
  remark: string | null;
  createdAt: CreatedAt;
}

export interface HelpTables {
  helpPlans: HelpPlansTable;
  helpProjects: HelpProjectsTable;
  helpSignups: HelpSignupsTable;
}
