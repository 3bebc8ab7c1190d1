// Messages on their way to the server, in the order they were sent. One is on its way at a time, so
// the server stores them in that order whatever it answers: a refusal as too fast (20004) holds the
// ones behind it until it goes again. An entry leaves only when the server stored it, refused it,
// or its deadline passed; a dropped connection keeps it for a resend with the same ID (the server
// stores a resend once).
import { ChatError, toChatError } from '../chat-error';
import { ERROR_CODES, type OutgoingMessage, type WireMessage } from '@employment-cloud/chat-protocol';
import type { RpcSocket } from './rpc-socket';

/** The pause before a message refused as sent too fast (20004) goes again. */
const RATE_LIMITED_RETRY_MS = 1000;

interface Entry {
  message: OutgoingMessage;
  onlineUserOnly: boolean;
  inFlight: boolean;
  promise: Promise<WireMessage>;
  resolve(wire: WireMessage): void;
  reject(error: ChatError): void;
  timer: ReturnType<typeof setTimeout>;
}

export class Outbox {
  private readonly entries = new Map<string, Entry>();
  private paused: ReturnType<typeof setTimeout> | undefined;

  /** `sendable` is the socket to send over now, or none while logging in, offline or catching up. */
  constructor(
    private readonly deadlineMs: number,
    private readonly requestTimeoutMs: number,
    private readonly sendable: () => RpcSocket | undefined,
  ) {}

  /** Queues a message; settles when the server answers, or fails with 2800 at the deadline. */
  add(message: OutgoingMessage, onlineUserOnly: boolean): Promise<WireMessage> {
    const queued = this.entries.get(message.ID);
    if (queued) return queued.promise; // sent again while still on its way: one answer for both
    let settle!: Pick<Entry, 'resolve' | 'reject'>;
    const promise = new Promise<WireMessage>((resolve, reject) => (settle = { resolve, reject }));
    const timer = setTimeout(() => this.fail(message.ID, new ChatError(ERROR_CODES.NETWORK, 'the message could not be sent in time')), this.deadlineMs);
    this.entries.set(message.ID, { message, onlineUserOnly, inFlight: false, promise, ...settle, timer });
    return promise;
  }

  has(ID: string): boolean {
    return this.entries.has(ID);
  }

  /** The server has the message (its answer, or the message seen in a push or a sync). */
  settle(ID: string, wire: WireMessage): boolean {
    const entry = this.take(ID);
    entry?.resolve(wire);
    return entry !== undefined;
  }

  fail(ID: string, error: ChatError): void {
    this.take(ID)?.reject(error);
  }

  failAll(error: ChatError): void {
    clearTimeout(this.paused);
    this.paused = undefined;
    const entries = [...this.entries.values()];
    this.entries.clear(); // before rejecting, so that none of them goes out meanwhile
    for (const entry of entries) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
  }

  /** Sends the oldest entry unless one is already on its way or waits out a 20004. */
  flush(): void {
    const rpc = this.sendable();
    const [head] = this.entries.values();
    if (!rpc || !head || head.inFlight || this.paused) return;
    head.inFlight = true;
    const ID = head.message.ID;
    const params = head.onlineUserOnly ? { message: head.message, onlineUserOnly: true } : { message: head.message };
    rpc.request('sendMessage', params, this.requestTimeoutMs).then(
      (result) => this.settle(ID, result.message),
      (error: unknown) => {
        if (this.entries.get(ID) !== head) return; // settled meanwhile from a push or a sync
        const failure = toChatError(error, ERROR_CODES.NETWORK);
        if (rpc.isClosed) {
          head.inFlight = false; // the connection dropped: resend after reconnecting
          this.flush();
        } else if (failure.code === ERROR_CODES.RATE_LIMITED)
          this.later(head); // sent too fast after all: again, later, and the rest behind it
        else this.fail(ID, failure);
      },
    );
  }

  /** Sends an entry the server found too fast again after a pause (its deadline still holds). */
  private later(entry: Entry): void {
    entry.inFlight = false;
    this.paused = setTimeout(() => {
      this.paused = undefined;
      this.flush();
    }, RATE_LIMITED_RETRY_MS);
  }

  private take(ID: string): Entry | undefined {
    const entry = this.entries.get(ID);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.entries.delete(ID);
    this.flush(); // the next one goes
    return entry;
  }
}
