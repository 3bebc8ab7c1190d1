// The signed-in user's unread total, read from an engine without React: its value now, then each
// change. The engine announces the total itself (TOTAL_UNREAD_MESSAGE_COUNT_UPDATED); the
// conversation list's updates are read too, because the Tencent SDK may send the list before the
// total after a login, and a host's badge should not wait for the second event.
import type { ChatEngine } from '../engine';
import { EVENT } from '../engine/constants';

/** Calls `onTotal` with the current total at once, then whenever it changes. Returns the unsubscribe. */
export function watchUnreadTotal(engine: ChatEngine, onTotal: (total: number) => void): () => void {
  let last: number | null = null;
  const report = (total: number) => {
    if (!Number.isFinite(total) || total === last) return;
    last = total;
    onTotal(total);
  };
  const read = () => {
    try {
      report(engine.getTotalUnreadMessageCount());
    } catch {
      // An engine between sessions has no conversations to count: its next event says.
    }
  };
  const onTotalEvent = ({ data }: { data: number }) => report(data);
  engine.on(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, onTotalEvent);
  engine.on(EVENT.CONVERSATION_LIST_UPDATED, read);
  read();
  return () => {
    engine.off(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, onTotalEvent);
    engine.off(EVENT.CONVERSATION_LIST_UPDATED, read);
  };
}
