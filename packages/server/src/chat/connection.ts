import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import { findUnstorable } from '../util/storable-text';
import { announceStatus } from './announce';
import type { ChatContext, ChatSession } from './context';
import { ChatError, invalidParams } from './errors';
import { describeIssues, isMethod, PARAMS, requestFrame, type Params } from './frames';
import { CONCURRENT_METHODS, HANDLERS, type SessionMethod } from './methods';
import { checkLogin } from './methods/session';
import { cancelInvitationsOf } from './methods/signaling';
import type { Handler } from './methods/types';
import type { EncodedEvent, OnlinePeer } from './presence';
import { CONNECTION_QUEUE, ERROR_CODES, MAX_FRAME_BYTES, type EventName, type Events, type Method, type RateLimits } from './protocol';
import { TokenBucket } from './rate-limit';
import { frameBytes, frameText, idOf, leadingId, oversized, wireError } from './wire-frames';

const LOGIN_TIMEOUT_MS = 30_000;
const HEARTBEAT_MS = 30_000;
/** Requests waiting for their turn on one connection; more are refused as too fast. */
const MAX_QUEUED = CONNECTION_QUEUE;
/**
 * Online-only sends a second: typing notices (one as typing starts, one as it stops) and a call's
 * WebRTC signals (businessID 'webrtc_signal': an offer or answer and its ICE candidates, which
 * trickle in by the dozen as a call sets up), with twice as many saved up for such a burst.
 */
const ONLINE_ONLY_PER_SECOND = 20;
/** Close codes (4000-4999 are the application's). */
export const CLOSE_CODES = { kickedOut: 4001, loginTimeout: 4003, normal: 1000 } as const;

/**
 * One WebSocket of the chat service. Requests are answered in the order they came (a second
 * message is stored after the first), except those that wait on another service.
 */
export class ChatConnection implements OnlinePeer {
  userID = '';
  readonly peerID = randomUUID();
  private session: ChatSession | undefined;
  private readonly bucket: TokenBucket;
  /** Online-only sends (typing, call signals) have their own: they never take a message's place. */
  private readonly onlineOnlyBucket = new TokenBucket(ONLINE_ONLY_PER_SECOND, ONLINE_ONLY_PER_SECOND * 2);
  private readonly limits: RateLimits;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private closed = false;
  /** Kicked out or logged out: the connection is closing and takes no new login. */
  private ended = false;
  private alive = true;
  private readonly timers: NodeJS.Timeout[] = [];
  /** The TCP socket holds this tick's frames (see send). */
  private corked = false;

