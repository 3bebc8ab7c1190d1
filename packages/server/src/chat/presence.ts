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
  /** Unique in the cluster: names the connection a push skips when it goes through another node. */
  readonly peerID?: string;
  /** `encoded`: the same event, already encoded for another connection. */
  push<E extends EventName>(event: E, data: Events[E], encoded?: EncodedEvent): void;
  /** Sends `kickedOut` and closes the connection. */
  kick(type: Events['kickedOut']['type']): void;
}

/** The connection a push skips: one of this node's, or one on another node by its peerID. */
export type ExceptPeer = OnlinePeer | { readonly peerID: string };

/**
 * The other nodes, as presence needs them (cluster/chat-link.ts): who is connected there, and
 * pushes and kicks for their connections. Absent on a single node.
 */
export interface PresenceLink {
  onlineElsewhere(userID: string): boolean;
  /** This node's first connection of the user / its last one closed. */
  attached(userID: string): void;
  detached(userID: string): void;
  /** The event to the users' connections on the other nodes, except the one named. */
  push(userIDs: string[], event: EventName, data: unknown, exceptPeerID?: string): void;
  /** Kicks the user's connections on the other nodes made before `at` (a login then, one instance allowed). */
  kickElsewhere(userID: string, at: number): void;
}

/** Who is connected: the live connections of each chat user here, and through `link` elsewhere. */
export class Presence {
  private readonly byUser = new Map<string, Set<OnlinePeer>>();
  /** When each connection logged in (ms since the epoch): a login elsewhere kicks only older ones. */
  private readonly since = new WeakMap<OnlinePeer, number>();
  /** Set when the server stops: nothing more is pushed. */
  closed = false;
  link: PresenceLink | undefined;

  constructor(private readonly multiInstance: boolean) {}

  /**
   * Registers a connection that has just logged in. Unless several instances are allowed, the
   * user's other connections, here and on other nodes, are kicked out first. `cameOnline` is false
   * if the user already was online anywhere.
   */
  attach(peer: OnlinePeer): { cameOnline: boolean } {
    const peers = this.byUser.get(peer.userID) ?? new Set<OnlinePeer>();
    const firstHere = peers.size === 0;
    const cameOnline = firstHere && !this.link?.onlineElsewhere(peer.userID);
    if (!this.multiInstance) {
      for (const old of peers) {
        peers.delete(old);
        old.kick('multipleAccount');
      }
      this.link?.kickElsewhere(peer.userID, Date.now());
    }
    this.since.set(peer, Date.now());
    peers.add(peer);
    this.byUser.set(peer.userID, peers);
    if (firstHere) this.link?.attached(peer.userID);
    return { cameOnline };
  }

  /** Forgets a closed connection; `wentOffline` when it was the user's last one anywhere. */
  detach(peer: OnlinePeer): { wentOffline: boolean } {
    const peers = this.byUser.get(peer.userID);
    if (!peers?.delete(peer)) return { wentOffline: false };
    if (peers.size > 0) return { wentOffline: false };
    this.byUser.delete(peer.userID);
    this.link?.detached(peer.userID);
    return { wentOffline: !this.link?.onlineElsewhere(peer.userID) };
  }

  /** Connected to this node. */
  isHere(userID: string): boolean {
    return (this.byUser.get(userID)?.size ?? 0) > 0;
  }

  isOnline(userID: string): boolean {
    return this.isHere(userID) || (this.link?.onlineElsewhere(userID) ?? false);
  }

  onlineAmong(userIDs: Iterable<string>): string[] {
    if (this.closed) return [];
    return [...new Set(userIDs)].filter((id) => this.isOnline(id));
  }

  /** Pushes an event to every live connection of these users, on every node, except `except`. */
  push<E extends EventName>(userIDs: Iterable<string>, event: E, data: Events[E], except?: ExceptPeer): void {
    if (this.closed) return;
    const users = [...new Set(userIDs)];
    this.pushHere(users, event, data, except?.peerID, except);
    const link = this.link;
    if (!link) return;
    const elsewhere = users.filter((id) => link.onlineElsewhere(id));
    if (elsewhere.length > 0) link.push(elsewhere, event, data, except?.peerID);
  }

  /** The same for this node's connections only (a push from another node). */
  pushHere<E extends EventName>(userIDs: Iterable<string>, event: E, data: Events[E], exceptPeerID?: string, except?: object): void {
    if (this.closed) return;
    const encoded = new EncodedEvent(event, data);
    for (const userID of userIDs) {
      for (const peer of this.byUser.get(userID) ?? []) {
        if (peer !== except && (exceptPeerID === undefined || peer.peerID !== exceptPeerID)) peer.push(event, data, encoded);
      }
    }
  }

  /** Kicks the user's connections on this node that logged in before `before` (a login on another node then). */
  kickHere(userID: string, type: Events['kickedOut']['type'], before = Infinity): void {
    const peers = this.byUser.get(userID);
    if (!peers) return;
    const older = [...peers].filter((peer) => (this.since.get(peer) ?? 0) < before);
    for (const peer of older) peers.delete(peer);
    if (peers.size === 0) {
      this.byUser.delete(userID);
      this.link?.detached(userID);
    }
    for (const peer of older) peer.kick(type);
  }

  /** The users connected to this node. */
  usersHere(): string[] {
    return [...this.byUser.keys()];
  }

  close(): void {
    this.closed = true;
  }

  get size(): number {
    return this.byUser.size;
  }
}
