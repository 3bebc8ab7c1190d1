import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { repoRoot, requireBuild } from './paths';

beforeAll(requireBuild);

/** What an app that signs in the browser ships: the package resolved as a browser bundler does. */
async function browserBundle(code: string) {
  const result = await build({
    stdin: { contents: code, resolveDir: repoRoot, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return { gzip: gzipSync(bytes, { level: 9 }).length, inputs: Object.keys(result.metafile.inputs) };
}

describe('browser bundle size', () => {
  it('an app importing only genUserSig stays within 12 KB gzip', async () => {
    const { gzip, inputs } = await browserBundle(
      "import { genUserSig } from '@employment-cloud/usersig'; window.sig = genUserSig({ sdkAppID: 1, secretKey: 'k', userID: 'u' });",
    );
    expect(inputs.some((path) => path.includes('packages/usersig/dist/index.js'))).toBe(true);
    expect(inputs.some((path) => path.includes('node.js'))).toBe(false);
    expect(gzip).toBeLessThanOrEqual(12 * 1024);
  });

  it('the browser build never reaches for Node built-ins', async () => {
    const { inputs } = await browserBundle(
      "import * as all from '@employment-cloud/usersig'; window.all = all;",
    );
    expect(inputs.filter((path) => path.startsWith('node:'))).toEqual([]);
  });
});