  constructor(
    private readonly ctx: ChatContext,
    private readonly socket: WebSocket,
    /** The WebSocket's TCP connection, whose writes a tick's frames share. */
    private readonly tcp: Socket,
  ) {
    const { requestsPerSecond } = ctx.config.chat;
    this.limits = { requestsPerSecond, burst: requestsPerSecond * 2 };
    this.bucket = new TokenBucket(this.limits.requestsPerSecond, this.limits.burst);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('pong', () => (this.alive = true));
    this.later(() => !this.session && socket.close(CLOSE_CODES.loginTimeout, 'login timeout'), LOGIN_TIMEOUT_MS);
    const heartbeat = setInterval(() => {
      if (!this.alive) return socket.terminate();
      this.alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    this.timers.push(heartbeat.unref());
  }

  push<E extends EventName>(event: E, data: Events[E], encoded?: EncodedEvent): void {
    this.send(encoded?.frame ?? { event, data });
  }

  /** Ends the session at once (requests still arriving get 2024), then the connection. */
  kick(type: Events['kickedOut']['type']): void {
    this.push('kickedOut', { type });
    this.ended = true;
    this.goOffline();
    this.socket.close(CLOSE_CODES.kickedOut, type);
  }

  private later(fn: () => void, ms: number): void {
    // Node timers hold at most 2^31-1 ms; a sig valid for longer is checked at the next login.
    if (ms < 2 ** 31) this.timers.push(setTimeout(fn, Math.max(0, ms)).unref());
  }

  /** A frame: an object to encode, or one encoded already (a push to many connections). */
  private send(frame: object | Buffer): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    const bytes = Buffer.isBuffer(frame) ? frame : Buffer.from(JSON.stringify(frame));
    if (bytes.length > MAX_FRAME_BYTES) this.ctx.log.warn({ bytes: bytes.length }, 'chat: frame above the protocol limit');
    this.holdUntilTickEnds();
    this.socket.send(bytes, { binary: false });
  }

  /**
   * A committed batch answers its senders and pushes its messages in one tick, often several
   * frames to one connection: corked, they leave in one write (one system call) at the tick's
   * end, in the order they were sent, instead of one write each. Under load the socket writes
   * were a fifth of the server's CPU (packages/server/README.md, "Local chat service").
   */
  private holdUntilTickEnds(): void {
    if (this.corked) return;
    this.corked = true;
    this.tcp.cork();
    process.nextTick(() => {
      this.corked = false;
      this.tcp.uncork();
    });
  }

  private answer(id: number | undefined, outcome: { result: unknown } | { error: unknown }): void {
    if ('result' in outcome) return this.send({ id, result: outcome.result });
    const { error, unexpected } = wireError(outcome.error);
    if (unexpected && !this.closed) this.ctx.log.error({ err: outcome.error, userID: this.userID }, 'chat: request failed');
    this.send(id === undefined ? { error } : { id, error });
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (isBinary) return this.answer(undefined, { error: invalidParams('frames are JSON text') });
    if (frameBytes(data) > MAX_FRAME_BYTES) return this.answer(leadingId(frameText(data, 64)), { error: oversized() });
    let json: unknown;
    try {
      json = JSON.parse(frameText(data));
    } catch {
      return this.answer(undefined, { error: invalidParams('a frame must be a JSON object') });
    }
    // The database cannot store NUL or half a surrogate pair (util/storable-text.ts): refused
    // here for every string and key of every method, before any handler or store sees it.
    const unstorable = findUnstorable(json);
    if (unstorable)
      return this.answer(idOf(json), { error: invalidParams(`${unstorable.join('.') || 'frame'}: NUL and unpaired UTF-16 surrogates are not allowed`) });
    const frame = requestFrame.safeParse(json);
    if (!frame.success) return this.answer(idOf(json), { error: invalidParams(describeIssues(frame.error)) });
    const { id, method, params } = frame.data;
    // The client's heartbeat proves the connection, not the queue: answered at once, never refused.
    if (method === 'ping') return this.answer(id, { result: {} });
    const bucket = isOnlineOnlySend(method, params) ? this.onlineOnlyBucket : this.bucket;
    if (!bucket.take() || this.queued >= MAX_QUEUED) {
      return this.answer(id, { error: new ChatError(ERROR_CODES.RATE_LIMITED, 'too many requests; slow down') });
    }
    if (!isMethod(method)) return this.answer(id, { error: invalidParams(`unknown method ${method}`) });
    // Online-only sends (typing notices) store nothing: they do not wait behind stored messages,
    // nor fill the queue a burst of real messages needs (a full queue refuses with 20004, and the
    // engine's retry of a refused message would land it after the ones sent behind it).
    if (CONCURRENT_METHODS.has(method) || isOnlineOnlySend(method, params)) return void this.handle(id, method, params);
    this.queued += 1;
    this.queue = this.queue.then(() => this.handle(id, method, params)).finally(() => (this.queued -= 1));
  }

  private async handle(id: number, method: Method, params: unknown): Promise<void> {
    try {
      const result = await this.dispatch(method, params);
      this.answer(id, { result });
      if (method === 'logout') this.socket.close(CLOSE_CODES.normal, 'logout');
    } catch (error) {
      this.answer(id, { error });
    }
  }

  private async dispatch(method: Method, params: unknown): Promise<unknown> {
    if (method === 'login') return this.login(parse('login', params));
    if (method === 'ping') return {}; // answered in receive(); here for completeness
    const session = this.session;
    if (!session) throw new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'log in first');
    if (method === 'logout') {
      parse('logout', params);
      this.ended = true;
      this.goOffline();
      return {};
    }
    const handler = HANDLERS[method] as Handler<SessionMethod>;
    return handler(this.ctx, session, parse(method, params));
  }

  private async login(params: Params<'login'>) {
    if (this.session) throw invalidParams('this connection is logged in already');
    if (this.ended) throw new ChatError(ERROR_CODES.NETWORK, 'the connection is closing');
    const { identity, profile } = await checkLogin(this.ctx, params);
    if (this.closed || this.ended) throw new ChatError(ERROR_CODES.NETWORK, 'the connection is closing');
    this.userID = identity.userID;
    this.session = { userID: identity.userID, isAdmin: identity.isAdmin, peer: this };
    const { cameOnline } = this.ctx.presence.attach(this);
    this.later(() => this.kick('userSigExpired'), identity.expiresAt * 1000 - this.ctx.now());
    if (cameOnline) this.announce(1);
    return { profile, serverTime: Math.floor(this.ctx.now() / 1000), limits: this.limits };
  }

  private announce(statusType: 0 | 1): void {
    announceStatus(this.ctx, this.userID, statusType).catch((error: unknown) => {
      if (!this.ctx.presence.closed) this.ctx.log.error({ err: error }, 'chat: status push failed');
    });
  }

  private goOffline(): void {
    if (!this.session) return;
    this.session = undefined;
    if (!this.ctx.presence.detach(this).wentOffline) return;
    this.announce(0);
    // Nobody rings for a caller who is gone.
    cancelInvitationsOf(this.ctx, this.userID);
  }

  private onClose(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.goOffline();
  }
}

function isOnlineOnlySend(method: string, params: unknown): boolean {
  return method === 'sendMessage' && typeof params === 'object' && params !== null && (params as { onlineUserOnly?: unknown }).onlineUserOnly === true;
}

function parse<M extends Method>(method: M, params: unknown): Params<M> {
  const parsed = PARAMS[method].safeParse(params ?? {});
  if (!parsed.success) throw invalidParams(describeIssues(parsed.error));
  return parsed.data as Params<M>;
}
