import type { ColumnType, Generated } from 'kysely';

// Tables of company activity and the server's own.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

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
