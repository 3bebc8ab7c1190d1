import type { Kysely } from 'kysely';
import { dropCreatedTables, runStatements } from './statements';

// Uploaded files kept in PostgreSQL when DATABASE_URL is set (src/uploads/postgres-store.ts), so
// that every node on the database serves every upload. A file is its chunks in order (n from 0;
// 1 MiB each but the last), named by uploaded_files.stored_name. The bytes are stored out of line
// and uncompressed (EXTERNAL): uploads are mostly compressed media already, and a Range request
// then reads only the TOAST slices it needs (substring on an uncompressed value).
const statements = [
  `create table upload_chunks (
    stored_name text not null,
    n integer not null check (n >= 0),
    bytes bytea not null,
    created_at timestamptz not null default now(),
    primary key (stored_name, n)
  )`,
  `alter table upload_chunks alter column bytes set storage external`,
];

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCreatedTables(db, statements);
}
