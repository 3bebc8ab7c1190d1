// Messages on their way to the server, in the order they were sent. An entry leaves only when the
// server stored it, refused it, or its deadline passed; a dropped connection keeps it for a resend
// with the same ID (the server stores a resend once), and so does a refusal as too fast (20004).
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

  constructor(
    private readonly deadlineMs: number,
    private readonly requestTimeoutMs: number,
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
    for (const ID of [...this.entries.keys()]) this.fail(ID, error);
  }

  /** Sends, in order, every entry not already on its way over this socket. */
  flush(rpc: RpcSocket): void {
    for (const [ID, entry] of this.entries) {
      if (entry.inFlight) continue;
      entry.inFlight = true;
      const params = entry.onlineUserOnly ? { message: entry.message, onlineUserOnly: true } : { message: entry.message };
      rpc.request('sendMessage', params, this.requestTimeoutMs).then(
        (result) => this.settle(ID, result.message),
        (error: unknown) => {
          const failure = toChatError(error, ERROR_CODES.NETWORK);
          if (rpc.isClosed)
            entry.inFlight = false; // the connection dropped: resend after reconnecting
          else if (failure.code === ERROR_CODES.RATE_LIMITED)
            this.later(rpc, entry); // sent too fast after all: again, later
          else this.fail(ID, failure);
        },
      );
    }
  }

  /** Sends an entry the server found too fast again after a pause (its deadline still holds). */
  private later(rpc: RpcSocket, entry: Entry): void {
    setTimeout(() => {
      if (this.entries.get(entry.message.ID) !== entry || rpc.isClosed) return;
      entry.inFlight = false;
      this.flush(rpc);
    }, RATE_LIMITED_RETRY_MS);
  }

  private take(ID: string): Entry | undefined {
    const entry = this.entries.get(ID);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.entries.delete(ID);
    return entry;
  }
}
