// What browsers may do with what this server sends: a strict Content Security Policy for the
// pages it serves (the console), a closed one for everything that is never a
// page (the widget's scripts, API answers, uploads), no MIME sniffing, and no full URLs leaked to
// other sites. Uploads that are not images are downloads, never rendered in our origin.
import type { FastifyInstance } from 'fastify';
import { extname } from 'node:path';

export interface CspSources {
  /** Frames the console embeds besides its own origin (the map picker). */
  frame: string[];
  /** Endpoints besides this origin (and its WebSocket) that pages call, e.g. Tencent Cloud Chat. */
  connect: string[];
}

/** Prefixes whose HTML pages get the page policy. */
const PAGE_PREFIXES = ['/enterprise_web/'];

const directive = (name: string, values: string[]) => [name, ...values].join(' ');

/** The policy of our own pages: no inline script, no eval, no plugins, no <base>, never framed. */
export function pagePolicy(sources: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components, sonner and Radix's scroll lock add <style> elements at run time, and a
    // static index.html has no per-response nonce to give them. Styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // Avatars and message images come from uploads, object URLs (files being sent) and CDNs; the
    // chat widget's emoji and stickers from /widget/assets/ ('self').
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    // 'self' covers the local chat service's ws:// on this host (CSP Level 3).
    directive('connect-src', ["'self'", ...sources.connect]),
    // blob: the console's resume preview frames a PDF it fetched (always made a Blob typed
    // application/pdf, so the frame is Chromium's PDF viewer, never a document of ours).
    directive('frame-src', ["'self'", 'blob:', ...sources.frame]),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For answers that are not pages: opened directly, they may load and run nothing. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_UPLOADS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp']);

/** Headers of a file under /uploads/: images show inline; anything else is an attachment. */
export function uploadHeaders(path: string): Record<string, string> {
  const inline = INLINE_UPLOADS.has(extname(path).toLowerCase());
  return {
    // sandbox: even a file a browser would render (a PDF, a text) runs in an opaque origin.
    'content-security-policy': `${RESOURCE_POLICY}; sandbox`,
    ...(inline ? {} : { 'content-disposition': 'attachment' }),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, sources: CspSources): void {
  const page = pagePolicy(sources);
  // A callback hook, not an async one: it runs on every answer, and a promise per answer costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // @fastify/static's setHeaders writes to the raw response, which reply.getHeader does not see.
    const header = (name: string) => reply.getHeader(name) ?? reply.raw.getHeader(name);
    if (header('content-security-policy') === undefined) {
      // By the path too: a 304 to a revalidation has no content type, and its headers replace the
      // cached page's (a resource policy there would block the console's own scripts).
      const path = request.url.split('?')[0]!;
      const isPage =
        PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) && (/\.html$/.test(path) || /^text\/html/.test(String(header('content-type') ?? '')));
      reply.header('content-security-policy', isPage ? page : RESOURCE_POLICY);
    }
    done(null, payload);
  });
}
