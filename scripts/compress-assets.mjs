// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the built front ends, so
// the server answers each request with the smallest encoding the browser accepts without
// compressing anything per request (@fastify/static's preCompressed). A copy is kept only when it
// is smaller than the file itself. Source maps are left alone: only developer tools fetch them.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** The front ends `npm run build` makes, relative to the repository. */
export const BUILT_FRONT_ENDS = ['packages/console/dist', 'packages/chat-widget/dist/embed'];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT_EXTENSIONS.has(extname(entry.name))) yield path;
  }
}

async function compressOne(path) {
  const body = readFileSync(path);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  const written = { file: path, bytes: body.length, br: 0, gzip: 0 };
  for (const [suffix, copy, key] of [
    ['.br', br, 'br'],
    ['.gz', gzipped, 'gzip'],
  ]) {
    // A copy from an earlier build of a file that no longer compresses would be served stale.
    rmSync(path + suffix, { force: true });
    if (copy.length >= body.length) continue;
    writeFileSync(path + suffix, copy);
    written[key] = copy.length;
  }
  return written;
}

/** Compresses every text asset under `dirs` (missing folders are skipped); answers what it wrote. */
export async function precompress(dirs) {
  const files = dirs.filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory()).flatMap((dir) => [...textFiles(dir)]);
  const results = [];
  // A few at a time: zlib runs them on libuv's thread pool.
  for (let i = 0; i < files.length; i += 8) results.push(...(await Promise.all(files.slice(i, i + 8).map(compressOne))));
  return results;
}
