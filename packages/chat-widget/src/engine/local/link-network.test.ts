// How the link tells a lost network from a lost server (issue 31, item 12), on a fake clock and
// fake sockets: a silent socket is noticed within the heartbeat's interval + timeout (3 s); the
// browser's offline event drops it at once; either way what waits fails (the network is gone),
// while a socket the server closed keeps it waiting for the server to come back.
import { ERROR_CODES } from '@employment-cloud/chat-protocol';
import type { NetState } from '../chat-engine';
import type { ChatError } from '../chat-error';
import { DEFAULT_HEARTBEAT } from './heartbeat';
import { Link } from './link';
import type { NetworkWatch } from './network-watch';
import type { WebSocketLike } from './rpc-socket';

/** A socket the test drives: it opens when the server is reachable, and answers pings when told. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  static reachable = true;
  static answering = true;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    if (FakeSocket.reachable)
      void Promise.resolve().then(() => {
        this.readyState = 1;
        this.onopen?.({});
      });
  }

  send(data: string): void {
    const { id } = JSON.parse(data) as { id: number };
    if (FakeSocket.answering) void Promise.resolve().then(() => this.onmessage?.({ data: JSON.stringify({ id, result: {} }) }));
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server closes it. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function switchableNetwork() {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  const watch: NetworkWatch = {
    isOnline: () => online,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const set = (value: boolean) => {
    online = value;
    for (const listener of listeners) listener(value);
  };
  return { watch, set };
}

async function upLink() {
  const network = switchableNetwork();
  const states: NetState[] = [];
  const lost: ChatError[] = [];
  const link = new Link({
    url: 'ws://chat.test/chat',
    WebSocket: FakeSocket,
    backoff: { initialDelay: 500, maxDelay: 30_000, factor: 2 },
    connectTimeout: 10_000,
    heartbeat: DEFAULT_HEARTBEAT,
    networkGrace: 2000,
    network: network.watch,
    handshake: async () => undefined,
    onUp: () => undefined,
    onDown: () => undefined,
    onPush: () => undefined,
    onNetState: (state) => states.push(state),
    onFatal: () => undefined,
    onNetworkLost: (error) => lost.push(error),
  });
  await link.start();
  return { link, network, states, lost };
}

/** Advances the clock by `ms` in steps of 1 ms until `done()`; returns the time it took, or -1. */
async function msUntil(done: () => boolean, ms: number): Promise<number> {
  for (let t = 0; t <= ms; t += 1) {
    if (done()) return t;
    await jest.advanceTimersByTimeAsync(1);
  }
  return -1;
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
  FakeSocket.reachable = true;
  FakeSocket.answering = true;
});
afterEach(() => jest.useRealTimers());

it('stays connected while pings are answered', async () => {
  const { link, states } = await upLink();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(states).toEqual(['connected']);
  expect(FakeSocket.all).toHaveLength(1);
  link.stop();
});

it('notices a silent connection within 3 s, and counts the network gone after the grace', async () => {
  const { link, states, lost } = await upLink();
  await jest.advanceTimersByTimeAsync(10_000);
  FakeSocket.answering = false;
  FakeSocket.reachable = false; // and the reconnect attempts hang
  const noticed = await msUntil(() => states.includes('disconnected'), 5000);
  expect(noticed).toBeGreaterThanOrEqual(0);
  expect(noticed).toBeLessThanOrEqual(DEFAULT_HEARTBEAT.interval + DEFAULT_HEARTBEAT.timeout + 1);
  expect(lost).toEqual([]); // it may come back at once (a busy server): not yet
  expect(await msUntil(() => lost.length > 0, 5000)).toBe(2000);
  expect(lost[0]!.code).toBe(ERROR_CODES.NETWORK);
  await expect(link.whenUp(15_000)).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
  expect(link.isNetworkGone()).toBe(true);
  link.stop();
});

it('a silent connection that comes back within the grace fails nothing', async () => {
  const { link, states, lost } = await upLink();
  FakeSocket.answering = false;
  await msUntil(() => states.includes('disconnected'), 5000);
  FakeSocket.answering = true; // a new socket answers
  await msUntil(() => states.at(-1) === 'connected', 2000);
  expect(states.at(-1)).toBe('connected');
  await jest.advanceTimersByTimeAsync(10_000);
  expect(lost).toEqual([]);
  link.stop();
});

it('the browser going offline drops the socket at once, and no attempt is made until it is back', async () => {
  const { link, network, states, lost } = await upLink();
  network.set(false);
  expect(states).toEqual(['connected', 'disconnected']);
  expect(lost).toHaveLength(1);
  expect(link.isNetworkGone()).toBe(true);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(FakeSocket.all).toHaveLength(1); // no attempt while offline
  network.set(true);
  expect(FakeSocket.all).toHaveLength(2); // one at once, whatever the backoff
  await jest.advanceTimersByTimeAsync(0);
  expect(states.at(-1)).toBe('connected');
  expect(link.isNetworkGone()).toBe(false);
  link.stop();
});

it('a socket the server closed keeps what waits waiting (it may be restarting)', async () => {
  const { link, states, lost } = await upLink();
  FakeSocket.reachable = false;
  FakeSocket.all[0]!.drop();
  expect(states).toEqual(['connected', 'disconnected']);
  const waiting = link.whenUp(60_000);
  await jest.advanceTimersByTimeAsync(30_000);
  expect(lost).toEqual([]);
  expect(link.isNetworkGone()).toBe(false);
  FakeSocket.reachable = true;
  await msUntil(() => states.at(-1) === 'connected', 30_000);
  await expect(waiting).resolves.toBeDefined();
  link.stop();
});
