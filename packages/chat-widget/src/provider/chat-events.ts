// The events between a host and the widget (docs/architecture.md §8): the host emits open-chat and
// close-chat; the widget emits interview-sent when an interview invitation went out,
// interview-answered when the candidate's answer to one is given or heard, and unread-change when
// the signed-in user's unread total changes (a portal's own badge).

export interface ChatEventMap {
  'open-chat': { conversationID?: string; userID?: string; jobId?: string | number };
  'close-chat': undefined;
  'interview-sent': { interview: Record<string, unknown> };
  /**
   * The candidate answered an interview invitation (status 2 accepted, 3 declined): on the
   * candidate's side once the server took it, on the recruiter's when the answer's message comes
   * in. A host re-reads its interview lists (the message alone proves nothing).
   */
  'interview-answered': { id: string; status: number };
  /**
   * 'View details' of an interview message: the host routes to interviewIndex with this id, and
   * the chat closes. With no listener (a portal without an interview page) the widget shows the
   * interview's details itself and stays open.
   */
  'view-interview': { id: string | number };
  /** The signed-in user's total unread count: once after login, then on each change (never the same twice). */
  'unread-change': { total: number };
}

export type ChatEventName = keyof ChatEventMap;
type Listener<E extends ChatEventName> = (payload: ChatEventMap[E]) => void;

export interface ChatEvents {
  on<E extends ChatEventName>(event: E, listener: Listener<E>): () => void;
  off<E extends ChatEventName>(event: E, listener: Listener<E>): void;
  emit<E extends ChatEventName>(event: E, ...payload: ChatEventMap[E] extends undefined ? [] : [ChatEventMap[E]]): void;
  /** How many listeners an event has: whether the host handles it (view-interview: a route). */
  listenerCount(event: ChatEventName): number;
}

export function createChatEvents(): ChatEvents {
  const listeners = new Map<ChatEventName, Set<Listener<never>>>();
  const events: ChatEvents = {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => events.off(event, listener);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<typeof event>)(payload[0] as ChatEventMap[typeof event]);
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  };
  return events;
}

/** The page-wide emitter hosts use (`chatEvents.emit('open-chat', { userID })`). Created lazily-free: a Map, no DOM. */
export const chatEvents: ChatEvents = createChatEvents();
