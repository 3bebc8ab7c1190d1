import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

/** What an app ships when it imports the package as a browser bundler resolves it: gzip -9 bytes and inputs. */
export async function browserBundle(code: string, repoRoot: string): Promise<{ gzip: number; inputs: string[] }> {
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
  return { gzip: gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length, inputs: Object.keys(result.metafile.inputs) };
}
