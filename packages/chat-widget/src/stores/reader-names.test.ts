import { readerNamesStore } from './reader-names';

// The reader's names over a fake engine (a unit of this layer; the mention suites drive the real
// chat service).
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readerNamesStore', () => {
  it('gives the group name card before the nick in a group, the nick alone elsewhere', async () => {
    const engine = {
      getMyProfile: async () => ({ data: { nick: '王经理' } }),
      getGroupProfile: async () => ({ data: { group: { selfInfo: { nameCard: '面试官王' } } } }),
    } as never;
    const group = readerNamesStore(engine, 'GROUPg1');
    group.subscribe(() => undefined);
    const single = readerNamesStore(engine, 'C2Cu1');
    single.subscribe(() => undefined);
    await settle();
    expect(group.getSnapshot()).toEqual(['面试官王', '王经理']);
    expect(single.getSnapshot()).toEqual(['王经理']);
  });

  it('counts a failed read as no name', async () => {
    const refuse = () => Promise.reject(new Error('offline'));
    const store = readerNamesStore({ getMyProfile: refuse, getGroupProfile: refuse } as never, 'GROUPg1');
    const changes = jest.fn();
    store.subscribe(changes);
    await settle();
    expect(store.getSnapshot()).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
