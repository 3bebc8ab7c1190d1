// A lazily loaded component whose chunk can be fetched ahead of its first render (the console's
// README, "How a page loads"). React.lazy alone suspends on every first render, even
// when the chunk is already in the page, and React holds back the content that replaces a
// shown fallback by up to 300 ms: a first load that passes through the session gate, the
// layout and the page paid that three times. Once its chunk is in, this component renders the
// loaded one directly, without suspending.
import { lazy, type ComponentType, type ReactElement } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once); settles when it has loaded or failed. */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(importer: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<Module<P>> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // the next preload tries again (React.lazy keeps its own failure)
        throw error;
      },
    ));
  const Lazy = lazy(load);
  const component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(component, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
