import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { up } from '../src/db/migrations/0016-upload-chunks';
import { PostgresUploadStore } from '../src/uploads/postgres-store';
import { CHUNK, describeUploadStore } from './upload-store-contract';

// The database store on a real PostgreSQL (the server-postgres project), on a database of its own
// with only the store's table.
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `ec_test_uploads_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describeUploadStore('database (PostgreSQL)', async () => {
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: url.toString() });
  await up(handle.db);
  return {
    store: new PostgresUploadStore(handle.db, CHUNK),
    close: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
});
