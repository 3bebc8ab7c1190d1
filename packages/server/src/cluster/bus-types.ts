// The types of the nodes' bus (cluster/bus.ts) that its users and parts share.

/** A message between nodes: `t` names its kind; the rest is the kind's own. */
export interface BusMessage {
  t: string;
  [field: string]: unknown;
}

/** A handler that returns a promise holds the bus's later messages until it settles (their order is kept). */
export type BusHandler = (message: BusMessage, from: string) => void | Promise<void>;

export interface BusLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ClusterBusOptions {
  databaseUrl: string;
  nodeId: string;
  log: BusLog;
  heartbeatMs?: number;
  expiryMs?: number;
}
