// The unread total for the widget's own views (the launcher's badge) and for the host
// (chatEvents 'unread-change'): one reading per provider, so both always agree.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatEvents } from './chat-events';
import { useOptionalChatEngine } from './engine-context';
import { watchUnreadTotal } from './unread-total';

const UnreadTotalContext = createContext<number>(0);

/** 0 until the session is ready (and outside a provider). */
export const useUnreadTotal = (): number => useContext(UnreadTotalContext);

export function UnreadTotalProvider({ events, children }: { events: ChatEvents; children: ReactNode }) {
  const engine = useOptionalChatEngine();
  const [total, setTotal] = useState(0);
  // Across engines (a new login after a kick-out): the host hears a value only when it differs.
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!engine) {
      // Signed out after a session (kicked out): no count is known, so none is shown until the
      // next sign-in reads it again, rather than the old one going stale.
      setTotal(0);
      if (told.current !== null && told.current !== 0) {
        told.current = 0;
        events.emit('unread-change', { total: 0 });
      }
      return;
    }
    return watchUnreadTotal(engine, (next) => {
      setTotal(next);
      if (told.current === next) return;
      told.current = next;
      events.emit('unread-change', { total: next });
    });
  }, [engine, events]);
  return <UnreadTotalContext.Provider value={total}>{children}</UnreadTotalContext.Provider>;
}
