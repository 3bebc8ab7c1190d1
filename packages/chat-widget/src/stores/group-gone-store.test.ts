import { ERROR_CODES } from '../engine/limits';
import { groupGoneStore } from './group-gone-store';

// The group-gone store over a fake engine (a unit of this layer; the group journeys drive the real
// chat service): the profile's refusal code says left or dismissed, anything else says nothing.
function fakeEngine() {
  const handlers = new Set<() => void>();
  let answer: () => Promise<unknown> = async () => ({ code: 0, data: {} });
  const engine = {
    getGroupProfile: () => answer(),
    on: (_name: string, handler: () => void) => void handlers.add(handler),
    off: (_name: string, handler: () => void) => void handlers.delete(handler),
  };
  return {
    engine: engine as never,
    handlers,
    answerWith(code: number | null) {
      answer = code === null ? async () => ({ code: 0, data: {} }) : () => Promise.reject(Object.assign(new Error('refused'), { code }));
    },
    groupsChanged: async () => {
      handlers.forEach((handler) => handler());
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('groupGoneStore', () => {
  it('is null for a member, then left, then dismissed, as the profile answers after each group change', async () => {
    const fake = fakeEngine();
    const store = groupGoneStore(fake.engine, 'g1');
    store.subscribe(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.getSnapshot()).toBeNull();
    fake.answerWith(ERROR_CODES.NOT_GROUP_MEMBER);
    await fake.groupsChanged();
    expect(store.getSnapshot()).toBe('left');
    fake.answerWith(ERROR_CODES.GROUP_NOT_FOUND);
    await fake.groupsChanged();
    expect(store.getSnapshot()).toBe('dismissed');
  });

  it('keeps what it knew on another failure (offline), and stops listening with its last listener', async () => {
    const fake = fakeEngine();
    const store = groupGoneStore(fake.engine, 'g1');
    const stop = store.subscribe(() => undefined);
    fake.answerWith(ERROR_CODES.NOT_GROUP_MEMBER);
    await fake.groupsChanged();
    fake.answerWith(2800);
    await fake.groupsChanged();
    expect(store.getSnapshot()).toBe('left');
    stop();
    expect(fake.handlers.size).toBe(0);
  });
});
