import type { Readable } from 'node:stream';

// Where uploaded files are kept: one interface, two stores (./folder-store.ts, ./postgres-store.ts),
// chosen in ./index.ts. Files are immutable: written once under a new random name
// (./stored-name.ts), read by anyone who has the name, removed only when their upload fails.

/** Bytes `start` to `end` of a file, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenUpload {
  size: number;
  /** When it was stored: the answer's Last-Modified and part of its ETag. */
  modified: Date;
  /** The file's bytes, or those of `range`, read as the stream is consumed. */
  stream(range?: ByteRange): Readable;
}

/** What save() reads: a multipart part's stream, or a Buffer in an array. */
export type UploadSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface UploadStore {
  /** For the start log. */
  readonly kind: 'folder' | 'postgres';
  /**
   * Writes `source` as file `name`, chunk by chunk as it arrives (never the whole file in
   * memory), and answers its size. More than `limit` bytes, a failing source or a failing write
   * throw, and nothing of the file is kept. Throws for a name that is not a stored name.
   */
  save(name: string, source: UploadSource, limit: number): Promise<number>;
  /** The file, or undefined when there is none by that name (or the name is not a stored name). */
  open(name: string): Promise<OpenUpload | undefined>;
  /** Removes the file if it exists. */
  remove(name: string): Promise<void>;
}

export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the file is larger than ${limit} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/** A whole file in memory, for the callers that need one (a resume, a voice message); undefined when it does not exist. */
export async function readUpload(store: UploadStore, name: string): Promise<Buffer | undefined> {
  const file = await store.open(name);
  if (!file) return undefined;
  const pieces: Buffer[] = [];
  for await (const piece of file.stream()) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}
