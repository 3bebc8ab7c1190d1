// Requests the composer and the action menu make of panels built elsewhere (the forward panel,
// the call listener): a typed emitter per engine, no DOM.
import type { Message, MessageOf } from '../../engine/message';

export interface WidgetRequestMap {
  /**
   * The forward panel for these messages. From the multi-select bar: `mode` already chosen, the
   * merged bundle's `title`, and `onSent` when they were sent (the selection ends).
   */
  forward: { messages: Message[]; mode?: 'oneByOne' | 'merged'; title?: string; onSent?(): void };
  /** A merged message's card was clicked (in the list, or inside another merged message's detail). */
  'open-merged': { message: MessageOf<'TIMRelayElem'> };
  /** Own messages sent from outside a message list (forwarding): the list of their conversation shows them at once. */
  sent: { messages: Message[] };
  /** 1 voice, 2 video (docs/chat.md §3 call_type). */
  call: { conversationID: string; type: 1 | 2 };
  /**
   * A call through the widget's own calls (views/call, when the host has no calling service):
   * `type` 1 voice, 2 video; `groupID` for a group call of up to 4 (the caller and 3 invitees).
   */
  'start-call': { userIDList: string[]; groupID?: string; type: 1 | 2 };
  /** Start a group chat with these friends (the start-conversation menu); the group create dialog answers it. */
  'create-group': { memberList: string[] };
  /** The group chat header's settings button: the group's manage panel. */
  'manage-group': { groupID: string };
}

type Listener<E extends keyof WidgetRequestMap> = (payload: WidgetRequestMap[E]) => void;

export class WidgetRequests {
  private readonly listeners = new Map<keyof WidgetRequestMap, Set<Listener<never>>>();

  on<E extends keyof WidgetRequestMap>(event: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<E extends keyof WidgetRequestMap>(event: E, payload: WidgetRequestMap[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as Listener<E>)(payload);
  }
}

const byEngine = new WeakMap<object, WidgetRequests>();

export function widgetRequestsOf(engine: object): WidgetRequests {
  let requests = byEngine.get(engine);
  if (!requests) byEngine.set(engine, (requests = new WidgetRequests()));
  return requests;
}
