// The session's login-failed state (issue 16): a failed attempt makes the status 'failed' with the
// reason until an attempt succeeds; RETRY starts a new attempt at once from any failing state,
// and the automatic backoff goes on after it.
import { createActor, fromPromise, waitFor } from 'xstate';
import { ChatError, ERROR_CODES, type ChatEngine } from '../../engine';
import { NETWORK_ERROR_CODE, toSessionError } from './login-error';
import { retryDelay, sessionMachine } from './machine';
import { connectSession } from './selectors';
import type { ChatCredential } from './types';

const credential: ChatCredential = { appId: 1, userID: 'u_1', userSig: 'sig', prefix: 'u_', chatUrl: 'ws://x/chat' };

/** What the session touches of an engine; login answers at once. */
const engine = {
  login: async () => ({ code: 0, data: {} }),
  updateMyProfile: async () => ({ code: 0, data: {} }),
  destroy: async () => undefined,
  on: () => undefined,
  off: () => undefined,
} as unknown as ChatEngine;

const unreachable = () => Object.assign(new Error('cannot reach http://api'), { code: NETWORK_ERROR_CODE });
const refused = () => Object.assign(new Error('登录已过期，请重新登录'), { code: 401 });

/** The machine on a credential fetcher whose answers the test scripts, one call at a time. */
function start(answers: (() => Promise<ChatCredential>)[]) {
  const fetchCredential = jest.fn(() => (answers.shift() ?? (async () => credential))());
  const actor = createActor(
    sessionMachine.provide({
      actors: { fetchCredential: fromPromise(fetchCredential), createEngine: fromPromise(async () => engine) },
      actions: { debug: () => undefined },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, fetchCredential, view: () => connectSession(actor.getSnapshot()) };
}

describe('session login failure', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is connecting, not failed, during the first attempt', () => {
    const { view } = start([() => new Promise(() => undefined)]);
    expect(view()).toMatchObject({ status: 'connecting', error: null });
  });

  it('is failed with the network reason when the API cannot be reached, and keeps it in the debug log', async () => {
    const { actor, view } = start([async () => Promise.reject(unreachable())]);
    await waitFor(actor, (s) => s.matches('retrying'));
    expect(view()).toMatchObject({ status: 'failed', error: { code: NETWORK_ERROR_CODE }, engine: null });
    expect(actor.getSnapshot().context.debugLog.map((entry) => entry.message)).toEqual(['credential failed: network cannot reach http://api']);
  });

  it("is failed with the server's code and words when the server refuses", async () => {
    const { actor, view } = start([async () => Promise.reject(refused())]);
    await waitFor(actor, (s) => s.matches('retrying'));
    expect(view()).toMatchObject({ status: 'failed', error: { code: 401, message: '登录已过期，请重新登录' } });
  });

  it('stays failed while the automatic retry runs, and clears when an attempt succeeds', async () => {
    let answer: (value: ChatCredential) => void = () => undefined;
    const { actor, fetchCredential, view } = start([async () => Promise.reject(refused()), () => new Promise((resolve) => (answer = resolve))]);
    await waitFor(actor, (s) => s.matches('retrying'));
    await jest.advanceTimersByTimeAsync(retryDelay(1));
    expect(fetchCredential).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('fetchingCredential')).toBe(true);
    expect(view().status).toBe('failed');
    answer(credential);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view()).toMatchObject({ status: 'ready', error: null, engine });
  });

  it('RETRY from the failed state starts a new attempt at once, without waiting for the backoff', async () => {
    const { actor, fetchCredential, view } = start([async () => Promise.reject(unreachable())]);
    await waitFor(actor, (s) => s.matches('retrying'));
    actor.send({ type: 'RETRY' });
    expect(fetchCredential).toHaveBeenCalledTimes(2);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(view()).toMatchObject({ status: 'ready', error: null });
  });

  it('RETRY while a retried request hangs starts it over', async () => {
    const { actor, fetchCredential } = start([async () => Promise.reject(unreachable()), () => new Promise(() => undefined)]);
    await waitFor(actor, (s) => s.matches('retrying'));
    await jest.advanceTimersByTimeAsync(retryDelay(1));
    expect(fetchCredential).toHaveBeenCalledTimes(2);
    actor.send({ type: 'RETRY' });
    expect(fetchCredential).toHaveBeenCalledTimes(3);
    await waitFor(actor, (s) => s.hasTag('ready'));
  });

  it('RETRY while logging in lets go of that engine and starts over', async () => {
    const destroy = jest.fn(async () => undefined);
    const hanging = { ...engine, login: () => new Promise(() => undefined), destroy } as unknown as ChatEngine;
    const engines = [hanging, engine];
    const fetchCredential = jest.fn(async () => credential);
    const actor = createActor(
      sessionMachine.provide({
        actors: { fetchCredential: fromPromise(fetchCredential), createEngine: fromPromise(async () => engines.shift()!) },
        actions: { debug: () => undefined },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('loggingIn'));
    actor.send({ type: 'RETRY' });
    expect(destroy).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.engine).toBe(engine);
    expect(fetchCredential).toHaveBeenCalledTimes(2);
  });

  it('keeps the backoff going after a retry that fails again', async () => {
    const { actor, fetchCredential } = start([async () => Promise.reject(unreachable()), async () => Promise.reject(unreachable())]);
    await waitFor(actor, (s) => s.matches('retrying'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('retrying') && s.context.attempts === 2);
    await jest.advanceTimersByTimeAsync(retryDelay(2) - 1);
    expect(fetchCredential).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(fetchCredential).toHaveBeenCalledTimes(3);
  });
});

describe('toSessionError', () => {
  it("tells no answer (the fetcher's code, or fetch's own TypeError) from a refusal", () => {
    expect(toSessionError(unreachable())).toEqual({ code: NETWORK_ERROR_CODE, message: 'cannot reach http://api' });
    expect(toSessionError(new TypeError('Failed to fetch'))).toEqual({ code: NETWORK_ERROR_CODE, message: 'Failed to fetch' });
    expect(toSessionError(new ChatError(ERROR_CODES.NETWORK, 'cannot connect to ws://x/chat'))).toEqual({
      code: NETWORK_ERROR_CODE,
      message: 'cannot connect to ws://x/chat',
    });
    expect(toSessionError(refused())).toEqual({ code: 401, message: '登录已过期，请重新登录' });
    expect(toSessionError({ code: 2000, message: 'bad sig' })).toEqual({ code: 2000, message: 'bad sig' });
    expect(toSessionError('boom')).toEqual({ code: null, message: 'boom' });
  });
});
