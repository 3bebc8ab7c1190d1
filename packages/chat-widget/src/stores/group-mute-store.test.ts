import { EVENT } from '../engine/constants';
import { groupMuteStore, type MuteEngine } from './group-mute-store';

// The group mute store over a fake engine (a unit of this layer; the composer's and the journeys'
// suites drive the real chat service), with fake timers for the end of a timed mute.
type Handler = (event: { data: unknown }) => void;

function fakeEngine(group: { muteAllMembers: boolean; role: string }, member: { muteUntil: number }) {
  const handlers = new Map<string, Set<Handler>>();
  let now = 1_000_000;
  let fail = false;
  const engine = {
    getLoginUser: () => 'me',
    getServerTime: () => now,
    getGroupProfile: async () => {
      if (fail) throw new Error('not a member');
      return { code: 0, data: { group: { muteAllMembers: group.muteAllMembers, selfInfo: { role: group.role } } } };
    },
    getGroupMemberProfile: async () => ({ code: 0, data: { memberList: [{ userID: 'me', muteUntil: member.muteUntil }] } }),
    on: (name: string, handler: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler),
    off: (name: string, handler: Handler) => void handlers.get(name)?.delete(handler),
  } as unknown as MuteEngine;
  return {
    engine,
    emit: (name: string, data: unknown) => handlers.get(name)?.forEach((handler) => handler({ data })),
    listening: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    advance: (seconds: number) => {
      now += seconds;
      jest.advanceTimersByTime(seconds * 1000);
    },
    set failing(value: boolean) {
      fail = value;
    },
  };
}

/** Lets the fake engine's answers settle. */
const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('groupMuteStore', () => {
  it('is not muted before it has read anything, then muted by mute-all for a plain member', async () => {
    const fake = fakeEngine({ muteAllMembers: true, role: 'Member' }, { muteUntil: 0 });
    const store = groupMuteStore(fake.engine, 'g1', 'GROUPg1');
    const changes = jest.fn();
    store.subscribe(changes);
    expect(store.getSnapshot()).toBe(false);
    await settled();
    expect(store.getSnapshot()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('lets the owner and admins speak under mute-all', async () => {
    const fake = fakeEngine({ muteAllMembers: true, role: 'Admin' }, { muteUntil: 0 });
    const store = groupMuteStore(fake.engine, 'g1', 'GROUPg1');
    store.subscribe(() => undefined);
    await settled();
    expect(store.getSnapshot()).toBe(false);
  });

  it('ends a timed mute at muteUntil, with no push', async () => {
    const fake = fakeEngine({ muteAllMembers: false, role: 'Member' }, { muteUntil: 1_000_060 });
    const store = groupMuteStore(fake.engine, 'g1', 'GROUPg1');
    store.subscribe(() => undefined);
    await settled();
    expect(store.getSnapshot()).toBe(true);
    fake.advance(59);
    expect(store.getSnapshot()).toBe(true);
    fake.advance(2);
    expect(store.getSnapshot()).toBe(false);
  });

  it("reads again on a group tip in this conversation, not another's", async () => {
    const group = { muteAllMembers: false, role: 'Member' };
    const fake = fakeEngine(group, { muteUntil: 0 });
    const store = groupMuteStore(fake.engine, 'g1', 'GROUPg1');
    store.subscribe(() => undefined);
    await settled();
    group.muteAllMembers = true;
    fake.emit(EVENT.MESSAGE_RECEIVED, [{ conversationID: 'GROUPg2', type: 'TIMGroupTipElem' }]);
    await settled();
    expect(store.getSnapshot()).toBe(false);
    fake.emit(EVENT.MESSAGE_RECEIVED, [{ conversationID: 'GROUPg1', type: 'TIMGroupTipElem' }]);
    await settled();
    expect(store.getSnapshot()).toBe(true);
    group.muteAllMembers = false;
    fake.emit(EVENT.GROUP_LIST_UPDATED, []);
    await settled();
    expect(store.getSnapshot()).toBe(false);
  });

  it('keeps what it knew when a read fails', async () => {
    const fake = fakeEngine({ muteAllMembers: true, role: 'Member' }, { muteUntil: 0 });
    const store = groupMuteStore(fake.engine, 'g1', 'GROUPg1');
    store.subscribe(() => undefined);
    await settled();
    fake.failing = true;
    fake.emit(EVENT.GROUP_LIST_UPDATED, []);
    await settled();
    expect(store.getSnapshot()).toBe(true);
  });

  it('stops listening with its last listener, and drops an answer that comes after', async () => {
    const fake = fakeEngine({ muteAllMembers: true, role: 'Member' }, { muteUntil: 0 });
    const store = groupMuteStore(fake.engine, 'g1', 'GROUPg1');
    const stop = store.subscribe(() => undefined);
    expect(fake.listening()).toBe(2);
    stop();
    expect(fake.listening()).toBe(0);
    await settled();
    expect(store.getSnapshot()).toBe(false);
  });
});
