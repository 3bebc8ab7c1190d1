// The host's side of the events between it and the widget (docs/architecture.md §8): the three the
// page listens to, kept newest first for the log panel.
import { useEffect, useRef, useState } from 'react';
import { chatEvents, type ChatEventName } from '@employment-cloud/chat-widget';

/** open-chat and close-chat come from the host (its buttons); interview-sent from the widget. */
export const HOST_EVENTS = ['open-chat', 'close-chat', 'interview-sent'] as const satisfies readonly ChatEventName[];

export interface LoggedEvent {
  id: number;
  name: (typeof HOST_EVENTS)[number];
  /** The payload as JSON, '' for none. */
  payload: string;
  at: Date;
}

export function useChatEventLog(limit = 8): LoggedEvent[] {
  const [log, setLog] = useState<LoggedEvent[]>([]);
  const nextId = useRef(0);
  useEffect(() => {
    const unsubscribe = HOST_EVENTS.map((name) =>
      chatEvents.on(name, (payload) => {
        const entry = { id: nextId.current++, name, payload: payload === undefined ? '' : JSON.stringify(payload), at: new Date() };
        setLog((previous) => [entry, ...previous].slice(0, limit));
      }),
    );
    return () => unsubscribe.forEach((off) => off());
  }, [limit]);
  return log;
}
