// Starting engines against the fake service, and watching what they emit.
import WebSocket from 'ws';
import { EVENT } from '../src/engine/constants';
import type { ChatEngine, ChatEventData } from '../src/engine/chat-engine';
import type { EventName } from '../src/engine/constants';
import { createLocalChat, type LocalChatOptions } from '../src/engine/local/create-local-chat';
import { FakeChatServer } from './fake-chat-server';

export interface Recorded {
  name: EventName;
  data: unknown;
}

export class Harness {
  readonly engines: ChatEngine[] = [];

  private constructor(readonly server: FakeChatServer) {}

  static async start(): Promise<Harness> {
    return new Harness(await FakeChatServer.start());
  }

  engine(options: Partial<LocalChatOptions> = {}): ChatEngine {
    const chat = createLocalChat({
      url: this.server.url,
      WebSocket,
      reconnect: { initialDelay: 20, maxDelay: 200, factor: 2 },
      requestTimeout: 2000,
      ...options,
    });
    this.engines.push(chat);
    return chat;
  }

  /** A logged-in engine for `userID`, with everything it emitted since before login. */
  async login(userID: string, options: Partial<LocalChatOptions> = {}): Promise<{ chat: ChatEngine; events: Recorded[] }> {
    const chat = this.engine(options);
    const events = record(chat);
    await chat.login({ userID, userSig: `sig-${userID}` });
    return { chat, events };
  }

  async stop(): Promise<void> {
    await Promise.all(this.engines.map((chat) => chat.destroy()));
    await this.server.close();
  }
}

export function record(chat: ChatEngine): Recorded[] {
  const events: Recorded[] = [];
  for (const name of Object.values(EVENT)) chat.on(name, (event) => events.push({ name: event.name, data: event.data }));
  return events;
}

export function dataOf<E extends keyof ChatEventData>(events: Recorded[], name: E): ChatEventData[E][] {
  return events.filter((e) => e.name === name).map((e) => e.data as ChatEventData[E]);
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 3000, what = 'a condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * `ws`'s WebSocket, counting the sockets an engine opens and those that have closed. A socket
 * counts as closed a turn after its close event, once the engine's close listener and what it
 * chains on promises have run: a retry the engine schedules on a close is scheduled by then.
 */
export function countingWebSocket(): { WebSocket: typeof WebSocket; opened: number; closed: number } {
  const counts = { WebSocket, opened: 0, closed: 0 };
  counts.WebSocket = class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      counts.opened += 1;
      this.on('close', () => setImmediate(() => (counts.closed += 1)));
    }
  } as typeof WebSocket;
  return counts;
}

/** `{ name, type, data }` as a Node file input. */
export function nodeFile(name: string, type: string, bytes: number | Uint8Array): { name: string; type: string; data: Uint8Array } {
  return { name, type, data: typeof bytes === 'number' ? new Uint8Array(bytes).fill(7) : bytes };
}
