import type { SignalingEvent, SignalingEventName, SignalingHandler } from '../signaling';

type AnyHandler = (event: SignalingEvent) => void;

/** The SDK's add/removeSignalingListener: handlers get `{ name, data }`; one failing does not stop the rest. */
export class SignalingListeners {
  private readonly handlers = new Map<SignalingEventName, Set<AnyHandler>>();

  add<E extends SignalingEventName>(name: E, handler: SignalingHandler<E>): void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as unknown as AnyHandler);
  }

  remove<E extends SignalingEventName>(name: E, handler: SignalingHandler<E>): void {
    this.handlers.get(name)?.delete(handler as unknown as AnyHandler);
  }

  emit(event: SignalingEvent): void {
    for (const handler of [...(this.handlers.get(event.name) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        // A host's bug must not keep the other handlers from hearing of a call.
        console.error(`chat engine: a ${event.name} signalling handler threw`, error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
