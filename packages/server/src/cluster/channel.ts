/** The NOTIFY channel of the nodes' bus (cluster/bus.ts), also notified by the send batch's statement. */
export const BUS_CHANNEL = 'ec_cluster';
