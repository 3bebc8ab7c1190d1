import { createActor, fromPromise, waitFor } from 'xstate';
import { EVENT, type ChatEngine } from '../../engine';
import { isOpenableConversation, retryDelay, sessionMachine } from './machine';
import { connectSession } from './selectors';
import type { ChatCredential } from './types';

const credential: ChatCredential = { appId: 1, userID: 'u_1', userSig: 'sig', nick: 'Ann', avatar: 'a.png', prefix: 'u_', chatUrl: 'ws://x/chat' };

/** An engine with only what the session touches; handlers are kept so tests can fire events. */
function fakeEngine() {
  const handlers = new Map<string, Set<(event: { name: string; data: unknown }) => void>>();
  const engine = {
    login: jest.fn(async () => ({ code: 0, data: { repeatLogin: false } })),
    updateMyProfile: jest.fn(async () => ({ code: 0, data: {} })),
    destroy: jest.fn(async () => undefined),
    on: (name: string, handler: never) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
    off: (name: string, handler: never) => void handlers.get(name)?.delete(handler),
  };
  const fire = (name: string, data: unknown) => handlers.get(name)?.forEach((handler) => handler({ name, data }));
  return { engine, fire, listeners: (name: string) => handlers.get(name)?.size ?? 0, asEngine: engine as unknown as ChatEngine };
}

function start(options: { fetchCredential?: () => Promise<ChatCredential>; engine?: ReturnType<typeof fakeEngine>; current?: string | null } = {}) {
  const fake = options.engine ?? fakeEngine();
  const created: ChatCredential[] = [];
  const debug = jest.fn();
  const machine = sessionMachine.provide({
    actors: {
      fetchCredential: fromPromise(options.fetchCredential ?? (async () => credential)),
      createEngine: fromPromise(async ({ input }: { input: ChatCredential }) => {
        created.push(input);
        return fake.asEngine;
      }),
    },
    actions: { debug },
  });
  const actor = createActor(machine, { input: { currentConversationID: options.current ?? null } });
  const opened: string[] = [];
  actor.on('openConversation', (event) => opened.push(event.conversationID));
  actor.start();
  return { actor, fake, created, opened, debug };
}

describe('session machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches the credential, creates the engine from it, logs in, and is ready', async () => {
    const { actor, fake, created } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(created).toEqual([credential]);
    expect(fake.engine.login).toHaveBeenCalledWith({ userID: 'u_1', userSig: 'sig' });
    expect(connectSession(actor.getSnapshot())).toMatchObject({ status: 'ready', engine: fake.asEngine, netState: 'connected', prefix: 'u_' });
  });

  it('updates the own profile with nick and avatar 3000 ms after login, not before', async () => {
    const { actor, fake } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    await jest.advanceTimersByTimeAsync(2999);
    expect(fake.engine.updateMyProfile).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.engine.updateMyProfile).toHaveBeenCalledWith({ nick: 'Ann', avatar: 'a.png' });
  });

  it('retries a failed login with a capped backoff, logging each failure', async () => {
    const fake = fakeEngine();
    fake.engine.login.mockRejectedValueOnce({ code: 2000, message: 'bad sig' }).mockRejectedValueOnce({ code: 2000, message: 'bad sig' });
    const { actor, debug } = start({ engine: fake });
    await waitFor(actor, (s) => s.matches('retrying'));
    expect(fake.engine.destroy).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.debugLog.map((entry) => entry.message)).toEqual(['login failed: 2000 bad sig']);
    expect(connectSession(actor.getSnapshot())).toMatchObject({ status: 'failed', error: { code: 2000, message: 'bad sig' } });
    await jest.advanceTimersByTimeAsync(retryDelay(1) - 1);
    expect(actor.getSnapshot().matches('retrying')).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.matches('retrying') && s.context.attempts === 2);
    await jest.advanceTimersByTimeAsync(retryDelay(2));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(fake.engine.login).toHaveBeenCalledTimes(3);
    expect(debug).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.attempts).toBe(0);
    expect(connectSession(actor.getSnapshot())).toMatchObject({ status: 'ready', error: null });
  });

  it('retries a failed credential request too', async () => {
    const fetchCredential = jest.fn<Promise<ChatCredential>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(credential);
    const { actor } = start({ fetchCredential });
    await waitFor(actor, (s) => s.matches('retrying'));
    expect(actor.getSnapshot().context.debugLog[0]!.message).toBe('credential failed: offline');
    await jest.advanceTimersByTimeAsync(retryDelay(1));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(fetchCredential).toHaveBeenCalledTimes(2);
  });

  it('caps the backoff at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('follows the network state and stops listening when kicked out', async () => {
    const { actor, fake } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    fake.fire(EVENT.NET_STATE_CHANGE, { state: 'disconnected' });
    expect(connectSession(actor.getSnapshot()).netState).toBe('disconnected');
    fake.fire(EVENT.KICKED_OUT, { type: 'multipleAccount' });
    expect(connectSession(actor.getSnapshot())).toMatchObject({ status: 'kickedOut', kickedOut: 'multipleAccount', engine: null });
    expect(fake.listeners(EVENT.NET_STATE_CHANGE)).toBe(0);
  });

  it('opens the current conversation when ready if it is a C2C or GROUP one', async () => {
    const c2c = start({ current: 'C2Cu_7' });
    await waitFor(c2c.actor, (s) => s.hasTag('ready'));
    expect(c2c.opened).toEqual(['C2Cu_7']);

    const other = start({ current: '@TIM#SYSTEM' });
    other.actor.send({ type: 'SET_CURRENT', conversationID: 'GROUPg1' });
    await waitFor(other.actor, (s) => s.hasTag('ready'));
    expect(other.opened).toEqual(['GROUPg1']);

    expect([isOpenableConversation('C2Cx'), isOpenableConversation('GROUPx'), isOpenableConversation('@TIM#SYSTEM'), isOpenableConversation(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
