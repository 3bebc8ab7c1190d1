// The nodes' bus (README "Deployment"): PostgreSQL's LISTEN/NOTIFY on one channel of the shared
// database, as socket.io's postgres adapter does. A node's messages of one tick go as one
// notification, in the order they were published, over one connection, so every node sees them
// in that order; a batch above NOTIFY's 8,000-byte payload goes by reference through
// cluster_messages (migration 0015). Every node refreshes its row of cluster_nodes each second;
// one missing for NODE_EXPIRY_MS is gone, and the node whose DELETE removed the row takes over
// what it owned (its call invitations) and tells the others.
import pg from 'pg';
import { BusRequests } from './bus-requests';
import type { BusHandler, BusMessage, ClusterBusOptions } from './bus-types';
import { BUS_CHANNEL as CHANNEL } from './channel';
import { SerialClient } from './serial-client';

export type { BusHandler, BusLog, BusMessage } from './bus-types';

interface Envelope {
  /** The publishing node. */
  n: string;
  /** The messages, in order; or `r`, the id of the cluster_messages row that holds them. */
  m?: BusMessage[];
  r?: number;
}

/** Below NOTIFY's 8,000 bytes with room for the envelope. */
const INLINE_BYTES = 7_500;
export const HEARTBEAT_MS = 1_000;
/** A node whose row is older than this is gone (README "Deployment": the presence bound). */
export const NODE_EXPIRY_MS = 5_000;
/** Messages sent by reference are read at once; kept this long for a node that is slow. */
const KEEP_MESSAGES_MS = 60_000;
const RECONNECT_MAX_MS = 2_000;

