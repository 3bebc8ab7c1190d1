import { EVENT, TYPES } from '../engine/constants';
import { conversationListStore, friendIDsStore, onlineUsersStore } from './conversation-stores';

// The conversation list's stores over a fake engine (a unit of this layer; the list's view suites
// drive the real chat service): the first answer, the events after it, and the stop.
type Handler = (event: { data: unknown }) => void;

function fakeEngine() {
  const handlers = new Map<string, Set<Handler>>();
  const answers: { resolve(value: unknown): void; reject(error: Error): void }[] = [];
  const asked: [string, unknown][] = [];
  const ask = (name: string) => (arg?: unknown) => {
    asked.push([name, arg]);
    return new Promise((resolve, reject) => answers.push({ resolve, reject }));
  };
  const engine = {
    getConversationList: ask('getConversationList'),
    getFriendList: ask('getFriendList'),
    getUserStatus: ask('getUserStatus'),
    on: (name: string, handler: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
    off: (name: string, handler: Handler) => void handlers.get(name)?.delete(handler),
  };
  return {
    engine: engine as never,
    asked,
    answer: async (data: unknown) => {
      answers.shift()!.resolve({ code: 0, data });
      await new Promise((resolve) => setImmediate(resolve));
    },
    refuse: async () => {
      answers.shift()!.reject(new Error('offline'));
      await new Promise((resolve) => setImmediate(resolve));
    },
    emit: (name: string, data: unknown) => handlers.get(name)?.forEach((handler) => handler({ data })),
    listening: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const row = (conversationID: string) => ({ conversationID }) as never;

describe('conversationListStore', () => {
  it('asks once with its first listener, then follows the list events, and tells each change', async () => {
    const fake = fakeEngine();
    const store = conversationListStore(fake.engine);
    expect(fake.asked).toEqual([]);
    const changes = jest.fn();
    const stop = store.subscribe(changes);
    expect(store.getSnapshot()).toEqual([]);
    await fake.answer({ conversationList: [row('C2Ca')] });
    expect(store.getSnapshot()).toEqual([row('C2Ca')]);
    fake.emit(EVENT.CONVERSATION_LIST_UPDATED, [row('C2Ca'), row('GROUPg')]);
    expect(store.getSnapshot()).toEqual([row('C2Ca'), row('GROUPg')]);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
    expect(fake.listening()).toBe(0);
  });

  it('drops an answer that comes after its last listener left', async () => {
    const fake = fakeEngine();
    const store = conversationListStore(fake.engine);
    store.subscribe(() => undefined)();
    await fake.answer({ conversationList: [row('C2Ca')] });
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps following the events when the first answer fails', async () => {
    const fake = fakeEngine();
    const store = conversationListStore(fake.engine);
    store.subscribe(() => undefined);
    await fake.refuse();
    fake.emit(EVENT.CONVERSATION_LIST_UPDATED, [row('C2Cb')]);
    expect(store.getSnapshot()).toEqual([row('C2Cb')]);
  });
});

describe('friendIDsStore', () => {
  it('holds the friends of the list, then of each update', async () => {
    const fake = fakeEngine();
    const store = friendIDsStore(fake.engine);
    store.subscribe(() => undefined);
    await fake.answer([{ userID: 'a' }, { userID: 'b' }]);
    expect([...store.getSnapshot()]).toEqual(['a', 'b']);
    fake.emit(EVENT.FRIEND_LIST_UPDATED, [{ userID: 'c' }]);
    expect([...store.getSnapshot()]).toEqual(['c']);
  });
});

describe('onlineUsersStore', () => {
  it('asks for the given peers, then applies status changes one by one', async () => {
    const fake = fakeEngine();
    const store = onlineUsersStore(fake.engine, ['a', 'b']);
    store.subscribe(() => undefined);
    expect(fake.asked).toEqual([['getUserStatus', { userIDList: ['a', 'b'] }]]);
    await fake.answer({
      successUserList: [
        { userID: 'a', statusType: TYPES.USER_STATUS_ONLINE },
        { userID: 'b', statusType: TYPES.USER_STATUS_OFFLINE },
      ],
    });
    expect([...store.getSnapshot()]).toEqual(['a']);
    fake.emit(EVENT.USER_STATUS_UPDATED, [{ userID: 'b', statusType: TYPES.USER_STATUS_ONLINE }]);
    fake.emit(EVENT.USER_STATUS_UPDATED, [{ userID: 'a', statusType: TYPES.USER_STATUS_OFFLINE }]);
    expect([...store.getSnapshot()]).toEqual(['b']);
  });
});
