// The three sizes of issue 6, measured as a consumer would see them: the ESM entry bundled,
// code-split and minified by esbuild with React, react-dom and the lazy Tencent SDK left out;
// the stub; the IIFE. The ESM figure is what a page downloads up front (the entry chunk and the
// chunks it imports statically); `esmTotal` adds every lazy chunk (sanitiser, other locales, …).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** This package's folder (the bench, an ES module without __dirname, passes its own). */
export const WIDGET_DIR = typeof __dirname === 'string' ? join(__dirname, '..') : join(process.cwd(), 'packages', 'chat-widget');
/** The goals. */
export const BUDGETS = { esm: 100 * 1024, stub: 2 * 1024, iife: 160 * 1024 };
/**
 * What the size test holds bundles over their goal to: ceilings against growth, not the goals
 * (the bench prints both). Lower them as the bundles shrink. Issue 7's image previewer and forward
 * panel raised esmTotal from 165 to 168 KB (≈ 4 KB of lazy chunk, and the entry split into one
 * more chunk that it shares with them) and the IIFE, where nothing is lazy, from 235 to 238 KB.
 */
export const CEILINGS = { esm: 130 * 1024, esmTotal: 185 * 1024, iife: 248 * 1024 };

export interface WidgetSizes {
  /** Entry chunk + its static imports, gzip. */
  esm: number;
  /** Every chunk, lazy ones included, gzip. */
  esmTotal: number;
  stub: number;
  iife: number;
}

const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

export async function widgetSizes(dir = WIDGET_DIR): Promise<WidgetSizes> {
  const outdir = join(dir, '.size-out');
  const result = await build({
    entryPoints: [join(dir, 'dist/index.js')],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir,
    absWorkingDir: dir,
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tencentcloud/chat', 'tim-upload-plugin'],
  });
  const sizeOf = new Map(result.outputFiles.map((file) => [file.path, gzip(file.contents)]));
  const outputs = result.metafile.outputs;
  const absolute = (path: string) => join(dir, path);
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint)!;
  // The entry and what it imports statically, transitively: the up-front download.
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  const total = (paths: Iterable<string>) => [...paths].reduce((sum, path) => sum + (sizeOf.get(absolute(path)) ?? NaN), 0);
  return {
    esm: total(initial),
    esmTotal: total(Object.keys(outputs).filter((path) => path.endsWith('.js'))),
    stub: gzip(readFileSync(join(dir, 'dist/embed/stub.js'))),
    iife: gzip(readFileSync(join(dir, 'dist/embed/employment-chat.js'))),
  };
}
