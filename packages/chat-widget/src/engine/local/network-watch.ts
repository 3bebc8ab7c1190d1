// Whether the device is online, as the browser tells it (navigator.onLine and the window's
// `online` / `offline` events): the fastest sign that the network went, and that it came back.
// Elsewhere (Node, workers without the events) there is none, and the heartbeat alone tells.

export interface NetworkWatch {
  isOnline(): boolean;
  /** Calls `onChange` on each change; returns the unsubscribe. */
  subscribe(onChange: (online: boolean) => void): () => void;
}

interface BrowserGlobal {
  navigator?: { onLine?: unknown };
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

/** The browser's, or undefined where there is none. */
export function browserNetwork(scope: BrowserGlobal = globalThis): NetworkWatch | undefined {
  const { navigator } = scope;
  if (typeof navigator?.onLine !== 'boolean' || typeof scope.addEventListener !== 'function' || typeof scope.removeEventListener !== 'function')
    return undefined;
  return {
    isOnline: () => navigator.onLine !== false,
    subscribe(onChange) {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      scope.addEventListener!('online', online);
      scope.addEventListener!('offline', offline);
      return () => {
        scope.removeEventListener!('online', online);
        scope.removeEventListener!('offline', offline);
      };
    },
  };
}
