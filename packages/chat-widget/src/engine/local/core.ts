// The state of one local-engine instance: who is logged in, the connection, the caches, and the
// rules for when events go out. The public methods (api/*.ts) and the push handling work on it.
import { ChatError, toChatError } from '../chat-error';
import type { KickedOutType, NetState } from '../chat-engine';
import type { Profile } from '../entities';
import { EVENT } from '../constants';
import type { BackoffOptions } from './backoff';
import type { HeartbeatOptions } from './heartbeat';
import { ConversationStore } from './conversation-store';
import { Directory } from './directory';
import { Emitter } from './emitter';
import { blankProfile, toProfile } from './from-wire';
import { Link } from './link';
import { MessageStore } from './message-store';
import type { NetworkWatch } from './network-watch';
import { Outbox } from './outbox';
import { SignalingListeners } from './signaling-listeners';
import {
  ERROR_CODES,
  PROTOCOL_VERSION,
  type EventFrame,
  type Method,
  type Methods,
  type OutgoingMessage,
  type WireMessage,
} from '@employment-cloud/chat-protocol';
import type { RpcSocket, WebSocketConstructor } from './rpc-socket';

export interface CoreOptions {
  url: string;
  WebSocket: WebSocketConstructor | undefined;
  backoff: BackoffOptions;
  connectTimeout: number;
  requestTimeout: number;
  sendTimeout: number;
  heartbeat: HeartbeatOptions | null;
  networkGrace: number;
  network: NetworkWatch | undefined;
}

export interface CoreHooks {
  /** The socket is logged in again after a drop: fetch what was missed, then resend. */
  catchUp(core: Core, rpc: RpcSocket): Promise<void>;
  push(core: Core, frame: EventFrame): void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class Core {
  readonly emitter = new Emitter();
  /** The signalling listeners (addSignalingListener), apart from the `on` events as in the SDK. */
  readonly signaling = new SignalingListeners();
  readonly messages = new MessageStore();
  readonly directory = new Directory();
  readonly conversations = new ConversationStore(this.directory);
  readonly outbox: Outbox;
  me = '';
  myProfile: Profile = blankProfile('');
  ready = false;
  /** Highest syncSeq known delivered: where `sync` starts after a drop. */
  cursor = 0;
  /** From a drop until the catch-up after it: pushes do not move the cursor then. */
  gap = false;
  private userSig = '';
  private serverOffset = 0;
  private link: Link | undefined;
  private netState: NetState | undefined;
  /** Pushes kept back while logging in or catching up, so they come out after, in order. */
  private held: EventFrame[] | undefined;
  private shownTotal: number | undefined;

  constructor(
    readonly options: CoreOptions,
    private readonly hooks: CoreHooks,
  ) {
    this.outbox = new Outbox(options.sendTimeout, options.requestTimeout, () => this.sendable());
  }

  serverTime(): number {
    return nowSeconds() + this.serverOffset;
  }

  /** The upload service's credential: `UserSig <userID>:<userSig>`. */
  authorization(): string {
    return `UserSig ${this.me}:${this.userSig}`;
  }

  isLoggedIn(): boolean {
    return this.link !== undefined;
  }

  /** Connects and logs in; the first connection is not retried (the caller sees why it failed). */
  async connect(userID: string, userSig: string): Promise<void> {
    const { WebSocket } = this.options;
    if (!WebSocket) throw new ChatError(ERROR_CODES.NETWORK, 'no WebSocket: pass one as createLocalChat({ WebSocket })');
    this.me = userID;
    this.userSig = userSig;
    this.held = [];
    const link = new Link({
      url: this.options.url,
      WebSocket,
      backoff: this.options.backoff,
      connectTimeout: this.options.connectTimeout,
      heartbeat: this.options.heartbeat,
      networkGrace: this.options.networkGrace,
      network: this.options.network,
      handshake: (rpc) => this.handshake(rpc),
      onUp: (rpc, reconnect) => {
        if (reconnect) void this.hooks.catchUp(this, rpc);
      },
      onDown: () => (this.gap = true),
      onPush: (frame) => this.receive(frame),
      onNetState: (state) => this.setNetState(state),
      onFatal: (error) => this.refused(error),
      // Sends waiting for the connection fail now (status fail: the user resends them by hand).
      onNetworkLost: (error) => this.outbox.failAll(error),
    });
    this.link = link;
    try {
      await link.start();
    } catch (error) {
      this.reset();
      throw toChatError(error, ERROR_CODES.NETWORK);
    }
  }

  /** A request over the logged-in socket, waiting out a reconnect up to the request timeout. */
  async call<M extends Method>(method: M, params: Methods[M]['params']): Promise<Methods[M]['result']> {
    if (!this.link) throw new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'not logged in');
    const rpc = await this.link.whenUp(this.options.requestTimeout);
    return rpc.request(method, params, this.options.requestTimeout);
  }

