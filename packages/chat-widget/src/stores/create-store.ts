// A store whose work runs while someone listens (docs/architecture.md §8): `start` subscribes to
// the engine and asks it once, and gives back what stops it. What `start`'s callbacks set after
// the stop (a late answer) is dropped, as the views' `let live` guards used to.
import type { ExternalStore } from './external-store';

export type SetState<T> = (next: T | ((previous: T) => T)) => void;

export function createStore<T>(initial: T, start: (set: SetState<T>) => () => void): ExternalStore<T> {
  const listeners = new Set<() => void>();
  let value = initial;
  let stop: (() => void) | null = null;
  let generation = 0;

  const begin = () => {
    const mine = ++generation;
    const set: SetState<T> = (next) => {
      if (mine !== generation) return;
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    };
    stop = start(set);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) begin();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stop) return;
        generation++;
        stop();
        stop = null;
      };
    },
    getSnapshot: () => value,
  };
}
