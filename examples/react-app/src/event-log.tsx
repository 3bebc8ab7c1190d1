// The log panel: the events the page heard, the last one first.
import type { LoggedEvent } from './use-chat-event-log';

export function EventLog({ entries }: { entries: LoggedEvent[] }) {
  return (
    <section className="event-log" aria-labelledby="event-log-title">
      <h2 id="event-log-title">组件事件</h2>
      <div role="log" aria-label="事件日志">
        {entries.length === 0 ? (
          <p>还没有事件。</p>
        ) : (
          <ol>
            {entries.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at.toISOString()}>{entry.at.toLocaleTimeString('zh-CN')}</time> <code>{entry.name}</code>{' '}
                {entry.payload && <code>{entry.payload}</code>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
