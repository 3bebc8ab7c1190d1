// The client's heartbeat on a logged-in socket. A browser cannot send WebSocket pings, and a
// connection whose network went silently (Wi-Fi lost behind a router, a laptop lid) closes only
// when TCP gives up, minutes later: so a `ping` request goes every `interval`, and one unanswered
// within `timeout` counts as a dead connection (the socket's onTimeout). interval + timeout is the
// longest a silent loss goes unnoticed: 3 s by default.
import type { RpcSocket } from './rpc-socket';

export interface HeartbeatOptions {
  /** Between pings, ms. */
  interval: number;
  /** For the answer, ms. */
  timeout: number;
}

export const DEFAULT_HEARTBEAT: HeartbeatOptions = { interval: 2000, timeout: 1000 };

/** Pings `rpc` until stopped (or closed); returns the stop. One ping at a time. */
export function startHeartbeat(rpc: RpcSocket, { interval, timeout }: HeartbeatOptions): () => void {
  let waiting = false;
  const timer = setInterval(() => {
    if (rpc.isClosed || waiting) return;
    waiting = true;
    rpc.request('ping', {}, timeout).then(
      () => (waiting = false),
      () => (waiting = false), // a timeout has told the link already (onTimeout)
    );
  }, interval);
  return () => clearInterval(timer);
}
