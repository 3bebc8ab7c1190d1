import { sql, type Kysely } from 'kysely';
import { runStatements } from './statements';

// What came of an interview once its time has passed, as the recruiter records it: 1 到场
// (attended), 2 未到场 (did not come), 3 已录用 (hired); null until recorded (packages/server/README.md,
// "Contract": the interview routes).
const statements = [`alter table interviews add column outcome smallint check (outcome in (1, 2, 3))`];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('alter table interviews drop column if exists outcome').execute(db);
}
