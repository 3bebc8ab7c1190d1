// Tables of job fairs, the company's feedback and the platform's documents (issue 19).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A jsonb column: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** One slot of a fair's programme (ISO times). */
export interface FairSlot {
  startAt: string;
  endAt: string;
  title: string;
}

export interface JobFairsTable {
  id: Generated<number>;
  title: string;
  organizer: string | null;
  address: string | null;
  startAt: Timestamp;
  endAt: Timestamp;
  /** Unused by the console (1: published); the shown status comes from the dates (migration 0010). */
  status: Generated<number>;
  description: string | null;
  /** 1 online, 2 on-site (migration 0010). */
  fairType: Generated<number>;
  schedule: Json<FairSlot[]>;
}

export interface JobFairCompaniesTable {
  fairId: number;
  companyId: number;
  status: Generated<number>;
  /** The company's booth, assigned at sign-up (migration 0010). */
  boothNo: string | null;
  createdAt: CreatedAt;
}

/** The jobs a signed-up company brings to a fair (migration 0010). */
export interface JobFairJobsTable {
  fairId: number;
  companyId: number;
  jobId: number;
}

/** A candidate who applied to a job through a fair (migration 0010). */
export interface JobFairApplicationsTable {
  id: Generated<number>;
  fairId: number;
  companyId: number;
  jobId: number;
  resumeId: number;
  createdAt: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  companyId: number | null;
  userId: number;
  content: string;
  contact: string | null;
  /** 1 pending, 2 replied. */
  status: Generated<number>;
  createdAt: CreatedAt;
  /** suggestion | problem | complaint | other (migration 0010). */
  type: Generated<string>;
  /** Uploaded file IDs of up to three screenshots (migration 0010). */
  images: Json<number[]>;
  reply: string | null;
  repliedAt: Date | null;
}

export interface FairTables {
  jobFairs: JobFairsTable;
  jobFairCompanies: JobFairCompaniesTable;
  jobFairJobs: JobFairJobsTable;
  jobFairApplications: JobFairApplicationsTable;
  feedback: FeedbackTable;
}
