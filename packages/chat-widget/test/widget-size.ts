// The three sizes of issue 6, measured as a consumer would see them: the ESM entry bundled and
// minified by esbuild with React, react-dom and the lazy Tencent SDK left out; the stub; the IIFE.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WIDGET_DIR = join(__dirname, '..');
/** The goals. The ESM entry and the IIFE are over them today (≈ 163 KB and ≈ 233 KB). */
export const BUDGETS = { esm: 100 * 1024, stub: 2 * 1024, iife: 160 * 1024 };
/**
 * What the size test holds the two over-goal bundles to until they meet their goals: ceilings
 * against growth, not the goals (the bench prints both). Lower them as the bundles shrink.
 */
export const CEILINGS = { esm: 170 * 1024, iife: 240 * 1024 };

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

export async function widgetSizes(dir = WIDGET_DIR): Promise<{ esm: number; stub: number; iife: number }> {
  const result = await build({
    entryPoints: [join(dir, 'dist/index.js')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tencentcloud/chat', 'tim-upload-plugin'],
  });
  const esm = result.outputFiles.reduce((sum, file) => sum + gzip(file.contents), 0);
  return {
    esm,
    stub: gzip(readFileSync(join(dir, 'dist/embed/stub.js'))),
    iife: gzip(readFileSync(join(dir, 'dist/embed/employment-chat.js'))),
  };
}
