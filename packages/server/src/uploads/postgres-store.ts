import { sql } from 'kysely';
import { Readable } from 'node:stream';
import type { Db } from '../db/connect';
import type { ByteRange, OpenUpload, UploadSource, UploadStore } from './store';
import { UploadTooLargeError } from './store';
import { isStoredName } from './stored-name';

/** The size of a stored chunk (the last of a file may be smaller). */
export const CHUNK_BYTES = 1024 * 1024;

const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * Uploads in the database (table upload_chunks, migrations/0016-upload-chunks.ts): the store when
 * DATABASE_URL is set, so that every node on that PostgreSQL serves every upload. A file is
 * written one chunk a statement as its bytes arrive, so at most a chunk and the piece being read
 * are in memory and no connection is held while a slow client sends; it is read back one chunk a
 * statement as the answer is consumed (a Range reads only the slices it covers).
 */
export class PostgresUploadStore implements UploadStore {
  readonly kind = 'postgres';

  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async save(name: string, source: UploadSource, limit: number): Promise<number> {
    if (!isStoredName(name)) throw new Error(`not a stored name: ${JSON.stringify(name)}`);
    let size = 0;
    let n = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const write = async (bytes: Buffer) => {
      await this.db.insertInto('uploadChunks').values({ storedName: name, n, bytes }).execute();
      n += 1;
    };
    try {
      for await (const piece of source) {
        size += piece.byteLength;
        if (size > limit) throw new UploadTooLargeError(limit);
        pending.push(asBuffer(piece));
        pendingBytes += piece.byteLength;
        if (pendingBytes < this.chunkBytes) continue;
        let all = Buffer.concat(pending, pendingBytes);
        for (; all.length >= this.chunkBytes; all = all.subarray(this.chunkBytes)) await write(all.subarray(0, this.chunkBytes));
        pending = all.length > 0 ? [all] : [];
        pendingBytes = all.length;
      }
      // An empty file is one empty chunk, so that it exists.
      if (pendingBytes > 0 || n === 0) await write(Buffer.concat(pending, pendingBytes));
      return size;
    } catch (error) {
      // Nothing written by this call when the first chunk failed (a taken name is someone else's file).
      if (n > 0) await this.remove(name);
      throw error;
    }
  }

  async open(name: string): Promise<OpenUpload | undefined> {
    if (!isStoredName(name)) return undefined;
    const chunks = await this.db
      .selectFrom('uploadChunks')
      .select(['n', sql<number>`octet_length(bytes)`.as('length'), 'createdAt'])
      .where('storedName', '=', name)
      .orderBy('n')
      .execute();
    if (chunks.length === 0) return undefined;
    if (chunks.some((chunk, i) => chunk.n !== i)) throw new Error(`upload ${name} is missing chunks`);
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    return {
      size,
      modified: new Date(chunks[0]!.createdAt),
      // A byte stream (Readable.from would make one of objects, reading 16 chunks ahead).
      stream: (range) => Readable.from(this.read(name, chunks, range ?? { start: 0, end: size - 1 }), { objectMode: false }),
    };
  }

  /** The bytes of `range`, one chunk (or the part of one that the range covers) a statement. */
  private async *read(name: string, chunks: { n: number; length: number }[], range: ByteRange): AsyncGenerator<Buffer> {
    let offset = 0;
    for (const chunk of chunks) {
      const first = offset;
      const last = offset + chunk.length - 1;
      offset += chunk.length;
      if (last < range.start) continue;
      if (first > range.end) break;
      const from = Math.max(range.start, first) - first;
      const length = Math.min(range.end, last) - first - from + 1;
      const whole = from === 0 && length === chunk.length;
      const row = await this.db
        .selectFrom('uploadChunks')
        .select(whole ? 'bytes' : sql<Uint8Array>`substring(bytes from ${from + 1} for ${length})`.as('bytes'))
        .where('storedName', '=', name)
        .where('n', '=', chunk.n)
        .executeTakeFirst();
      if (!row) throw new Error(`upload ${name} lost chunk ${chunk.n} while being read`);
      yield asBuffer(row.bytes);
    }
  }

  async remove(name: string): Promise<void> {
    if (isStoredName(name)) await this.db.deleteFrom('uploadChunks').where('storedName', '=', name).execute();
  }
}
