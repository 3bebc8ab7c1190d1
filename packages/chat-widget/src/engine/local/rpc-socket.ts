// One WebSocket speaking the wire protocol (@employment-cloud/chat-protocol): requests matched to
// answers by id, each with a timeout, paced under the service's rate limit once it is known.
import { ChatError } from '../chat-error';
import {
  CONNECTION_QUEUE,
  ERROR_CODES,
  MAX_FRAME_BYTES,
  utf8Length,
  type EventFrame,
  type Method,
  type Methods,
  type RateLimits,
} from '@employment-cloud/chat-protocol';
import { Pacer } from './pacer';

/** What the engine needs of a WebSocket: the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

interface Pending {
  resolve(result: unknown): void;
  reject(error: ChatError): void;
  timer: ReturnType<typeof setTimeout>;
  /** Sent through the pacer, whose place in flight its answer frees. */
  paced: boolean;
}

/** Paced requests unanswered at a time: half the service's queue per connection, the rest is room for the unpaced ones. */
const MAX_IN_FLIGHT = Math.floor(CONNECTION_QUEUE / 2);

export interface RpcHandlers {
  onPush(frame: EventFrame): void;
  /** The connection ended without close() being called. */
  onClose(): void;
  /** A request got no answer in time: the connection may be dead without having closed. */
  onTimeout(): void;
}

const networkError = (message: string) => new ChatError(ERROR_CODES.NETWORK, message);

export class RpcSocket {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private ended = false;
  private pacer: Pacer | undefined;

  private constructor(
    private readonly ws: WebSocketLike,
    private readonly handlers: RpcHandlers,
  ) {
    ws.onmessage = (event: { data: unknown }) => this.receive(event.data);
    ws.onclose = () => this.end(true);
    ws.onerror = () => undefined; // a close event always follows
  }

  /** Opens a socket; rejects with 2800 when it cannot be opened within `timeoutMs`. */
  static open(WebSocket: WebSocketConstructor, url: string, timeoutMs: number, handlers: RpcHandlers): Promise<RpcSocket> {
    return new Promise((resolve, reject) => {
      let ws: WebSocketLike;
      try {
        ws = new WebSocket(url);
      } catch (error) {
        reject(networkError(`cannot open ${url}: ${String(error)}`));
        return;
      }
      const fail = (message: string) => {
        clearTimeout(timer);
        ws.onopen = ws.onclose = ws.onerror = null;
        try {
          ws.close();
        } catch {
          // already closed
        }
        reject(networkError(message));
      };
      const timer = setTimeout(() => fail(`connecting to ${url} timed out`), timeoutMs);
      ws.onerror = () => undefined;
      ws.onclose = () => fail(`cannot connect to ${url}`);
      ws.onopen = () => {
        clearTimeout(timer);
        resolve(new RpcSocket(ws, handlers));
      };
    });
  }

  get isClosed(): boolean {
    return this.ended;
  }

  /** From now on, requests wait here for their turn under `limits` (the login answer's). */
  pace(limits: RateLimits): void {
    this.pacer = new Pacer(limits, Date.now, MAX_IN_FLIGHT);
  }

  /** Requests waiting for their turn under the rate limit. */
  get queued(): number {
    return this.pacer?.queued ?? 0;
  }

  /** Sends when the rate limit allows (its timeout runs from then); online-only sends have a bucket of their own. */
  request<M extends Method>(method: M, params: Methods[M]['params'], timeoutMs: number): Promise<Methods[M]['result']> {
    if (this.ended) return Promise.reject(networkError('connection closed'));
    const id = this.nextId++;
    const text = JSON.stringify({ id, method, params });
    if (utf8Length(text) > MAX_FRAME_BYTES) {
      return Promise.reject(new ChatError(ERROR_CODES.INVALID_PARAMS, `${method}: request larger than ${MAX_FRAME_BYTES} bytes`));
    }
    return new Promise((resolve, reject) => {
      const onlineOnly = method === 'sendMessage' && (params as Methods['sendMessage']['params']).onlineUserOnly === true;
      // The heartbeat must not wait behind the rate limit: the server answers it outside it too.
      const paced = this.pacer !== undefined && !onlineOnly && method !== 'ping';
      const send = () => {
        if (this.ended) return reject(networkError('connection closed'));
        const expire = () => {
          if (this.pending.get(id) !== entry) return; // answered after all
          this.pending.delete(id);
          if (paced) this.pacer?.answered();
          reject(networkError(`${method} timed out`));
          this.handlers.onTimeout();
        };
        // One task later: after a stalled event loop (a busy tab, a paused debugger) the answer may
        // be waiting in the socket behind this timer, and a connection that answered is not dead.
        const timer = setTimeout(() => setTimeout(expire, 0), timeoutMs);
        const entry: Pending = { resolve, reject, timer, paced };
        this.pending.set(id, entry);
        try {
          this.ws.send(text);
        } catch (error) {
          this.settle(id, undefined, networkError(`${method}: ${String(error)}`));
        }
      };
      if (paced) this.pacer?.schedule(send);
      else send();
    });
  }

  /** Closes without calling onClose: the caller decides what happens next. */
  close(): void {
    if (this.ended) return;
    this.end(false);
    try {
      this.ws.close(1000, 'client closed');
    } catch {
      // already closing
    }
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return; // the protocol is JSON text frames only
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    if ('id' in frame && typeof frame.id === 'number') {
      const error = 'error' in frame ? (frame.error as { code?: unknown; message?: unknown }) : undefined;
      const failure = error
        ? new ChatError(typeof error.code === 'number' ? error.code : ERROR_CODES.NETWORK, String(error.message ?? 'request failed'))
        : undefined;
      this.settle(frame.id, 'result' in frame ? frame.result : undefined, failure);
    } else if ('event' in frame && typeof frame.event === 'string') {
      this.handlers.onPush(frame as EventFrame);
    }
  }

  private settle(id: number, result: unknown, error: ChatError | undefined): void {
    const pending = this.pending.get(id);
    if (!pending) return; // timed out already
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (pending.paced) this.pacer?.answered();
    if (error) pending.reject(error);
    else pending.resolve(result);
  }

  private end(notify: boolean): void {
    if (this.ended) return;
    this.ended = true;
    this.ws.onmessage = this.ws.onclose = this.ws.onerror = null;
    for (const id of [...this.pending.keys()]) this.settle(id, undefined, networkError('connection closed'));
    this.pacer?.release(); // the waiting requests fail as closed
    if (notify) this.handlers.onClose();
  }
}
