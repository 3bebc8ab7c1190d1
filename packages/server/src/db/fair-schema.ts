// Tables of job fairs, the company's feedback and the platform's documents (issue 19).
import type { ColumnType, Generated } from 'kysely';

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

export interface FeedbackTable {
  id: Generated<number>;
  companyId: number | null;
  userId: number;
  content: string;
  contact: string | null;
  status: Generated<number>;
  createdAt: CreatedAt;
}

export interface FairTables {
  jobFairs: JobFairsTable;
  jobFairCompanies: JobFairCompaniesTable;
  feedback: FeedbackTable;
}
