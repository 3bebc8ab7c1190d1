// Requests from one node to another over the bus (cluster/bus.ts): a request names the node that
// is to run it (`to`) and an id (`rid`); the answer comes back as a `reply` with the result or the
// error (its message and code). Used for a call's answer made on another node than the ringing
// one (chat/signaling-node.ts).
import { randomUUID } from 'node:crypto';
import type { BusHandler, BusMessage } from './bus-types';

const REQUEST_TIMEOUT_MS = 5_000;

interface Waiting {
  node: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** What the requests need of the bus. */
interface Carrier {
  readonly nodeId: string;
  publish(message: BusMessage): void;
  on(t: string, handler: BusHandler): () => void;
}

const failure = (message: string, code: unknown) => Object.assign(new Error(message), { code });

export class BusRequests {
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly bus: Carrier) {
    bus.on('reply', (message) => this.settle(message));
  }

  request(node: string, message: BusMessage, timeoutMs = REQUEST_TIMEOUT_MS): Promise<unknown> {
    const rid = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(rid);
        reject(failure(`node ${node} did not answer within ${timeoutMs} ms`, 'ETIMEDOUT'));
      }, timeoutMs);
      this.waiting.set(rid, { node, resolve, reject, timer });
      this.bus.publish({ ...message, rid, to: node });
    });
  }

  serve(t: string, handler: (message: BusMessage, from: string) => Promise<unknown>): void {
    this.bus.on(t, (message, from) => {
      if (message.to !== this.bus.nodeId) return;
      handler(message, from).then(
        (result) => this.bus.publish({ t: 'reply', rid: message.rid, to: from, result }),
        (error: unknown) => {
          const thrown = error instanceof Error ? error : new Error(String(error));
          this.bus.publish({ t: 'reply', rid: message.rid, to: from, error: { message: thrown.message, code: (thrown as { code?: unknown }).code } });
        },
      );
    });
  }

  /** A node that is gone answers nothing more. */
  nodeGone(node: string): void {
    for (const [rid, waiting] of this.waiting) {
      if (waiting.node !== node) continue;
      this.waiting.delete(rid);
      clearTimeout(waiting.timer);
      waiting.reject(failure(`node ${node} is gone`, 'ENODEGONE'));
    }
  }

  private settle(message: BusMessage): void {
    if (message.to !== this.bus.nodeId) return;
    const waiting = this.waiting.get(message.rid as string);
    if (!waiting) return;
    this.waiting.delete(message.rid as string);
    clearTimeout(waiting.timer);
    const error = message.error as { message: string; code?: unknown } | undefined;
    if (error) waiting.reject(failure(error.message, error.code));
    else waiting.resolve(message.result);
  }
}
