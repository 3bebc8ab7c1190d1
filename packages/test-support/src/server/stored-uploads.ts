import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from './harness';

// What the server's upload store holds, whichever it is (src/uploads/index.ts): the files in
// DATA_DIR/uploads (hidden partial files included), or the stored names in upload_chunks.

/** Every stored name (and, in the folder, every partial file), sorted. */
export async function storedUploads(server: TestServer): Promise<string[]> {
  if (!server.config.databaseUrl) {
    const dir = join(server.config.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }
  const rows = await server.database.db.selectFrom('uploadChunks').select('storedName').distinct().execute();
  return rows.map((row) => row.storedName).sort();
}
