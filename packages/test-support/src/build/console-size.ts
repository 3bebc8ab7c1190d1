// The console's sizes (issue 8), gzip, from Vite's build manifest: the JS the login page loads
// (the entry, its static imports, and the sign-in pages' route chunk with its static imports)
// and the largest route chunk. Measured on `npm run build`'s output (dist/), as served.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The console's folder (the bench, an ES module without __dirname, passes its own). */
export const CONSOLE_DIR = typeof __dirname === 'string' ? join(__dirname, '..', '..', '..', 'console') : join(process.cwd(), 'packages', 'console');
/** The goal for the login page. */
export const LOGIN_BUDGET = 150 * 1024;
/** The route chunk the login page opens (routes.ts: the sign-in pages are one chunk). */
export const LOGIN_ROUTE = 'src/pages/login/index.ts';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

export interface ChunkSize {
  /** The manifest key: the source module a route chunk is named after. */
  name: string;
  file: string;
  gzip: number;
  /** The modules bundled in it (from its source map), e.g. '../../node_modules/xstate/dist/….js'. */
  sources: string[];
}

export interface ConsoleSizes {
  /** Every JS file the login page loads, gzip. */
  loginPage: number;
  loginFiles: ChunkSize[];
  /** The largest chunk of a route page (src/pages/…) or of the layout, by itself. */
  largestRoute: ChunkSize;
  /** What opening that route adds to the entry's download (its chunk and its own imports). */
  largestRouteAdds: number;
  /** Every JS file a signed-in page loads before its own route chunk: the entry, the gate and the layout with their static imports. */
  layoutDownload: number;
  layoutFiles: ChunkSize[];
  /** The chunks holding ECharts (echarts, zrender), gzip together; what a statistics page adds for its charts. */
  charts: number;
  chartFiles: ChunkSize[];
}

/** The layout's route chunks (routes.ts's signed-in gate and the layout it opens). */
export const LAYOUT_CHUNKS = ['src/layout/signed-in-gate.tsx', 'src/layout/layout.tsx'];

export function readManifest(dir = CONSOLE_DIR): Manifest {
  return JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
}

export function consoleSizes(dir = CONSOLE_DIR): ConsoleSizes {
  const manifest = readManifest(dir);
  const gzipOf = (key: string) => gzipSync(readFileSync(join(dir, 'dist', manifest[key]!.file)), { level: 9 }).length;
  // The bundler's own runtime chunk has no map.
  const sourcesOf = (key: string) => {
    const map = join(dir, 'dist', `${manifest[key]!.file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  };
  const size = (key: string): ChunkSize => ({ name: key, file: manifest[key]!.file, gzip: gzipOf(key), sources: sourcesOf(key) });
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      if (into.has(key)) return;
      into.add(key);
      for (const imported of manifest[key]!.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  if (!manifest[LOGIN_ROUTE]) throw new Error(`${LOGIN_ROUTE} is not a chunk of the build`);
  const entryFiles = closure([entry]);
  const loginFiles = [...closure([LOGIN_ROUTE], new Set(entryFiles))].map(size);
  const routeChunks = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && /^src\/(pages|layout)\//.test(key));
  const largestRoute = routeChunks.map(size).sort((a, b) => b.gzip - a.gzip)[0]!;
  const adds = [...closure([largestRoute.name])].filter((key) => !entryFiles.has(key));
  for (const key of LAYOUT_CHUNKS) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  const layoutFiles = [...closure(LAYOUT_CHUNKS, new Set(entryFiles))].map(size);
  const chartFiles = Object.keys(manifest)
    .map(size)
    .filter((chunk) => chunk.sources.some((source) => /node_modules\/(echarts|zrender)\//.test(source)));
  const total = (files: ChunkSize[]) => files.reduce((sum, file) => sum + file.gzip, 0);
  return {
    layoutDownload: total(layoutFiles),
    layoutFiles,
    charts: total(chartFiles),
    chartFiles,
    loginPage: loginFiles.reduce((sum, file) => sum + file.gzip, 0),
    loginFiles,
    largestRoute,
    largestRouteAdds: adds.reduce((sum, key) => sum + gzipOf(key), 0),
  };
}
