// A node joins the others on its PostgreSQL (README "Deployment"): the bus, and the read caches
// kept in step with every node's writes. The chat's presence joins in chat/plugin.ts.
import type { Db } from '../db/connect';
import { tableWritesOf } from '../db/table-writes';
import { ClusterBus, type BusLog } from './bus';
import { syncTableWrites } from './cache-sync';

export interface Joined {
  bus: ClusterBus;
  /** The app's logger, once there is one (the bus starts before the app). */
  useLog(log: BusLog): void;
}

export async function joinCluster(databaseUrl: string, nodeId: string, db: Db): Promise<Joined> {
  let log: BusLog = {
    warn: (_object, message) => console.warn(message),
    error: (_object, message) => console.error(message),
  };
  const bus = await ClusterBus.start({
    databaseUrl,
    nodeId,
    log: { warn: (object, message) => log.warn(object, message), error: (object, message) => log.error(object, message) },
  });
  const writes = tableWritesOf(db);
  if (writes) syncTableWrites(bus, writes);
  return { bus, useLog: (next) => (log = next) };
}