  /** Queues a message for the server; sent now unless a catch-up must come first. */
  enqueue(message: OutgoingMessage, onlineUserOnly: boolean): Promise<WireMessage> {
    if (!this.link) return Promise.reject(new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'not logged in'));
    if (this.link.isNetworkGone()) return Promise.reject(new ChatError(ERROR_CODES.NETWORK, 'the network is down'));
    const answer = this.outbox.add(message, onlineUserOnly);
    this.outbox.flush();
    return answer;
  }

  /** The socket messages go over now: none while logging in, offline or catching up. */
  private sendable(): RpcSocket | undefined {
    return this.gap || this.held !== undefined ? undefined : this.link?.current();
  }

  /** Lets held pushes out (after login or a catch-up) and resends what waits in the outbox. */
  resume(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const frame of held) this.hooks.push(this, frame);
    this.outbox.flush(); // nothing goes when a held push ended the session
  }

  /** The catch-up failed on a socket still open: drop it and let the link try again. */
  restartLink(): void {
    this.link?.restart();
  }

  publishConversations(force = false): void {
    this.emitter.emit(EVENT.CONVERSATION_LIST_UPDATED, this.conversations.list());
    const total = this.conversations.totalUnread();
    if (force || total !== this.shownTotal) {
      this.shownTotal = total;
      this.emitter.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, total);
    }
  }

  /** Ends the session: logout, kicked out, or a sig the server refuses. */
  end(reason: ChatError): void {
    const wasReady = this.ready;
    this.outbox.failAll(reason);
    this.reset();
    if (wasReady) this.emitter.emit(EVENT.SDK_NOT_READY, undefined);
  }

  kickedOut(type: KickedOutType): void {
    this.emitter.emit(EVENT.KICKED_OUT, { type });
    this.end(new ChatError(ERROR_CODES.NOT_LOGGED_IN, `kicked out: ${type}`));
  }

  async logout(): Promise<void> {
    const rpc = this.link?.current();
    if (rpc) await rpc.request('logout', {}, Math.min(this.options.requestTimeout, 2000)).catch(() => undefined);
    this.end(new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'logged out'));
  }

  private async handshake(rpc: RpcSocket): Promise<void> {
    this.held ??= [];
    const { profile, serverTime, limits } = await rpc.request(
      'login',
      { userID: this.me, userSig: this.userSig, protocol: PROTOCOL_VERSION },
      this.options.requestTimeout,
    );
    if (limits) rpc.pace(limits);
    this.myProfile = toProfile(profile);
    this.directory.putUsers([this.myProfile]);
    const seconds = serverTime > 1e12 ? Math.floor(serverTime / 1000) : serverTime; // tolerate milliseconds
    this.serverOffset = seconds - nowSeconds();
  }

  private receive(frame: EventFrame): void {
    // Being kicked out cannot wait for a catch-up: the close that follows must not reconnect.
    if (this.held && frame.event !== 'kickedOut') this.held.push(frame);
    else this.hooks.push(this, frame);
  }

  private setNetState(state: NetState): void {
    if (state === this.netState) return;
    this.netState = state;
    this.emitter.emit(EVENT.NET_STATE_CHANGE, { state });
  }

  private refused(error: ChatError): void {
    if (error.code === ERROR_CODES.USERSIG_EXPIRED) this.kickedOut('userSigExpired');
    else {
      this.emitter.emit(EVENT.ERROR, { code: error.code, message: error.message });
      this.end(error);
    }
  }

  private reset(): void {
    this.link?.stop();
    this.link = undefined;
    this.me = this.userSig = '';
    this.myProfile = blankProfile('');
    this.ready = this.gap = false;
    this.cursor = 0;
    this.held = this.netState = this.shownTotal = undefined;
    this.messages.clear();
    this.conversations.clear();
    this.directory.clear();
  }
}
