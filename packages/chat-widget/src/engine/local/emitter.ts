import type { ChatEventData, ChatEventHandler } from '../chat-engine';
import type { EventName } from '../constants';

type AnyHandler = (event: { name: string; data: unknown }) => void;

/** The SDK's `on`/`off`: handlers get `{ name, data }`; one failing handler does not stop the rest. */
export class Emitter {
  private readonly handlers = new Map<string, Set<AnyHandler>>();

  on<E extends EventName>(name: E, handler: ChatEventHandler<E>): void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as unknown as AnyHandler);
  }

  off<E extends EventName>(name: E, handler: ChatEventHandler<E>): void {
    this.handlers.get(name)?.delete(handler as unknown as AnyHandler);
  }

  emit<E extends keyof ChatEventData>(name: E, data: ChatEventData[E]): void {
    for (const handler of [...(this.handlers.get(name) ?? [])]) {
      try {
        handler({ name, data });
      } catch (error) {
        // A host's bug must not break delivery to the other handlers or the engine's own state.
        console.error(`chat engine: a ${name} handler threw`, error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
