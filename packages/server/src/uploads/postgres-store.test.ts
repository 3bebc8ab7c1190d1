import type { DatabaseHandle } from '../db/connect';
import { up } from '../db/migrations/0016-upload-chunks';
import { CHUNK, describeUploadStore } from '../../test/upload-store-contract';
import { TEST_SHARED_BUFFERS } from '@employment-cloud/test-support/server/server-process';
import { PostgresUploadStore } from './postgres-store';
import { newStoredName } from './stored-name';
import { openBlankPglite } from '@employment-cloud/test-support/server/seeded-database';

// The database store on an in-memory PGlite (the same SQL as on PostgreSQL, where
// test/upload-store.postgres.test.ts runs it again): only its own table is needed.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openBlankPglite({ sharedBuffers: TEST_SHARED_BUFFERS, analyzeEveryMs: 0 });
  await up(handle.db);
});
afterAll(() => handle.close());

describeUploadStore('database (PGlite)', async () => ({ store: new PostgresUploadStore(handle.db, CHUNK), close: async () => undefined }));

it('writes a file as chunks of the chunk size, the last one shorter', async () => {
  const name = newStoredName('bin');
  await new PostgresUploadStore(handle.db, CHUNK).save(name, [Buffer.alloc(2 * CHUNK + 5, 7)], 10 * CHUNK);
  const rows = await handle.db
    .selectFrom('uploadChunks')
    .select(['n', (eb) => eb.fn<number>('octet_length', ['bytes']).as('length')])
    .where('storedName', '=', name)
    .orderBy('n')
    .execute();
  expect(rows).toEqual([
    { n: 0, length: CHUNK },
    { n: 1, length: CHUNK },
    { n: 2, length: 5 },
  ]);
});
