// The session actor's chunk (session-provider.tsx loads it when a session starts): XState, the
// machine with its live effects, and the gate for a running session.
import { createActor } from 'xstate';
import { liveSessionMachine } from './session.effects';
import type { sessionMachine } from './session.machine';
import { getToken } from './token';

export function startSession(machine: typeof sessionMachine = liveSessionMachine) {
  return createActor(machine, { input: { token: getToken() } }).start();
}
