// The connection of one login: one socket at a time, re-opened with backoff when it drops.
// Why it dropped matters to what waits for it (issue 31): a server that closed or refused the
// socket may be restarting, so sends wait for it and go by themselves once it is back; a network
// that is gone (the browser says so, or the socket went silent and did not come back within
// `networkGrace`) fails what waits at once, and new sends and requests fail at once until the
// link is up again. While the browser is offline no attempt is made; its `online` starts one.
import { ChatError } from '../chat-error';
import type { NetState } from '../chat-engine';
import { backoffDelay, type BackoffOptions } from './backoff';
import { ERROR_CODES, type EventFrame } from '@employment-cloud/chat-protocol';
import { startHeartbeat, type HeartbeatOptions } from './heartbeat';
import type { NetworkWatch } from './network-watch';
import { RpcSocket, type WebSocketConstructor } from './rpc-socket';

export interface LinkOptions {
  url: string;
  WebSocket: WebSocketConstructor;
  backoff: BackoffOptions;
  connectTimeout: number;
  /** Pings while up; null: none. */
  heartbeat: HeartbeatOptions | null;
  /** How long a socket that went silent may take to come back before the network counts as gone, ms. */
  networkGrace: number;
  /** The browser's online state, where there is one. */
  network: NetworkWatch | undefined;
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
  /** The network is gone (not the server): what waits for the connection should fail now. */
  onNetworkLost(error: ChatError): void;
}

/** How a socket that was up went: closed by the server (or restarted by us), silent, or the browser went offline. */
type Loss = 'closed' | 'silent' | 'offline';

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
  private stopHeartbeat: (() => void) | undefined;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The network is known gone: sends and requests fail at once until the link is up. */
  private networkGone = false;
  private offline = false;
  private readonly unwatch: (() => void) | undefined;

  constructor(private readonly options: LinkOptions) {
    this.offline = options.network ? !options.network.isOnline() : false;
    this.unwatch = options.network?.subscribe((online) => (online ? this.wentOnline() : this.wentOffline()));
  }

  /** Whether the network is known to be gone (new sends fail at once). */
  isNetworkGone(): boolean {
    return this.networkGone;
  }

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
    if (this.networkGone) return Promise.reject(networkGoneError());
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

  /** Drops the current socket and connects again (a failed catch-up; `silent`: an unanswered request). */
  restart(loss: Extract<Loss, 'closed' | 'silent'> = 'closed'): void {
    const rpc = this.rpc;
    if (!rpc) return;
    rpc.close();
    this.lost(rpc, loss);
  }

  stop(): void {
    this.state = 'stopped';
    this.unwatch?.();
    this.stopHeartbeat?.();
    clearTimeout(this.retryTimer);
    clearTimeout(this.graceTimer);
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
      onClose: () => this.lost(rpc, 'closed'),
      // An unanswered request (the heartbeat's ping, or any other) is how a silent connection shows.
      onTimeout: () => {
        if (rpc === this.rpc) this.restart('silent');
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
    this.networkGone = false;
    clearTimeout(this.graceTimer);
    if (this.options.heartbeat) this.stopHeartbeat = startHeartbeat(rpc, this.options.heartbeat);
    this.options.onNetState('connected');
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(rpc);
    }
    this.waiters.clear();
    this.options.onUp(rpc, reconnect);
  }

  private lost(rpc: RpcSocket, loss: Loss): void {
    if (rpc !== this.rpc || this.state !== 'up') return;
    this.stopHeartbeat?.();
    this.rpc = undefined;
    this.state = 'waiting';
    this.options.onNetState('disconnected');
    this.options.onDown();
    if (loss === 'offline') this.networkLost();
    else if (loss === 'silent') this.graceTimer = setTimeout(() => this.networkLost(), this.options.networkGrace);
    if (!this.offline) this.scheduleRetry();
  }

  private networkLost(): void {
    if (this.state === 'up' || this.isStopped() || this.networkGone) return;
    this.networkGone = true;
    const error = networkGoneError();
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.waiters.clear();
    this.options.onNetworkLost(error);
  }

  /** The browser lost the network: the socket goes now (it may well stay open for a while, unusable). */
  private wentOffline(): void {
    this.offline = true;
    clearTimeout(this.retryTimer); // no attempt until it is back
    if (this.state === 'up' && this.rpc) {
      const rpc = this.rpc;
      rpc.close();
      this.lost(rpc, 'offline');
    } else if (this.state === 'waiting' || this.state === 'connecting') this.networkLost();
  }

  /** The network is back: an attempt now, whatever the backoff had reached. */
  private wentOnline(): void {
    this.offline = false;
    if (this.state !== 'waiting') return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    void this.retry();
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
      if (!this.offline) this.scheduleRetry();
    }
  }

  private isStopped(): boolean {
    return this.state === 'stopped';
  }
}

const networkGoneError = () => new ChatError(ERROR_CODES.NETWORK, 'the network is down');
