// The host app's build and its dev and preview servers. The page only ever calls its own origin:
// the platform's paths are proxied to the API (VITE_API_BASE), so the API's CORS allow-list
// (WIDGET_ALLOWED_ORIGINS) needs no entry for this app and no API address goes into the bundle.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';

export const DEFAULT_API_BASE = 'http://127.0.0.1:8080';

/**
 * /front (REST), /chat (the chat WebSocket and its uploads), /uploads (stored files) and /widget
 * (the widget's emoji pictures, its default assetBase). The Host header is kept (no changeOrigin):
 * the server then names ws://<this origin>/chat in the chat credential, and sees the page's Origin
 * as its own origin, so the WebSocket is accepted without an allow-list entry.
 */
export function platformProxy(apiBase: string): Record<string, ProxyOptions> {
  const to: ProxyOptions = { target: apiBase, changeOrigin: false };
  return { '/front/': to, '/uploads/': to, '/widget/': to, '/chat': { ...to, ws: true } };
}

export default defineConfig(({ mode }) => {
  const root = fileURLToPath(new URL('.', import.meta.url));
  // The environment wins over .env files (loadEnv reads both).
  const apiBase = loadEnv(mode, root, 'VITE_').VITE_API_BASE || DEFAULT_API_BASE;
  const proxy = platformProxy(apiBase);
  return {
    root,
    plugins: [react()],
    server: { proxy },
    preview: { proxy },
    // Over Vite's 500 kB warning is only the Tencent Cloud Chat SDK, a chunk the widget loads when
    // a credential names a Tencent SDKAppID (never with this repository's local chat service).
    build: { target: 'es2022', chunkSizeWarningLimit: 750 },
  };
});
