import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's job management, the dashboard, recruiter cards and personal info (issue 17).
const statements: string[] = [];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(_db: Kysely<any>): Promise<void> {}
