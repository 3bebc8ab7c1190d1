// A zip archive written as its files are read (fflate's streaming Zip): one file at a time, each
// deflated, the output a Node stream that waits for its reader (no archive held in memory).
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

export interface ZipEntry {
  /** The name in the archive: unique, without folders (see uniqueEntryName). */
  name: string;
  body: Uint8Array | Readable;
}

export function zipStream(entries: readonly ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  void (async () => {
    for (const entry of entries) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      if (entry.body instanceof Uint8Array) file.push(entry.body, true);
      else {
        for await (const chunk of entry.body) {
          file.push(chunk as Uint8Array);
          await drained();
        }
        file.push(new Uint8Array(0), true);
      }
      await drained();
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * `name` made safe for an archive (no folders, no control characters) and distinct from those in
 * `taken` (which it joins): 简历.pdf, then 简历 (2).pdf, 简历 (3).pdf…
 */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const plain = [...name].map((c) => (c.charCodeAt(0) < 32 || c === '\u007f' || '/\\:'.includes(c) ? '_' : c)).join('');
  const safe = plain.replace(/^\.+/, '_') || '_';
  const dot = safe.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let candidate = safe;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
