// The built front ends (the console, the widget's script tag, the example portal): each file in
// the smallest encoding the browser accepts, from the .br and .gz copies the build wrote
// (scripts/precompress.mjs), and cached as its name allows. A file whose name carries its
// content's hash never changes, so browsers keep it a year without asking again; every other
// file (index.html, the script tag's loader and module entry) is revalidated on each use by its
// ETag and costs a 304 when unchanged.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Config } from '../config';

export type StaticRoot = Config['staticRoots'][number];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const COMPRESSED_COPY = /\.(br|gz)$/;

/** The Cache-Control of a file of `root`, by its path relative to the root ('/' separated). */
export function cacheControl(root: Pick<StaticRoot, 'immutable'>, relativePath: string): string {
  return root.immutable?.test(relativePath.replace(COMPRESSED_COPY, '')) ? IMMUTABLE : REVALIDATE;
}

/** Adds `name` to the response's Vary, keeping what other hooks (CORS: Origin) put there. */
function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase() || n === '*')) reply.header('vary', [...names, name].join(', '));
}

export async function registerStaticRoots(app: FastifyInstance, roots: readonly StaticRoot[]): Promise<void> {
  for (const root of roots) {
    if (!existsSync(root.dir)) continue;
    // A scope of its own, so the hook below touches this root's answers only.
    await app.register(async (scope) => {
      // The same URL answers brotli, gzip or plain by the request's Accept-Encoding.
      scope.addHook('onSend', async (_request, reply, payload) => {
        addVary(reply, 'Accept-Encoding');
        return payload;
      });
      await scope.register(fastifyStatic, {
        root: root.dir,
        prefix: root.prefix,
        decorateReply: false,
        wildcard: true,
        preCompressed: true,
        // send's own `public, max-age=0` would replace ours.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', cacheControl(root, relative(root.dir, path).split(sep).join('/')));
          // The script tag's loader adds module scripts, which browsers fetch with CORS from other origins.
          if (root.crossOrigin) res.setHeader('access-control-allow-origin', '*');
        },
      });
    });
  }
}
