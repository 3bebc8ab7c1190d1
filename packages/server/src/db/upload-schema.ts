import type { ColumnType } from 'kysely';

// Uploaded files' bytes in the database (migrations/0016-upload-chunks.ts), as Kysely sees them.

export interface UploadChunksTable {
  storedName: string;
  /** The chunk's place in the file, from 0. */
  n: number;
  /** pg reads bytea as a Buffer, PGlite as a Uint8Array. */
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  createdAt: ColumnType<Date, never, never>;
}

export interface UploadTables {
  uploadChunks: UploadChunksTable;
}
