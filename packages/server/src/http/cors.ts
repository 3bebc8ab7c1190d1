// Cross-origin calls from the portals that embed the chat widget by script tag. Only the origins
// in WIDGET_ALLOWED_ORIGINS get CORS answers (the origin echoed, never `*`: the calls carry the
// user's token or UserSig); a page on this server's own origin needs none. The WebSocket /chat
// checks the same list, since browsers do not apply CORS to WebSockets.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language'],
    exposedHeaders: ['content-disposition'],
    credentials: false,
    maxAge: 600,
  });
}

/**
 * Whether a request may come from where its Origin header says: no Origin (not a browser page),
 * this server's own origin, or an allowed portal.
 */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin);
}
