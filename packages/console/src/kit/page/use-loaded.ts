// One record a page shows (not a list): loading, error or ready, loaded again when `returns`
// changes (the page came back into view) and on retry(). `load` is read on each load.
import { useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading'; error: '' } | { status: 'error'; error: string } | { status: 'ready'; data: T; error: '' };

export function useLoaded<T>(load: () => Promise<T>, returns: number) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', error: '' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let live = true;
    loader.current().then(
      (data) => live && setState({ status: 'ready', data, error: '' }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [returns, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