export class ClusterBus {
  readonly nodeId: string;
  private listener: pg.Client | undefined;
  /** The connection that publishes (in order) and runs the heartbeat; made again when lost. */
  private readonly publisher = new SerialClient(() => this.connect('publisher'));
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly goneHandlers = new Set<(node: string, takeOver: boolean) => void>();
  private readonly reconnectHandlers = new Set<() => void>();
  private readonly disconnectHandlers = new Set<() => void>();
  private readonly requests = new BusRequests(this);
  private outbox: BusMessage[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushQueued = false;
  private receiving: Promise<void> = Promise.resolve();
  private live = new Set<string>();
  private heartbeat: NodeJS.Timeout | undefined;
  private lastBeat = 0;
  private listening = false;
  private closed = false;
  private readonly heartbeatMs: number;
  private readonly expiryMs: number;

  private constructor(private readonly options: ClusterBusOptions) {
    this.nodeId = options.nodeId;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.expiryMs = options.expiryMs ?? NODE_EXPIRY_MS;
  }

  /** Joins the cluster: listens, registers this node (taking over what an earlier run of the same NODE_ID left) and starts the heartbeat. */
  static async start(options: ClusterBusOptions): Promise<ClusterBus> {
    const bus = new ClusterBus(options);
    await bus.listen();
    // A row of this node's ID is an earlier process that did not stop cleanly: what it owned is over.
    const { rows } = await bus.query<{ node_id: string }>('delete from cluster_nodes where node_id = $1 returning node_id', [bus.nodeId]);
    await bus.beat();
    if (rows.length > 0) bus.gone(bus.nodeId, true);
    // The others count this node from its first message rather than their next heartbeat.
    bus.publish({ t: 'hello' });
    await bus.flush();
    bus.heartbeat = setInterval(() => void bus.beat(), bus.heartbeatMs);
    bus.heartbeat.unref();
    return bus;
  }

  /** Handles messages of kind `t` from the other nodes; returns the unsubscribe. */
  on(t: string, handler: BusHandler): () => void {
    const set = this.handlers.get(t) ?? new Set<BusHandler>();
    set.add(handler);
    this.handlers.set(t, set);
    return () => set.delete(handler);
  }

  /** `takeOver`: this node removed the gone node's row, so it ends what that node owned. */
  onNodeGone(handler: (node: string, takeOver: boolean) => void): void {
    this.goneHandlers.add(handler);
  }

  /** After the bus was lost and is back (messages of the gap are missed: refresh what they would have said). */
  onReconnect(handler: () => void): void {
    this.reconnectHandlers.add(handler);
  }

  /** When the bus is lost (until onReconnect): messages from the others may be missed meanwhile. */
  onDisconnect(handler: () => void): void {
    this.disconnectHandlers.add(handler);
  }

  /** Sends to every other node, after what this node published before; the tick's messages go together. */
  publish(message: BusMessage): void {
    if (this.closed) return;
    this.outbox.push(message);
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      void this.flush();
    });
  }

  /**
   * Asks one node to run `message` (a kind it serves) and resolves with its answer; rejects with
   * its error (message and code kept), or when it does not answer in time (bus-requests.ts).
   */
  request(node: string, message: BusMessage, timeoutMs?: number): Promise<unknown> {
    return this.requests.request(node, message, timeoutMs);
  }

  /** Answers requests of kind `t` addressed to this node with what `handler` resolves or throws. */
  serve(t: string, handler: (message: BusMessage, from: string) => Promise<unknown>): void {
    this.requests.serve(t, handler);
  }

  /** Resolves once everything published so far has been handed to PostgreSQL. */
  flush(): Promise<void> {
    const batch = this.outbox;
    this.outbox = [];
    if (batch.length > 0) this.flushing = this.flushing.then(() => this.send(batch));
    return this.flushing;
  }

  /** The other nodes alive at the last heartbeat. */
  peers(): string[] {
    return [...this.live];
  }

  /** Listening, and this node's heartbeat reached the database recently. */
  get ready(): boolean {
    return this.listening && Date.now() - this.lastBeat < this.expiryMs;
  }

  /** Leaves the cluster: the others drop this node's users at once rather than after the expiry. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.publish({ t: 'node-gone', node: this.nodeId });
    await this.flush();
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.query('delete from cluster_nodes where node_id = $1', [this.nodeId]).catch(() => undefined);
    await this.query('delete from cluster_presence where node_id = $1', [this.nodeId]).catch(() => undefined);
    await Promise.all([this.listener?.end().catch(() => undefined), this.publisher.end()]);
  }

  /** Runs a statement on the bus's own connection (cluster tables), after what it published before. */
  query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    return this.publisher.query<R>(text, values);
  }

  private async connect(role: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: `ec-${role}-${this.nodeId}`.slice(0, 63) });
    // Without a listener an error on an idle client would end the process.
    client.on('error', (error) => this.options.log.warn({ err: error }, `cluster: ${role} connection failed`));
    await client.connect();
    return client;
  }

  private async listen(): Promise<void> {
    const client = await this.connect('listener');
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      const payload = note.payload;
      this.receiving = this.receiving.then(() => this.receive(client, payload));
    });
    client.on('end', () => this.lost(client));
    client.on('error', () => this.lost(client));
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
    this.listening = true;
  }

  /** The listening connection is gone: reconnect, then tell subscribers that messages may have been missed. */
  private lost(client: pg.Client): void {
    if (this.listener !== client || this.closed) return;
    this.listener = undefined;
    this.listening = false;
    this.options.log.warn({}, 'cluster: bus connection lost, reconnecting');
    for (const handler of this.disconnectHandlers) handler();
    void (async () => {
      for (let delay = 100; !this.closed; delay = Math.min(delay * 2, RECONNECT_MAX_MS)) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        try {
          await this.listen();
          for (const handler of this.reconnectHandlers) handler();
          return;
        } catch (error) {
          this.options.log.warn({ err: error }, 'cluster: reconnecting the bus failed');
        }
      }
    })();
  }

  private async send(batch: BusMessage[]): Promise<void> {
    const body = JSON.stringify({ n: this.nodeId, m: batch } satisfies Envelope);
    try {
      if (Buffer.byteLength(body) <= INLINE_BYTES) {
        await this.query('select pg_notify($1, $2)', [CHANNEL, body]);
      } else {
        await this.query(
          `with r as (insert into cluster_messages (body) values ($2) returning id)
           select pg_notify($1, json_build_object('n', $3::text, 'r', r.id)::text) from r`,
          [CHANNEL, body, this.nodeId],
        );
      }
    } catch (error) {
      this.options.log.error({ err: error, kinds: [...new Set(batch.map((m) => m.t))] }, 'cluster: publishing failed');
    }
  }

  private async receive(client: pg.Client, payload: string): Promise<void> {
    try {
      let envelope = JSON.parse(payload) as Envelope;
      if (envelope.n === this.nodeId) return;
      if (envelope.r !== undefined) {
        const { rows } = await client.query<{ body: string }>('select body from cluster_messages where id = $1', [envelope.r]);
        if (!rows[0]) throw new Error(`bus message ${envelope.r} is gone`);
        envelope = JSON.parse(rows[0].body) as Envelope;
      }
      // A node that speaks is alive (until it says it is gone).
      this.live.add(envelope.n);
      for (const message of envelope.m ?? []) await this.dispatch(message, envelope.n);
    } catch (error) {
      this.options.log.error({ err: error }, 'cluster: a bus message could not be read');
    }
  }

  private async dispatch(message: BusMessage, from: string): Promise<void> {
    if (message.t === 'node-gone' && typeof message.node === 'string') {
      this.live.delete(message.node);
      if (message.node !== this.nodeId) this.gone(message.node, false);
    }
    for (const handler of this.handlers.get(message.t) ?? []) {
      try {
        await handler(message, from);
      } catch (error) {
        this.options.log.error({ err: error, kind: message.t }, 'cluster: a bus message handler failed');
      }
    }
  }

  private gone(node: string, takeOver: boolean): void {
    this.requests.nodeGone(node);
    for (const handler of this.goneHandlers) {
      try {
        handler(node, takeOver);
      } catch (error) {
        this.options.log.error({ err: error, node }, 'cluster: handling a gone node failed');
      }
    }
  }

  /** One heartbeat: this node's row refreshed, gone nodes removed (and taken over), the live list read. */
  private async beat(): Promise<void> {
    if (this.closed) return;
    try {
      const mine = await this.query<{ inserted: boolean }>(
        `insert into cluster_nodes (node_id) values ($1)
         on conflict (node_id) do update set seen_at = now() returning (xmax = 0) as inserted`,
        [this.nodeId],
      );
      const rejoined = this.lastBeat > 0 && mine.rows[0]?.inserted === true;
      this.lastBeat = Date.now();
      const expired = await this.query<{ node_id: string }>(
        `delete from cluster_nodes where seen_at < now() - make_interval(secs => $1::float8 / 1000) returning node_id`,
        [this.expiryMs],
      );
      for (const { node_id: node } of expired.rows) {
        this.publish({ t: 'node-gone', node });
        this.gone(node, true);
      }
      const { rows } = await this.query<{ node_id: string }>('select node_id from cluster_nodes where node_id <> $1', [this.nodeId]);
      this.live = new Set(rows.map((r) => r.node_id));
      // Another node had declared this one gone (a stall past the expiry) and dropped its users.
      if (rejoined) for (const handler of this.reconnectHandlers) handler();
      if (Math.random() < this.heartbeatMs / 10_000) {
        await this.query(`delete from cluster_messages where created_at < now() - make_interval(secs => $1::float8 / 1000)`, [KEEP_MESSAGES_MS]);
      }
    } catch (error) {
      if (!this.closed) this.options.log.warn({ err: error }, 'cluster: heartbeat failed');
    }
  }
}
