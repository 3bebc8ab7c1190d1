import type { EventName, Events } from './protocol';

/** An event's frame, encoded once however many connections it goes to. */
export class EncodedEvent {
  private bytes: Buffer | undefined;

  constructor(
    readonly event: EventName,
    readonly data: unknown,
  ) {}

  get frame(): Buffer {
    return (this.bytes ??= Buffer.from(JSON.stringify({ event: this.event, data: this.data })));
  }
}

/** A logged-in connection as the registry sees it. */
export interface OnlinePeer {
  readonly userID: string;
  /** `encoded`: the same event, already encoded for another connection. */
  push<E extends EventName>(event: E, data: Events[E], encoded?: EncodedEvent): void;
  /** Sends `kickedOut` and closes the connection. */
  kick(type: Events['kickedOut']['type']): void;
}

/** Who is connected, in this process: the live connections of each chat user. */
export class Presence {
  private readonly byUser = new Map<string, Set<OnlinePeer>>();
  /** Set when the server stops: nothing more is pushed. */
  closed = false;

  constructor(private readonly multiInstance: boolean) {}

  /**
   * Registers a connection that has just logged in. Unless several instances are allowed, the
   * user's other connections are kicked out first. `cameOnline` is false if the user already was.
   */
  attach(peer: OnlinePeer): { cameOnline: boolean } {
    const peers = this.byUser.get(peer.userID) ?? new Set<OnlinePeer>();
    const cameOnline = peers.size === 0;
    if (!this.multiInstance) {
      for (const old of peers) {
        peers.delete(old);
        old.kick('multipleAccount');
      }
    }
    peers.add(peer);
    this.byUser.set(peer.userID, peers);
    return { cameOnline };
  }

  /** Forgets a closed connection; `wentOffline` when it was the user's last one. */
  detach(peer: OnlinePeer): { wentOffline: boolean } {
    const peers = this.byUser.get(peer.userID);
    if (!peers?.delete(peer)) return { wentOffline: false };
    if (peers.size > 0) return { wentOffline: false };
    this.byUser.delete(peer.userID);
    return { wentOffline: true };
  }

  isOnline(userID: string): boolean {
    return (this.byUser.get(userID)?.size ?? 0) > 0;
  }

  onlineAmong(userIDs: Iterable<string>): string[] {
    if (this.closed) return [];
    return [...new Set(userIDs)].filter((id) => this.isOnline(id));
  }

  /** Pushes an event to every live connection of these users, except `except`. */
  push<E extends EventName>(userIDs: Iterable<string>, event: E, data: Events[E], except?: OnlinePeer): void {
    if (this.closed) return;
    const encoded = new EncodedEvent(event, data);
    for (const userID of new Set(userIDs)) {
      for (const peer of this.byUser.get(userID) ?? []) if (peer !== except) peer.push(event, data, encoded);
    }
  }

  close(): void {
    this.closed = true;
  }

  get size(): number {
    return this.byUser.size;
  }
}
