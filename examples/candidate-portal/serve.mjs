// The example candidate portal's own server: static files from public/, and /config.js telling
// the page where the platform API is, so the files themselves name no host.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('./public/', import.meta.url));

/**
 * Starts the portal. It listens on 127.0.0.1 unless told otherwise: it is a demo, not a service.
 * @param {{ host?: string, port?: number, apiBase?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPortal({ host = '127.0.0.1', port = 8081, apiBase = 'http://127.0.0.1:8080' } = {}) {
  const app = Fastify({ logger: false });
  const config = `window.PORTAL_CONFIG = ${JSON.stringify({ apiBase: apiBase.replace(/\/+$/, '') })};\n`;
  app.get('/config.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(config));
  await app.register(fastifyStatic, { root: publicDir, prefix: '/' });
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`, close: () => app.close() };
}

// Run directly: node examples/candidate-portal/serve.mjs (PORTAL_PORT, PORTAL_HOST, API_BASE).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const portal = await startPortal({
    host: process.env.PORTAL_HOST || '127.0.0.1',
    port: Number(process.env.PORTAL_PORT || 8081),
    apiBase: process.env.API_BASE || 'http://127.0.0.1:8080',
  });
  console.log(`候选人门户 (candidate portal): ${portal.url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void portal.close().then(() => process.exit(0)));
}
