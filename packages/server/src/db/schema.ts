import type { ColumnType, Generated } from 'kysely';
import type { FavouritesTable, UnionRecommendationsTable, CompanyScoresTable, ErrorLogsTable, DictEntriesTable, ServerSecretsTable } from './activity-schema';
import type {
  ChatConversationsTable,
  ChatDeletedMessagesTable,
  ChatGroupMembersTable,
  ChatGroupsTable,
  ChatMessageReadsTable,
  ChatMessageSearchTable,
  ChatMessagesTable,
  ChatProfilesTable,
  ChatSearchProgressTable,
  ChatUserConversationsTable,
} from './chat-schema';
import type { ChatContactTables } from './chat-contacts-schema';
import type { ChatGroupAdminTables } from './chat-group-admin-schema';
import type { ChatReactionTables } from './chat-reactions-schema';
import type { PasswordResetCodesTable } from './password-reset-schema';
import type { FairTables } from './fair-schema';
import type { HelpTables } from './help-schema';
import type { StatisticsTables } from './statistics-schema';
import type { UploadTables } from './upload-schema';

// Column types as Kysely sees them (camelCase, through CamelCasePlugin), one interface a table.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Role = 'company_admin' | 'recruiter' | 'candidate' | 'platform_admin';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  shortName: string | null;
  industry: string | null;
  scale: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  logo: string | null;
  description: string | null;
  /** Migration 0013: the business licence's number (unified social credit code) and image URL. */
  licenceNo: ColumnType<string | null, string | null | undefined, string | null>;
  licenceImage: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  role: Role;
  companyId: number | null;
  name: string;
  nickname: string;
  avatar: string | null;
  mobile: string | null;
  email: string | null;
  disabled: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface RecruiterCardsTable {
  id: Generated<number>;
  userId: number;
  companyId: number;
  title: string;
  mobile: string | null;
  email: string | null;
  name: string | null;
  avatar: string | null;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  scope: 'company' | 'user';
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface JobsTable {
  id: Generated<number>;
  companyId: number;
  title: string;
  status: number;
  jobType: string | null;
  city: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  degree: string | null;
  workYears: string | null;
  headcount: number | null;
  description: string | null;
  category: string | null;
  /** jsonb: welfare tags, written as a JSON string, read back parsed. */
  welfare: ColumnType<string[], string | undefined, string>;
  contactName: string | null;
  contactMobile: string | null;
  refreshedAt: Date | null;
  expiresAt: Date | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface UploadedFilesTable {
  id: Generated<number>;
  ownerId: number | null;
  originalName: string;
  storedName: string;
  mime: string;
  size: number;
  isPublic: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface ResumesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  workStatus: string | null;
  sex: string | null;
  age: number | null;
  degree: string | null;
  major: string | null;
  workYears: number | null;
  mobile: string | null;
  email: string | null;
  summary: string | null;
  isOpen: Generated<boolean>;
  fileId: number | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface ResumeExpectationsTable {
  id: Generated<number>;
  resumeId: number;
  city: string | null;
  position: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
}

export interface ResumeSubmissionsTable {
  id: Generated<number>;
  jobId: number;
  resumeId: number;
  companyId: number;
  status: Generated<number>;
  /** When a company user first opened it (migration 0009); null while unread. */
  viewedAt: Date | null;
  createdAt: CreatedAt;
}

export interface TalentPoolEntriesTable {
  id: Generated<number>;
  companyId: number;
  resumeId: number;
  source: string | null;
  note: string | null;
  /** jsonb (migration 0009): the recruiters' tags, written as a JSON string, read back parsed. */
  tags: ColumnType<string[], string | undefined, string>;
  createdAt: CreatedAt;
}

export interface ChatLinkagesTable {
  id: Generated<number>;
  companyId: number;
  recruiterId: number;
  candidateId: number;
  jobId: number | null;
  createdAt: CreatedAt;
  updatedAt: Generated<Date>;
}

export interface InterviewsTable {
  id: Generated<number>;
  companyId: number;
  jobId: number;
  recruiterId: number;
  candidateId: number;
  mobile: string;
  interviewType: number;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  interviewTime: Timestamp;
  remark: string | null;
  status: Generated<number>;
  /** Migration 0020: 1 attended, 2 did not come, 3 hired; null until recorded. */
  outcome: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0021: an online interview's http(s) meeting link; null when none (always on site). */
  meetingLink: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface Database extends ChatContactTables, ChatGroupAdminTables, ChatReactionTables, FairTables, HelpTables, StatisticsTables, UploadTables {
  companies: CompaniesTable;
  users: UsersTable;
  recruiterCards: RecruiterCardsTable;
  sessions: SessionsTable;
  jobs: JobsTable;
  uploadedFiles: UploadedFilesTable;
  resumes: ResumesTable;
  resumeExpectations: ResumeExpectationsTable;
  resumeSubmissions: ResumeSubmissionsTable;
  talentPoolEntries: TalentPoolEntriesTable;
  chatLinkages: ChatLinkagesTable;
  interviews: InterviewsTable;
  favourites: FavouritesTable;
  /** With migration 0009's status (1 pending, 2 accepted, 3 dismissed) and handledAt. */
  unionRecommendations: UnionRecommendationsTable & { status: Generated<number>; handledAt: Date | null };
  companyScores: CompanyScoresTable;
  errorLogs: ErrorLogsTable;
  passwordResetCodes: PasswordResetCodesTable;
  dictEntries: DictEntriesTable;
  serverSecrets: ServerSecretsTable;
  // The local chat service (chat-schema.ts).
  chatProfiles: ChatProfilesTable;
  chatConversations: ChatConversationsTable;
  chatGroups: ChatGroupsTable;
  chatGroupMembers: ChatGroupMembersTable;
  chatMessages: ChatMessagesTable;
  chatUserConversations: ChatUserConversationsTable;
  chatDeletedMessages: ChatDeletedMessagesTable;
  chatMessageReads: ChatMessageReadsTable;
  chatMessageSearch: ChatMessageSearchTable;
  chatSearchProgress: ChatSearchProgressTable;
}
