// The console's sizes (issue 8), gzip: the JS the login page loads (from the build's manifest,
// and as headless Chromium downloads it from the built server) and the largest route chunk.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { consoleSizes, LOGIN_BUDGET } from '@employment-cloud/test-support/build/console-size';
import { startBuiltServer } from './built-server';

const consoleDir = fileURLToPath(new URL('../../packages/console', import.meta.url));
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every script the login page fetches until the form shows, gzip-9 of each body. */
async function loginPageInChromium(): Promise<{ files: number; gzip: number }> {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale: 'zh-CN' }); // the default language (another adds its locale chunk)
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${server.url}/enterprise_web/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    return { files: sizes.length, gzip: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function benchConsoleSize(): Promise<void> {
  const sizes = consoleSizes(consoleDir);
  const inChromium = await loginPageInChromium();
  console.log('\nconsole sizes (gzip)');
  const over = (bytes: number) => (bytes > LOGIN_BUDGET ? '  OVER' : '');
  console.log(
    `  login page JS, by the manifest  ${kb(sizes.loginPage).padStart(9)}  in ${sizes.loginFiles.length} files  (goal ≤ ${kb(LOGIN_BUDGET)})${over(sizes.loginPage)}`,
  );
  console.log(`  login page JS, in Chromium      ${kb(inChromium.gzip).padStart(9)}  in ${inChromium.files} files${over(inChromium.gzip)}`);
  console.log(
    `  layout JS (signed-in, before a page) ${kb(sizes.layoutDownload).padStart(9)}  in ${sizes.layoutFiles.length} files (no ECharts, no part-three page)`,
  );
  console.log(`  ECharts chunks (statistics pages)    ${kb(sizes.charts).padStart(9)}  in ${sizes.chartFiles.length} files`);
  console.log(
    `  largest route chunk             ${kb(sizes.largestRoute.gzip).padStart(9)}  (${sizes.largestRoute.name}; opening it adds ${kb(sizes.largestRouteAdds)} with its imports)`,
  );
}
