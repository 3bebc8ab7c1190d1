// The shape React's useSyncExternalStore reads (docs/architecture.md §8): server state over the
// engine, kept and tested without React.
export interface ExternalStore<T> {
  /** Starts the store's work with its first listener and stops it with its last. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** A store that never changes. */
export const constantStore = <T>(value: T): ExternalStore<T> => ({ subscribe: () => () => undefined, getSnapshot: () => value });
