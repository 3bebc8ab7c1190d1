// The console is served by the reference server under /enterprise_web/ (docs/console.md §9; the
// router's basename is /enterprise_web). Pages are lazy route chunks.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/enterprise_web/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022', manifest: true, modulePreload: { polyfill: false } },
});
