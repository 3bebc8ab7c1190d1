// Size of the console's first download (issue 8: the login page ≤ 150 KB gzip) and what stays out
// of it; the largest route chunk under a ceiling against growth. Measured on `npm run build`'s output.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_DIR, consoleSizes, LOGIN_BUDGET, readManifest, type ConsoleSizes } from '@employment-cloud/test-support/build/console-size';

/** Against growth (the bench prints the figure): today the layout, with the chat widget's shell (the interview dialog is its own chunk). */
const LARGEST_ROUTE_CEILING = 70 * 1024;

let sizes: ConsoleSizes;
beforeAll(() => {
  if (!existsSync(join(CONSOLE_DIR, 'dist/.vite/manifest.json'))) throw new Error('packages/console is not built: run `npm run build` first');
  sizes = consoleSizes();
});

it('the login page loads at most 150 KB of JS (gzip)', () => {
  expect(sizes.loginFiles.length).toBeGreaterThan(3);
  expect(sizes.loginPage).toBeLessThanOrEqual(LOGIN_BUDGET);
});

it('the login page downloads neither the session machine, the toasts, zod, dialogs, the layout nor the chat', () => {
  const sources = sizes.loginFiles.flatMap((file) => file.sources);
  expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true); // the maps are read
  for (const kept of [
    'node_modules/xstate/',
    'node_modules/@xstate/',
    'node_modules/sonner/',
    'node_modules/zod/',
    'node_modules/react-datepicker/',
    'node_modules/@radix-ui/',
    'src/layout/layout.tsx',
    'chat-widget/',
  ]) {
    expect(sources.filter((source) => source.includes(kept))).toEqual([]);
  }
});

it('keeps the largest route chunk under its ceiling', () => {
  expect(sizes.largestRoute.gzip).toBeGreaterThan(0);
  expect(sizes.largestRoute.gzip).toBeLessThanOrEqual(LARGEST_ROUTE_CEILING);
});

// Issue 19: the statistics pages' ECharts and CSV export, and the pages of part three, load only with their own routes.
const PART_THREE = [
  'src/pages/fairs/',
  'src/pages/feedback/',
  'src/pages/documents/agreement',
  'src/pages/help/',
  'src/pages/datas/',
  'src/pages/colleagues/',
  'src/pages/company/',
  'src/charts/',
];
const CHART_LIBRARIES = ['node_modules/echarts/', 'node_modules/zrender/', 'node_modules/papaparse/'];

it('keeps ECharts, papaparse and the pages of part three out of the login page and the layout', () => {
  for (const [what, files] of [
    ['login page', sizes.loginFiles],
    ['layout', sizes.layoutFiles],
  ] as const) {
    const sources = files.flatMap((file) => file.sources);
    expect(sources.some((source) => source.includes('src/layout/') || source.includes('src/pages/login/'))).toBe(true); // the maps are read
    expect({ what, found: sources.filter((source) => [...CHART_LIBRARIES, ...PART_THREE].some((kept) => source.includes(kept))) }).toEqual({ what, found: [] });
  }
});

it("puts ECharts in chunks of its own pages only (the statistics pages) and of the home page's trend chart", () => {
  expect(sizes.chartFiles.length).toBeGreaterThan(0);
  const manifest = readManifest();
  const chartFiles = new Set(sizes.chartFiles.map((chunk) => chunk.file));
  const importers = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && (chunk.imports ?? []).some((key) => chartFiles.has(manifest[key]!.file)))
    .map(([key]) => key)
    .sort();
  expect(importers).toEqual(['src/charts/trend-chart.tsx', 'src/pages/datas/recruiting-data-page.tsx', 'src/pages/help/help-datas-page.tsx']);
});

// Issue 32: the home page draws its trend with ECharts loaded by the chart itself, after the page.
it("keeps ECharts out of the home page's chunk: the trend chart imports it when it renders", () => {
  const manifest = readManifest();
  const home = manifest['src/pages/home/home-page.tsx'];
  expect(home?.isDynamicEntry).toBe(true);
  const chartFiles = new Set(sizes.chartFiles.map((chunk) => chunk.file));
  const staticFiles = new Set<string>();
  const visit = (key: string) => {
    if (staticFiles.has(manifest[key]!.file)) return;
    staticFiles.add(manifest[key]!.file);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit('src/pages/home/home-page.tsx');
  expect([...staticFiles].filter((file) => chartFiles.has(file))).toEqual([]);
  expect(home?.dynamicImports ?? []).toContain('src/charts/trend-chart.tsx');
  // What the trend adds: only the parts of ECharts it draws (no pie, funnel, title or dataset).
  const trend = sizes.chartFiles.filter(
    (chunk) =>
      chunk.file === manifest['src/charts/trend-chart.tsx']!.file ||
      (manifest['src/charts/trend-chart.tsx']!.imports ?? []).some((key) => manifest[key]!.file === chunk.file),
  );
  const sources = trend.flatMap((chunk) => chunk.sources);
  expect(sources.filter((source) => /echarts\/lib\/chart\/(pie|funnel)\//.test(source))).toEqual([]);
});
