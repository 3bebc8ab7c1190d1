import { sql, type Kysely } from 'kysely';

/** Runs a migration's statements one by one (PGlite's extended protocol takes one per query). */
export async function runStatements(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops, newest first, every table the statements create: a migration's `down`. */
export async function dropCreatedTables(db: Kysely<any>, statements: string[]): Promise<void> {
  const tables = statements
    .map((s) => /^create table (\w+)/.exec(s)?.[1])
    .filter((name): name is string => name !== undefined)
    .reverse();
  for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
}
