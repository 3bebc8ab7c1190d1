// The chat's presence across nodes (README "Deployment"): which users are connected to the other
// nodes, kept from the bus's online/offline messages (and cluster_presence for a node that joins
// later), and pushes and kicks carried to the node that holds the connection. A node that is gone
// stops counting at once when it stopped cleanly, else within the bus's NODE_EXPIRY_MS.
import type { PresenceLink } from '../chat/presence';
import type { Presence } from '../chat/presence';
import type { EventName, Events } from '../chat/protocol';
import type { BusLog, BusMessage, ClusterBus } from './bus';

export class ChatLink implements PresenceLink {
  /** Per user, the other nodes they are connected to. */
  private readonly nodesOf = new Map<string, Set<string>>();
  /** Users whose state a message changed while the table was being read: the message wins. */
  private touchedWhileLoading: Set<string> | undefined;

  constructor(
    private readonly bus: ClusterBus,
    private readonly presence: Presence,
    private readonly log: BusLog,
    /** Users who were online only on a node that is gone (this node took it over): now offline. */
    private readonly wentOffline: (userIDs: string[]) => void,
  ) {
    bus.on('online', (m, from) => this.add(from, user(m)));
    bus.on('offline', (m, from) => this.remove(from, user(m)));
    bus.on('push', (m) => presence.pushHere(m.u as string[], m.e as EventName, m.d as Events[EventName], m.x as string | undefined));
    bus.on('kick', (m) => presence.kickHere(user(m), 'multipleAccount', Number(m.at)));
    bus.onNodeGone((node, takeOver) => this.drop(node, takeOver));
    bus.onReconnect(() => void this.resync());
  }

  /** Starts linking `presence` to the other nodes: reads who is connected there. */
  async start(): Promise<void> {
    this.presence.link = this;
    await this.load();
  }

  onlineElsewhere(userID: string): boolean {
    return (this.nodesOf.get(userID)?.size ?? 0) > 0;
  }

  attached(userID: string): void {
    this.bus.publish({ t: 'online', u: userID });
    this.bus
      .query('insert into cluster_presence (node_id, user_id) values ($1, $2) on conflict do nothing', [this.bus.nodeId, userID])
      .catch((error: unknown) => this.log.error({ err: error }, 'cluster: recording presence failed'));
  }

  detached(userID: string): void {
    this.bus.publish({ t: 'offline', u: userID });
    this.bus
      .query('delete from cluster_presence where node_id = $1 and user_id = $2', [this.bus.nodeId, userID])
      .catch((error: unknown) => this.log.error({ err: error }, 'cluster: recording presence failed'));
  }

  push(userIDs: string[], event: EventName, data: unknown, exceptPeerID?: string): void {
    this.bus.publish({ t: 'push', u: userIDs, e: event, d: data, ...(exceptPeerID ? { x: exceptPeerID } : {}) });
  }

  kickElsewhere(userID: string, at: number): void {
    this.bus.publish({ t: 'kick', u: userID, at });
  }

  private add(node: string, userID: string): void {
    this.touchedWhileLoading?.add(userID);
    const nodes = this.nodesOf.get(userID) ?? new Set<string>();
    nodes.add(node);
    this.nodesOf.set(userID, nodes);
  }

  private remove(node: string, userID: string): void {
    this.touchedWhileLoading?.add(userID);
    const nodes = this.nodesOf.get(userID);
    if (!nodes?.delete(node)) return;
    if (nodes.size === 0) this.nodesOf.delete(userID);
  }

  private drop(node: string, takeOver: boolean): void {
    const offline: string[] = [];
    for (const [userID, nodes] of [...this.nodesOf]) {
      if (!nodes.delete(node)) continue;
      if (nodes.size > 0) continue;
      this.nodesOf.delete(userID);
      if (!this.presence.isHere(userID)) offline.push(userID);
    }
    if (takeOver) {
      this.bus
        .query('delete from cluster_presence where node_id = $1', [node])
        .catch((error: unknown) => this.log.error({ err: error }, 'cluster: clearing a gone node failed'));
      if (offline.length > 0) this.wentOffline(offline);
    }
  }

  private async load(): Promise<void> {
    this.touchedWhileLoading = new Set();
    try {
      const { rows } = await this.bus.query<{ node_id: string; user_id: string }>(
        `select p.node_id, p.user_id from cluster_presence p join cluster_nodes n on n.node_id = p.node_id where p.node_id <> $1`,
        [this.bus.nodeId],
      );
      const touched = this.touchedWhileLoading;
      this.touchedWhileLoading = undefined;
      for (const row of rows) if (!touched.has(row.user_id)) this.add(row.node_id, row.user_id);
    } finally {
      this.touchedWhileLoading = undefined;
    }
  }

  /** After a gap on the bus: this node's users told again, the others' read again. */
  private async resync(): Promise<void> {
    try {
      this.nodesOf.clear();
      for (const userID of this.presence.usersHere()) this.attached(userID);
      await this.load();
    } catch (error) {
      this.log.error({ err: error }, 'cluster: presence resync failed');
    }
  }
}

function user(message: BusMessage): string {
  return message.u as string;
}
