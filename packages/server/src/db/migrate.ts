import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as chat from './migrations/0002-chat';
import * as contacts from './migrations/0003-chat-contacts';
import * as groupAdmin from './migrations/0004-chat-group-admin';
import * as search from './migrations/0005-chat-search';
import * as passwordReset from './migrations/0006-password-reset';
import * as candidateDealings from './migrations/0007-candidate-dealings';
import * as jobsManage from './migrations/0008-jobs-manage';
import * as talent from './migrations/0009-talent';
import * as jobFairs from './migrations/0010-job-fairs';
import * as help from './migrations/0011-help';
import * as colleaguesAndData from './migrations/0012-colleagues-and-data';
import * as companyProfile from './migrations/0013-company-profile';
import * as searchIndex from './migrations/0014-chat-search-index';
import * as cluster from './migrations/0015-cluster';
import * as uploadChunks from './migrations/0016-upload-chunks';
import * as rateLimits from './migrations/0017-rate-limits';
import * as formerGroups from './migrations/0018-chat-former-groups';
import * as reactions from './migrations/0019-chat-reactions';
import * as interviewOutcome from './migrations/0020-interview-outcome';
import * as meetingLink from './migrations/0021-interview-meeting-link';

// Versioned migrations, in order; the name is what the database records as applied.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-chat': chat,
  '0003-chat-contacts': contacts,
  '0004-chat-group-admin': groupAdmin,
  '0005-chat-search': search,
  '0006-password-reset': passwordReset,
  '0007-candidate-dealings': candidateDealings,
  '0008-jobs-manage': jobsManage,
  '0009-talent': talent,
  '0010-job-fairs': jobFairs,
  '0011-help': help,
  '0012-colleagues-and-data': colleaguesAndData,
  '0013-company-profile': companyProfile,
  '0014-chat-search-index': searchIndex,
  '0015-cluster': cluster,
  '0016-upload-chunks': uploadChunks,
  '0017-rate-limits': rateLimits,
  '0018-chat-former-groups': formerGroups,
  '0019-chat-reactions': reactions,
  '0020-interview-outcome': interviewOutcome,
  '0021-interview-meeting-link': meetingLink,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every migration the database has not seen yet; throws on the first failure. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations of this server the database has not applied (the readiness check, http/health.ts). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
