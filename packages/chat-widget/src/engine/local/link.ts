// The connection of one login: one socket at a time, re-opened with backoff when it drops.
import { ChatError } from '../chat-error';
import type { NetState } from '../chat-engine';
import { backoffDelay, type BackoffOptions } from './backoff';
import { ERROR_CODES, type EventFrame } from '@employment-cloud/chat-protocol';
import { RpcSocket, type WebSocketConstructor } from './rpc-socket';

export interface LinkOptions {
  url: string;
  WebSocket: WebSocketConstructor;
  backoff: BackoffOptions;
  connectTimeout: number;
  /** Logs the new socket in; throws to fail the attempt. */
  handshake(rpc: RpcSocket): Promise<void>;
  /** The socket is logged in; `reconnect` after a drop (time to catch up). */
  onUp(rpc: RpcSocket, reconnect: boolean): void;
  /** The socket that was up dropped. */
  onDown(): void;
  onPush(frame: EventFrame): void;
  onNetState(state: NetState): void;
  /** A reconnect was refused for a reason retrying cannot fix (the sig): reconnecting stops. */
  onFatal(error: ChatError): void;
}

type State = 'idle' | 'connecting' | 'up' | 'waiting' | 'stopped';

interface Waiter {
  resolve(rpc: RpcSocket): void;
  reject(error: ChatError): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Refusals a new attempt with the same sig would meet again. */
const FATAL = new Set<number>([ERROR_CODES.USERSIG_EXPIRED, ERROR_CODES.USERSIG_INVALID, ERROR_CODES.USERSIG_USER_MISMATCH, ERROR_CODES.SDKAPPID_MISMATCH]);

export class Link {
  private state: State = 'idle';
  private rpc: RpcSocket | undefined;
  private opening: RpcSocket | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly options: LinkOptions) {}

  /** The first connection; rejects when it fails (a login does not retry by itself). */
  async start(): Promise<void> {
    this.state = 'connecting';
    try {
      await this.connect(false);
    } catch (error) {
      if (!this.isStopped()) this.state = 'idle';
      throw error;
    }
  }

  /** The socket that is up, if one is. */
  current(): RpcSocket | undefined {
    return this.state === 'up' ? this.rpc : undefined;
  }

  /** The socket that is up, waiting up to `timeoutMs` while reconnecting. */
  whenUp(timeoutMs: number): Promise<RpcSocket> {
    if (this.state === 'up' && this.rpc) return Promise.resolve(this.rpc);
    if (this.state === 'stopped' || this.state === 'idle') return Promise.reject(new ChatError(ERROR_CODES.NETWORK, 'not connected'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          reject(new ChatError(ERROR_CODES.NETWORK, 'the network is down'));
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  /** Drops the current socket as if the network had (a stuck request, a failed catch-up). */
  restart(): void {
    const rpc = this.rpc;
    if (!rpc) return;
    rpc.close();
    this.lost(rpc);
  }

  stop(): void {
    this.state = 'stopped';
    clearTimeout(this.retryTimer);
    this.rpc?.close();
    this.opening?.close();
    this.rpc = this.opening = undefined;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'logged out'));
    }
    this.waiters.clear();
  }

  private async connect(reconnect: boolean): Promise<void> {
    const { WebSocket, url, connectTimeout, handshake, onPush } = this.options;
    const rpc: RpcSocket = await RpcSocket.open(WebSocket, url, connectTimeout, {
      onPush: (frame) => {
        if (rpc === this.rpc || rpc === this.opening) onPush(frame);
      },
      onClose: () => this.lost(rpc),
      // No ping in the protocol: an unanswered request is how a half-open connection shows.
      onTimeout: () => {
        if (rpc === this.rpc) this.restart();
      },
    });
    if (this.isStopped()) {
      rpc.close();
      throw new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'logged out');
    }
    this.opening = rpc;
    try {
      await handshake(rpc);
    } catch (error) {
      rpc.close();
      throw error;
    } finally {
      this.opening = undefined;
    }
    if (this.isStopped() || rpc.isClosed) throw new ChatError(ERROR_CODES.NETWORK, 'connection closed');
    this.rpc = rpc;
    this.state = 'up';
    this.attempt = 0;
    this.options.onNetState('connected');
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(rpc);
    }
    this.waiters.clear();
    this.options.onUp(rpc, reconnect);
  }

  private lost(rpc: RpcSocket): void {
    if (rpc !== this.rpc || this.state !== 'up') return;
    this.rpc = undefined;
    this.state = 'waiting';
    this.options.onNetState('disconnected');
    this.options.onDown();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delay = backoffDelay(this.attempt++, this.options.backoff);
    this.retryTimer = setTimeout(() => void this.retry(), delay);
  }

  private async retry(): Promise<void> {
    if (this.state !== 'waiting') return;
    this.state = 'connecting';
    this.options.onNetState('connecting');
    try {
      await this.connect(true);
    } catch (error) {
      if (this.isStopped()) return;
      const failure = error instanceof ChatError ? error : new ChatError(ERROR_CODES.NETWORK, String(error));
      if (FATAL.has(failure.code)) {
        this.stop();
        this.options.onFatal(failure);
        return;
      }
      this.state = 'waiting';
      this.options.onNetState('disconnected');
      this.scheduleRetry();
    }
  }

  private isStopped(): boolean {
    return this.state === 'stopped';
  }
}
