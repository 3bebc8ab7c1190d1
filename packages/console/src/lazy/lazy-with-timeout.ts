// Lazy route chunks with a time-out (docs/console.md §9: 120 s): a chunk that has not arrived by
// then is replaced by a prompt to reload the page, instead of a spinner forever.
import type { ComponentType } from 'react';
import { ChunkFailedPrompt, ChunkTimeoutPrompt } from './chunk-timeout-prompt';
import { preloadable, type Preloadable } from './preloadable';

export const CHUNK_TIMEOUT_MS = 120_000;

type Module<P> = { default: ComponentType<P> };

/** The chunk, or after `ms` the reload prompt in its place (the late chunk is ignored). */
export function importWithTimeout<P>(importer: () => Promise<Module<P>>, ms = CHUNK_TIMEOUT_MS): Promise<Module<P>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve({ default: ChunkTimeoutPrompt as ComponentType<P> }), ms);
    importer().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A lazy component with the time-out, for the route table: `lazyWithTimeout(() => import('./pages/home'))`,
 * preloadable (preloadable.tsx). A chunk that fails to load ("Failed to fetch dynamically
 * imported module": a redeploy removed it) shows the reload prompt in the page's place, never a
 * white page.
 */
export function lazyWithTimeout<P extends object>(importer: () => Promise<Module<P>>, ms = CHUNK_TIMEOUT_MS): Preloadable<P> {
  return preloadable(() => importWithTimeout(importer, ms).catch(() => ({ default: ChunkFailedPrompt as ComponentType<P> })));
}
