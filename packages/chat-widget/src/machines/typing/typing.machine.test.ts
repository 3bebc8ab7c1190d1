import { createActor } from 'xstate';
import type { Message } from '../../engine/message';
import { PEER_TYPING_TIMEOUT_MS, peerTypingMachine } from './peer-typing.machine';
import { typingMachine } from './typing.machine';
import { typingStatusData, typingStatusOf } from './typing-status';

function own(oneToOne = true) {
  const sent: Array<0 | 1> = [];
  const machine = typingMachine.provide({ actions: { sendTypingStatus: (_, status) => void sent.push(status) } });
  return { actor: createActor(machine, { input: { oneToOne } }).start(), sent };
}

describe('typing machine', () => {
  it('enters when the input is non-empty and focused, once, and leaves when emptied', () => {
    const { actor, sent } = own();
    actor.send({ type: 'change', text: 'h' });
    expect(actor.getSnapshot().value).toBe('idle'); // not focused yet
    actor.send({ type: 'focus' });
    expect(actor.getSnapshot().value).toBe('typing');
    actor.send({ type: 'change', text: 'he' });
    actor.send({ type: 'change', text: 'hel' });
    expect(sent).toEqual([1]);
    actor.send({ type: 'change', text: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([1, 0]);
  });

  it('leaves when blurred, and comes back on focus', () => {
    const { actor, sent } = own();
    actor.send({ type: 'focus' });
    actor.send({ type: 'change', text: 'x' });
    actor.send({ type: 'blur' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'focus' });
    expect(sent).toEqual([1, 0, 1]);
  });

  it('never enters in a group chat', () => {
    const { actor, sent } = own(false);
    actor.send({ type: 'focus' });
    actor.send({ type: 'change', text: 'x' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });
});

describe('peer typing machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows typing on 1, restores on 0', () => {
    const actor = createActor(peerTypingMachine).start();
    actor.send({ type: 'status', typingStatus: 1 });
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    actor.send({ type: 'status', typingStatus: 0 });
    expect(actor.getSnapshot().hasTag('typing')).toBe(false);
  });

  it('restores after the timeout without news, which each status restarts', () => {
    const actor = createActor(peerTypingMachine).start();
    actor.send({ type: 'status', typingStatus: 1 });
    jest.advanceTimersByTime(PEER_TYPING_TIMEOUT_MS - 100);
    actor.send({ type: 'status', typingStatus: 1 });
    jest.advanceTimersByTime(PEER_TYPING_TIMEOUT_MS - 100);
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    jest.advanceTimersByTime(200);
    expect(actor.getSnapshot().hasTag('typing')).toBe(false);
  });
});

describe('typing status message', () => {
  const custom = (data: unknown) => ({ type: 'TIMCustomElem', payload: { data: JSON.stringify(data), description: '', extension: '' } }) as Message;
  it('reads the status of a typing message and null for others', () => {
    expect(typingStatusOf(custom(typingStatusData(1)))).toBe(1);
    expect(typingStatusOf(custom(typingStatusData(0)))).toBe(0);
    expect(typingStatusOf(custom({ businessID: 'askResume' }))).toBeNull();
    expect(typingStatusOf({ type: 'TIMTextElem', payload: { text: 'x' } } as Message)).toBeNull();
  });
});
