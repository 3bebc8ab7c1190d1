// Lazy route chunks with the 120 s time-out (docs/console.md §9), for the route table.
export { lazyWithTimeout, importWithTimeout, CHUNK_TIMEOUT_MS } from './lazy-with-timeout';
export { ChunkFailedPrompt, ChunkTimeoutPrompt } from './chunk-timeout-prompt';
export { preloadable, type Preloadable } from './preloadable';
