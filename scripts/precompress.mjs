// `node scripts/precompress.mjs [dir …]`: the last step of `npm run build` (scripts/compress-assets.mjs),
// over the built front ends unless folders are named.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_FRONT_ENDS, precompress } from './compress-assets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs = process.argv.length > 2 ? process.argv.slice(2) : BUILT_FRONT_ENDS.map((dir) => join(root, dir));
const results = await precompress(dirs);
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
console.log(`precompressed ${results.length} files: ${sum('bytes')} B → brotli ${sum('br')} B, gzip ${sum('gzip')} B`);
