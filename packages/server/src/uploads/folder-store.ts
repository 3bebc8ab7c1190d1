import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { link, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OpenUpload, UploadSource, UploadStore } from './store';
import { UploadTooLargeError } from './store';
import { isStoredName } from './stored-name';

/**
 * Uploads as files in one folder (DATA_DIR/uploads): the single-node default, on PGlite. A file
 * is written to a hidden `.<name>.part` beside it and linked under its name when complete (which
 * fails rather than replace a file of that name), so a reader never sees half a file, and a
 * failed upload leaves nothing.
 */
export class FolderUploadStore implements UploadStore {
  readonly kind = 'folder';

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private path(name: string): string {
    if (!isStoredName(name)) throw new Error(`not a stored name: ${JSON.stringify(name)}`);
    return join(this.dir, name);
  }

  async save(name: string, source: UploadSource, limit: number): Promise<number> {
    const path = this.path(name);
    const partial = join(this.dir, `.${name}.part`);
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > limit ? new UploadTooLargeError(limit) : null, chunk);
      },
    });
    try {
      await pipeline(source, count, createWriteStream(partial, { flags: 'wx' }));
      await link(partial, path).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') throw error;
        // A file system without hard links: a rename, which would replace a file of that name
        // (a name of 128 random bits: there is none).
        await rename(partial, path);
      });
      return size;
    } finally {
      await rm(partial, { force: true });
    }
  }

  async open(name: string): Promise<OpenUpload | undefined> {
    if (!isStoredName(name)) return undefined;
    const path = this.path(name);
    const found = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!found?.isFile()) return undefined;
    return {
      size: found.size,
      modified: found.mtime,
      stream: (range) => createReadStream(path, range ?? {}),
    };
  }

  async remove(name: string): Promise<void> {
    if (isStoredName(name)) await rm(this.path(name), { force: true });
  }
}
