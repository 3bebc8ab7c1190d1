import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from './access';
import { sessionMachine } from './session.machine';
import { selectAccess, selectConfirmingLogout, selectUserName } from './session.selectors';

function start(token: string | null, fetchUser: () => Promise<unknown>) {
  const log: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      fetchUser: fromPromise(async () => (await fetchUser()) as UserInfo),
      serverLogout: fromPromise<void>(async () => {
        log.push('serverLogout');
      }),
    },
    actions: {
      storeToken: (_, params) => void log.push(`storeToken ${params.token}`),
      clearToken: () => void log.push('clearToken'),
      logoutChat: () => void log.push('logoutChat'),
      removeStoredMode: () => void log.push('removeStoredMode'),
      reload: () => void log.push('reload'),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, log };
}

it('loads the user info when asked, and reduces a main admin access to the flag', async () => {
  const { actor } = start('t1', async () => ({ id: 1, name: '王主管', access: ['home'], isCompanyMainAdmin: true }));
  expect(actor.getSnapshot().value).toBe('idle');
  actor.send({ type: 'LOAD_USER' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(selectAccess(actor.getSnapshot())).toEqual({ isCompanyMainAdmin: true });
  expect(selectUserName(actor.getSnapshot())).toBe('王主管');
});

it('does not load without a token; login stores the token and loads', async () => {
  const { actor, log } = start(null, async () => ({ id: 2, nickname: 'hr', access: ['home'], isCompanyMainAdmin: false }));
  actor.send({ type: 'LOAD_USER' });
  expect(actor.getSnapshot().value).toBe('idle');
  actor.send({ type: 'LOGIN', token: 't2' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(log).toEqual(['storeToken t2']);
  expect(selectAccess(actor.getSnapshot())).toEqual({ isCompanyMainAdmin: false, names: ['home'] });
});

it('logs out on a 401, and goes to failed on other errors', async () => {
  const unauthorized = start('bad', async () => Promise.reject(Object.assign(new Error('x'), { code: 401 })));
  unauthorized.actor.send({ type: 'LOAD_USER' });
  await waitFor(unauthorized.actor, (s) => s.matches('loggedOut'));
  expect(unauthorized.log).toEqual(['clearToken']);
  expect(unauthorized.actor.getSnapshot().context.token).toBeNull();

  const broken = start('t', async () => Promise.reject(Object.assign(new Error('x'), { code: 500 })));
  broken.actor.send({ type: 'LOAD_USER' });
  await waitFor(broken.actor, (s) => s.matches('failed'));
  expect(broken.actor.getSnapshot().context.token).toBe('t');
});

it('logs out only after confirmation: clears token, access and profile, chat, the mode, then reloads', async () => {
  const { actor, log } = start('t', async () => ({ id: 1, access: [], isCompanyMainAdmin: false }));
  actor.send({ type: 'LOAD_USER' });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'LOGOUT' });
  expect(selectConfirmingLogout(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'CANCEL_LOGOUT' });
  expect(actor.getSnapshot().matches({ ready: 'active' })).toBe(true);
  expect(log).toEqual([]);

  actor.send({ type: 'LOGOUT' });
  actor.send({ type: 'CONFIRM_LOGOUT' });
  await waitFor(actor, (s) => s.matches('loggedOut'));
  expect(log).toEqual(['serverLogout', 'clearToken', 'logoutChat', 'removeStoredMode', 'reload']);
  expect(actor.getSnapshot().context).toEqual({ token: null, user: null, access: null });
});

it('an expired session (the server answered body code 401) ends here without asking or reloading', async () => {
  const { actor, log } = start('t3', async () => ({ id: 3, name: '李招聘', access: ['home'], isCompanyMainAdmin: false }));
  actor.send({ type: 'LOAD_USER' });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'EXPIRED' });
  expect(actor.getSnapshot().value).toBe('loggedOut');
  expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, access: null });
  expect(log).toEqual(['clearToken', 'logoutChat']);
});
