import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

const statements: string[] = [];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
