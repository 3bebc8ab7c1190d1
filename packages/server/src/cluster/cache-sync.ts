// The read caches of every node follow every node's writes (README "Deployment"): a committed
// write to a watched table (db/table-writes.ts) is announced on the bus, and the writing query
// returns only once every live node has bumped its versions and said so, or after ACK_WAIT_MS
// (a node that has not answered by then is stalled or dying; it drops out of the live list within
// NODE_EXPIRY_MS). So a logout, a disabled colleague or a password reset answered on one node is
// refused by every node from that moment. While this node's bus is down it keeps nothing.
import { randomUUID } from 'node:crypto';
import type { TableWrites } from '../db/table-writes';
import type { ClusterBus } from './bus';

export const ACK_WAIT_MS = 100;

export function syncTableWrites(bus: ClusterBus, writes: TableWrites, ackWaitMs = ACK_WAIT_MS): void {
  const waiting = new Map<string, { nodes: Set<string>; done: () => void }>();

  writes.announce = (tables) => {
    const nodes = new Set(bus.peers());
    if (nodes.size === 0) return Promise.resolve();
    const id = randomUUID();
    return new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      };
      timer = setTimeout(done, ackWaitMs);
      waiting.set(id, { nodes, done });
      bus.publish({ t: 'writes', id, tables });
    });
  };

  bus.on('writes', (message, from) => {
    writes.bump(message.tables as string[]);
    bus.publish({ t: 'writes-ack', id: message.id, to: from });
  });

  bus.on('writes-ack', (message, from) => {
    if (message.to !== bus.nodeId) return;
    const wait = waiting.get(message.id as string);
    if (!wait) return;
    wait.nodes.delete(from);
    if (wait.nodes.size === 0) wait.done();
  });

  // A node that is gone will not answer: stop waiting for it.
  bus.onNodeGone((node) => {
    for (const wait of waiting.values()) if (wait.nodes.delete(node) && wait.nodes.size === 0) wait.done();
  });

  // Writes made elsewhere while the bus was away were not heard: drop everything kept.
  bus.onReconnect(() => {
    writes.unsure = false;
    writes.bumpAll();
  });
  bus.onDisconnect(() => {
    writes.unsure = true;
  });
}
