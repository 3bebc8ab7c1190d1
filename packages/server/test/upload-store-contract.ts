import { randomBytes } from 'node:crypto';
import { UploadTooLargeError, type UploadStore } from '../src/uploads/store';
import { newStoredName } from '../src/uploads/stored-name';

// What every upload store must do (src/uploads/store.ts), run against each of them: the folder
// (src/uploads/folder-store.test.ts), and the database one on PGlite
// (src/uploads/postgres-store.test.ts) and on PostgreSQL (upload-store.postgres.test.ts).
// `open` makes a store whose chunks (if it has any) are CHUNK bytes, so that files of a few
// kilobytes cross several chunk boundaries.

export const CHUNK = 1000;

async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** `bytes` in pieces of uneven sizes, as a multipart stream hands them over. */
async function* inPieces(bytes: Buffer, fail?: Error): AsyncGenerator<Buffer> {
  const sizes = [1, 999, 1, 1500, 64, 4000];
  for (let at = 0, i = 0; at < bytes.length; i += 1) {
    const size = sizes[i % sizes.length]!;
    yield bytes.subarray(at, at + size);
    at += size;
    if (fail && at > 2 * CHUNK) throw fail;
  }
}

export function describeUploadStore(label: string, open: () => Promise<{ store: UploadStore; close: () => Promise<void> }>): void {
  describe(`${label} upload store`, () => {
    let store: UploadStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    const file = randomBytes(5 * CHUNK + 321);

    it('keeps a file written in pieces and reads it back whole', async () => {
      const name = newStoredName('mp4');
      const before = Date.now();
      expect(await store.save(name, inPieces(file), file.length)).toBe(file.length);
      const found = await store.open(name);
      expect(found?.size).toBe(file.length);
      expect(found!.modified.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await bytesOf(found!.stream())).equals(file)).toBe(true);
    });

    it('reads any byte range, across chunk boundaries too', async () => {
      const name = newStoredName('bin');
      await store.save(name, [file], file.length);
      const found = (await store.open(name))!;
      const ends = [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 17, file.length - 2, file.length - 1];
      for (const start of ends) {
        for (const end of ends.filter((e) => e >= start)) {
          const got = await bytesOf(found.stream({ start, end }));
          expect([start, end, got.equals(file.subarray(start, end + 1))]).toEqual([start, end, true]);
        }
      }
    });

    it('keeps an empty file', async () => {
      const name = newStoredName('txt');
      expect(await store.save(name, [], 10)).toBe(0);
      const found = await store.open(name);
      expect(found?.size).toBe(0);
      expect((await bytesOf(found!.stream())).length).toBe(0);
    });

    it('refuses more than the limit and keeps nothing of it', async () => {
      const name = newStoredName('bin');
      await expect(store.save(name, inPieces(file), 3 * CHUNK)).rejects.toBeInstanceOf(UploadTooLargeError);
      expect(await store.open(name)).toBeUndefined();
      // Exactly the limit is allowed.
      expect(await store.save(name, inPieces(file), file.length)).toBe(file.length);
    });

    it('keeps nothing of a source that fails midway', async () => {
      const name = newStoredName('bin');
      await expect(store.save(name, inPieces(file, new Error('client went away')), file.length)).rejects.toThrow('client went away');
      expect(await store.open(name)).toBeUndefined();
    });

    it('never replaces a file: a second save under its name fails and leaves the first', async () => {
      const name = newStoredName('png');
      await store.save(name, [file], file.length);
      await expect(store.save(name, [Buffer.from('other')], 100)).rejects.toThrow();
      expect((await bytesOf((await store.open(name))!.stream())).equals(file)).toBe(true);
    });

    it('removes a file, and knows no other name', async () => {
      const name = newStoredName('pdf');
      await store.save(name, [file], file.length);
      await store.remove(name);
      expect(await store.open(name)).toBeUndefined();
      await store.remove(name);
      expect(await store.open(newStoredName('pdf'))).toBeUndefined();
      for (const bad of ['../pgdata/PG_VERSION', '', `.${name}.part`, 'x'.repeat(32) + '.png', `${name}/x`]) {
        expect(await store.open(bad)).toBeUndefined();
        await expect(store.save(bad, [file], file.length)).rejects.toThrow(/not a stored name/);
      }
    });
  });
}
