import { genUserSig } from '@employment-cloud/usersig';
import WebSocket from 'ws';
import type { EventName, Events, Method, Methods } from '../src/chat/protocol';
import { localChatCredentials } from '../src/chat/local-credentials';
import { chatId } from './fixtures';
import type { TestServer } from '@employment-cloud/test-support/server/harness';

// A WebSocket client of the local chat service for the integration tests: requests, pushes, close.

export interface WireFailure {
  code: number;
  message: string;
}

type Answer = { id?: number; result?: unknown; error?: WireFailure };

export class ChatClient {
  private nextId = 1;
  private readonly pending = new Map<number, (answer: Answer) => void>();
  /** Answers that carried no request ID (malformed frames). */
  readonly orphanAnswers: Answer[] = [];
  private readonly events: { event: EventName; data: unknown }[] = [];
  private readonly waiters = new Set<() => void>();
  readonly closed: Promise<{ code: number; reason: string }>;
  userID = '';

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Answer & { event?: EventName; data?: unknown };
      if (frame.event) this.events.push({ event: frame.event, data: frame.data });
      else if (typeof frame.id === 'number' && this.pending.has(frame.id)) this.pending.get(frame.id)!(frame);
      else this.orphanAnswers.push(frame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async connect(url: string): Promise<ChatClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new ChatClient(socket);
  }

  /** Sends a request and waits for its answer, result or error. */
  call<M extends Method>(method: M, params: Methods[M]['params'] | Record<string, unknown>): Promise<{ result?: Methods[M]['result']; error?: WireFailure }> {
    const id = this.nextId++;
    return this.callRaw(JSON.stringify({ id, method, params }), id) as Promise<{ result?: Methods[M]['result']; error?: WireFailure }>;
  }

  /** Sends any text as a frame; resolves with the answer to `id`. */
  callRaw(text: string, id: number): Promise<Answer> {
    return new Promise((resolve) => {
      this.pending.set(id, (answer) => {
        this.pending.delete(id);
        resolve(answer);
      });
      this.socket.send(text);
    });
  }

  /** A request that must succeed. */
  async request<M extends Method>(method: M, params: Methods[M]['params'] | Record<string, unknown>): Promise<Methods[M]['result']> {
    const answer = await this.call(method, params);
    if (answer.error) throw new Error(`${method} failed: ${answer.error.code} ${answer.error.message}`);
    return answer.result!;
  }

  /** The error code of a request that must fail. */
  async failure(method: Method, params: Record<string, unknown>): Promise<number> {
    const answer = await this.call(method, params);
    if (!answer.error) throw new Error(`${method} succeeded: ${JSON.stringify(answer.result)}`);
    return answer.error.code;
  }

  /** The first push of this event (matching `accept`) not taken yet, waiting up to `timeoutMs`. */
  next<E extends EventName>(event: E, accept: (data: Events[E]) => boolean = () => true, timeoutMs = 5000): Promise<Events[E]> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = this.events.findIndex((e) => e.event === event && accept(e.data as Events[E]));
        if (index < 0) return false;
        const [found] = this.events.splice(index, 1);
        this.waiters.delete(look);
        clearTimeout(timer);
        resolve(found!.data as Events[E]);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(look);
        reject(new Error(`no ${event} push within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!look()) this.waiters.add(look);
    });
  }

  /** Pushes of this event received so far (not taken). */
  received<E extends EventName>(event: E): Events[E][] {
    return this.events.filter((e) => e.event === event).map((e) => e.data as Events[E]);
  }

  /** Forgets pushes received so far. */
  drain(): void {
    this.events.length = 0;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}

/** Starts listening (once) and returns the chat service's WebSocket URL. */
export async function chatUrl(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}/chat`;
}

/** A UserSig made with the server's local key (or the given one). */
export async function sigFor(server: TestServer, userID: string, options: { expire?: number; now?: number; secretKey?: string; sdkAppID?: number } = {}) {
  const credentials = await localChatCredentials(server.database.db);
  return genUserSig({
    sdkAppID: options.sdkAppID ?? credentials.sdkAppID,
    secretKey: options.secretKey ?? credentials.secretKey,
    userID,
    expire: options.expire,
    now: options.now,
  });
}

/** A connected, logged-in client for a demo user (or any chat user ID). */
export async function loggedIn(server: TestServer, who: string, asChatId = false): Promise<ChatClient> {
  const userID = asChatId ? who : await chatId(server, who);
  const client = await ChatClient.connect(await chatUrl(server));
  await client.request('login', { userID, userSig: await sigFor(server, userID), protocol: 1 });
  client.userID = userID;
  return client;
}

let counter = 0;
/** A fresh client message ID. */
export const newId = () => `msg-${Date.now()}-${++counter}`;

export const text = (to: string, body: string, extra: Record<string, unknown> = {}) => ({
  message: { ID: newId(), conversationType: 'C2C', to, type: 'TIMTextElem', payload: { text: body }, ...extra },
});
