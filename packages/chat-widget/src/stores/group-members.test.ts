import { groupMembersStore, loadGroupMembers, loadOthers, MEMBER_PAGE_SIZE } from './group-members';

// Group members page by page over a fake engine (a unit of this layer; the picker's and the
// composer's suites drive the real chat service).
function pagedEngine(count: number, lastOffset = 0, fail = false) {
  const all = Array.from({ length: count }, (_, i) => ({ userID: `u${i}`, nick: i === 1 ? '李' : '', nameCard: i === 2 ? '面试官' : '', avatar: '' }));
  const requests: unknown[] = [];
  const engine = {
    getLoginUser: () => 'u0',
    async getGroupMemberList({ count: size, offset }: { groupID: string; count: number; offset: number }) {
      requests.push({ count: size, offset });
      if (fail && offset > 0) throw Object.assign(new Error('offline'), { code: 2800 });
      const next = offset + size < all.length ? offset + size : lastOffset;
      return { code: 0, data: { memberList: all.slice(offset, offset + size), offset: next } };
    },
  };
  return { engine: engine as never, requests };
}

describe('loadGroupMembers', () => {
  it('reads 100 a page until the service answers offset 0', async () => {
    const { engine, requests } = pagedEngine(230);
    const pages: number[] = [];
    const members = await loadGroupMembers(engine, 'g', (page) => pages.push(page.length));
    expect(requests).toEqual([0, 100, 200].map((offset) => ({ count: MEMBER_PAGE_SIZE, offset })));
    expect(pages).toEqual([100, 100, 30]);
    expect(members).toHaveLength(230);
  });

  it('stops at a full last page whose offset does not move on', async () => {
    const { engine, requests } = pagedEngine(200, 100);
    await expect(loadGroupMembers(engine, 'g')).resolves.toHaveLength(200);
    expect(requests).toHaveLength(2);
  });
});

describe('loadOthers', () => {
  it('leaves the reader out and names each by name card, nick or user ID', async () => {
    const { engine } = pagedEngine(4);
    await expect(loadOthers(engine, 'g')).resolves.toEqual([
      { userID: 'u1', name: '李', avatar: '' },
      { userID: 'u2', name: '面试官', avatar: '' },
      { userID: 'u3', name: 'u3', avatar: '' },
    ]);
  });
});

describe('groupMembersStore', () => {
  it('grows page by page, and ends loading with what came when a page fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { engine } = pagedEngine(150, 0, true);
    const store = groupMembersStore(engine, 'g');
    store.subscribe(() => undefined);
    expect(store.getSnapshot()).toEqual({ members: [], loading: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.getSnapshot().members).toHaveLength(100);
    expect(store.getSnapshot().loading).toBe(false);
    expect(warn).toHaveBeenCalledWith('getGroupMemberList failed', 2800, 'offline');
    warn.mockRestore();
  });
});
