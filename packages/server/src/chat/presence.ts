import type { EventName, Events } from './protocol';

/** A logged-in connection as the registry sees it. */
export interface OnlinePeer {
  readonly userID: string;
  push<E extends EventName>(event: E, data: Events[E]): void;
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
    for (const userID of new Set(userIDs)) {
      for (const peer of this.byUser.get(userID) ?? []) if (peer !== except) peer.push(event, data);
    }
  }

  close(): void {
    this.closed = true;
  }

  get size(): number {
    return this.byUser.size;
  }
}
