import type { ColumnType, Generated } from 'kysely';

// Tables of the community side (job fairs, help plans), company activity and the server's own.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface JobFairsTable {
  id: Generated<number>;
  title: string;
  organizer: string | null;
  address: string | null;
  startAt: Timestamp;
  endAt: Timestamp;
  status: Generated<number>;
  description: string | null;
}

export interface JobFairCompaniesTable {
  fairId: number;
  companyId: number;
  status: Generated<number>;
  createdAt: CreatedAt;
}

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

export interface FavouritesTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  resumeId: number;
  createdAt: CreatedAt;
}

export interface UnionRecommendationsTable {
  id: Generated<number>;
  companyId: number;
  resumeId: number;
  unionName: string;
  note: string | null;
  createdAt: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  companyId: number | null;
  userId: number;
  content: string;
  contact: string | null;
  status: Generated<number>;
  createdAt: CreatedAt;
}

export interface CompanyScoresTable {
  id: Generated<number>;
  companyId: number;
  scorerId: number;
  targetUserId: number;
  resumeId: number | null;
  scoreType: number;
  createdAt: CreatedAt;
}

export interface ErrorLogsTable {
  id: Generated<number>;
  type: string | null;
  code: string | null;
  message: string | null;
  url: string | null;
  clientTime: string | null;
  tokenHint: string | null;
  userId: string | null;
  userName: string | null;
  ip: string | null;
  createdAt: CreatedAt;
}

export interface DictEntriesTable {
  id: Generated<number>;
  dictType: string;
  value: string;
  label: string;
  sort: Generated<number>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: CreatedAt;
}
