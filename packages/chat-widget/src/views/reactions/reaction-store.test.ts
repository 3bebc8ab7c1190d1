import { EVENT, type ChatEngine, type Message, type MessageReaction } from '../../engine';
import { ReactionStore } from './reaction-store';

// The store's own rules, over an engine stand-in that records calls and lets the test emit
// events (the live engine is exercised by reaction-row.test.tsx and tests/contract/reactions).

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeEngine() {
  const handlers = new Map<string, ((event: { name: string; data: unknown }) => void)[]>();
  const calls: { messageIDs: string[] }[] = [];
  const engine = {
    on: (name: string, handler: (event: { name: string; data: unknown }) => void) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    getLoginUser: () => 'me',
    getMessageReactions: jest.fn(async ({ messageList }: { messageList: Message[] }) => {
      calls.push({ messageIDs: messageList.map((m) => m.ID) });
      return { code: 0, data: { resultList: messageList.map((m) => ({ messageID: m.ID, reactionList: [] })) } };
    }),
    addMessageReaction: jest.fn(async () => ({ code: 0, data: {} })),
    removeMessageReaction: jest.fn(async () => ({ code: 0, data: {} })),
  };
  const emit = (name: string, data: unknown) => handlers.get(name)?.forEach((handler) => handler({ name, data }));
  return { engine: engine as unknown as ChatEngine, raw: engine, calls, emit };
}

const message = (ID: string, conversationID = 'C2Cpeer'): Message => ({ ID, conversationID, status: 'success', isRevoked: false }) as Message;
const reaction = (reactionID: string, totalUserCount: number, reactedByMyself = false): MessageReaction => ({
  reactionID,
  totalUserCount,
  partialUserList: [],
  reactedByMyself,
});

describe('ReactionStore', () => {
  it('asks once per conversation for the messages shown together, and never twice for one', async () => {
    const { engine, calls } = fakeEngine();
    const store = new ReactionStore(engine);
    store.load(message('a'));
    store.load(message('b'));
    store.load(message('c', 'GROUPg'));
    store.load(message('a'));
    store.load({ ...message('d'), status: 'unSend' } as Message);
    await flush();
    expect(calls).toEqual([{ messageIDs: ['a', 'b'] }, { messageIDs: ['c'] }]);
  });

  it('merges events: a reaction replaces its place, a new one joins the end, a count of 0 removes it', () => {
    const { engine, emit } = fakeEngine();
    const store = new ReactionStore(engine);
    const changes = jest.fn();
    store.subscribe(changes);
    emit(EVENT.MESSAGE_REACTIONS_UPDATED, { messageID: 'm', reactionList: [reaction('👍', 1), reaction('❤️', 2)] });
    const first = store.get('m');
    emit(EVENT.MESSAGE_REACTIONS_UPDATED, { messageID: 'm', reactionList: [reaction('👍', 2, true), reaction('🎉', 1)] });
    expect(store.get('m')).toEqual([reaction('👍', 2, true), reaction('❤️', 2), reaction('🎉', 1)]);
    emit(EVENT.MESSAGE_REACTIONS_UPDATED, { messageID: 'm', reactionList: [reaction('❤️', 0)] });
    expect(store.get('m').map((r) => r.reactionID)).toEqual(['👍', '🎉']);
    expect(first).not.toBe(store.get('m')); // a new list per change, for useSyncExternalStore
    expect(store.get('none')).toBe(store.get('other')); // and one empty list for all without
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('toggles mine, counting it once whether or not the engine also sent the event', async () => {
    const { engine, raw, emit } = fakeEngine();
    const store = new ReactionStore(engine);
    const m = message('m');
    emit(EVENT.MESSAGE_REACTIONS_UPDATED, { messageID: 'm', reactionList: [reaction('👍', 1)] });
    // An engine that reports one's own change only to one's other devices (the SDK).
    await store.toggle(m, '👍');
    expect(raw.addMessageReaction).toHaveBeenCalledWith(m, '👍');
    expect(store.get('m')).toMatchObject([{ reactionID: '👍', totalUserCount: 2, reactedByMyself: true }]);
    // One that reports it before answering (the local engine): nothing is counted twice.
    raw.removeMessageReaction.mockImplementationOnce(async () => {
      emit(EVENT.MESSAGE_REACTIONS_UPDATED, { messageID: 'm', reactionList: [reaction('👍', 1)] });
      return { code: 0, data: {} };
    });
    await store.toggle(m, '👍');
    expect(raw.removeMessageReaction).toHaveBeenCalledWith(m, '👍');
    expect(store.get('m')).toEqual([reaction('👍', 1)]);
    await store.toggle(m, '🎉');
    expect(store.get('m')).toMatchObject([{ reactionID: '👍' }, { reactionID: '🎉', totalUserCount: 1, reactedByMyself: true }]);
  });

  it('asks again for every message seen once the connection is back after a drop', async () => {
    const { engine, calls, emit } = fakeEngine();
    const store = new ReactionStore(engine);
    store.load(message('a'));
    emit(EVENT.MESSAGE_RECEIVED, [message('b')]);
    await flush();
    emit(EVENT.NET_STATE_CHANGE, { state: 'connected' }); // no drop: nothing to do
    await flush();
    expect(calls).toEqual([{ messageIDs: ['a'] }]);
    emit(EVENT.NET_STATE_CHANGE, { state: 'disconnected' });
    emit(EVENT.NET_STATE_CHANGE, { state: 'connecting' });
    emit(EVENT.NET_STATE_CHANGE, { state: 'connected' });
    await flush();
    expect(calls).toEqual([{ messageIDs: ['a'] }, { messageIDs: ['a', 'b'] }]);
  });
});
