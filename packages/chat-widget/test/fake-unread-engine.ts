// An engine as far as the unread total goes (provider/unread-total.ts): its two events and the
// total it answers now, for tests that need no chat service.
import type { ChatEngine } from '../src/engine';
import { EVENT } from '../src/engine/constants';

/** An engine as far as the watcher sees it: events, and the total it answers now. */
export function fakeUnreadEngine(initial: number) {
  let total = initial;
  const handlers = new Map<string, Set<(event: { name: string; data: unknown }) => void>>();
  const engine = {
    on: (name: string, handler: (event: { name: string; data: unknown }) => void) =>
      void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
    off: (name: string, handler: (event: { name: string; data: unknown }) => void) => void handlers.get(name)?.delete(handler),
    getTotalUnreadMessageCount: () => total,
  };
  const emit = (name: string, data: unknown) => handlers.get(name)?.forEach((handler) => handler({ name, data }));
  return {
    engine: engine as unknown as ChatEngine,
    listeners: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
    /** The engine's total changes and it says so. */
    announce(next: number) {
      total = next;
      emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, next);
    },
    /** The total changes with a conversation list update only. */
    listChanged(next: number) {
      total = next;
      emit(EVENT.CONVERSATION_LIST_UPDATED, []);
    },
  };
}
