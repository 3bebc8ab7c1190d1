// Vite's JavaScript API for react-app.test.ts. Jest's CommonJS runtime cannot load Vite (it
// ships ES modules only), so the test runs this file as a child process:
//   node test/vite-api.mjs build <outDir>           builds the app with vite.config.ts
//   node test/vite-api.mjs preview <outDir> <port>  serves that build with the same proxy; prints
//                                                   "ready <url>" and serves until killed
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const [command, outDir, port] = process.argv.slice(2);

if (command === 'build' && outDir) {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
} else if (command === 'preview' && outDir && port) {
  const server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: Number(port), strictPort: true } });
  console.log(`ready ${server.resolvedUrls?.local[0]}`);
} else {
  console.error('usage: node test/vite-api.mjs build <outDir> | preview <outDir> <port>');
  process.exit(2);
}
