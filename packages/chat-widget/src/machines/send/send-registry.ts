// The send actors of one engine, by message ID: they outlive the composer (a message keeps
// sending while the user switches conversation), and the resend confirm reads the one confirming.
import { createActor, type ActorRefFrom } from 'xstate';
import type { Message } from '../../engine/message';
import type { sendMachine } from './send.machine';

export type SendActor = ActorRefFrom<typeof sendMachine>;

export class SendRegistry {
  private readonly actors = new Map<string, SendActor>();
  private readonly listeners = new Set<() => void>();
  private confirmingActor: SendActor | null = null;

  /** The actor of a message, started with `machine` when there is none yet. */
  ensure(message: Message, machine: typeof sendMachine): SendActor {
    const existing = this.actors.get(message.ID);
    if (existing && existing.getSnapshot().status === 'active') return existing;
    const actor = createActor(machine, { input: { message } });
    this.actors.set(message.ID, actor);
    actor.subscribe((snapshot) => {
      const confirming = snapshot.hasTag('confirming');
      if (confirming && this.confirmingActor !== actor) this.setConfirming(actor);
      else if (!confirming && this.confirmingActor === actor) this.setConfirming(null);
      if (snapshot.status === 'done') this.actors.delete(message.ID);
    });
    actor.start();
    return actor;
  }

  get(messageID: string): SendActor | undefined {
    return this.actors.get(messageID);
  }

  /** The actor waiting for the resend confirmation, if any. */
  confirming = (): SendActor | null => this.confirmingActor;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setConfirming(actor: SendActor | null) {
    // Only one confirm at a time: a second request cancels the first.
    if (actor && this.confirmingActor) this.confirmingActor.send({ type: 'cancel' });
    this.confirmingActor = actor;
    for (const listener of this.listeners) listener();
  }
}

const registries = new WeakMap<object, SendRegistry>();

/** One registry per engine. */
export function sendRegistryOf(engine: object): SendRegistry {
  let registry = registries.get(engine);
  if (!registry) registries.set(engine, (registry = new SendRegistry()));
  return registry;
}
