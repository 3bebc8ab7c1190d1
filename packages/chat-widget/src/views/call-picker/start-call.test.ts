import type { ChatEngine } from '../../engine/chat-engine';
import { startCall } from './start-call';
import { loadGroupMembers, MEMBER_PAGE_SIZE } from './use-group-members';

describe('starting a call', () => {
  it("hands the call to the host's service, and a failing service does not throw", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const startCallMock = jest.fn(async () => {
      throw new Error('busy');
    });
    expect(() => startCall({ startCall: startCallMock }, { userIDList: ['a'], type: 2, groupID: 'g' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startCallMock).toHaveBeenCalledWith({ userIDList: ['a'], type: 2, groupID: 'g' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('group members for the picker', () => {
  it('are read 100 a page until the service answers offset 0', async () => {
    const all = Array.from({ length: 230 }, (_, i) => ({ userID: `u${i}` }));
    const requests: unknown[] = [];
    const engine = {
      async getGroupMemberList({ count, offset }: { groupID: string; count: number; offset: number }) {
        requests.push({ count, offset });
        const next = offset + count < all.length ? offset + count : 0;
        return { code: 0, data: { memberList: all.slice(offset, offset + count), offset: next } };
      },
    } as unknown as ChatEngine;
    const pages: number[] = [];
    await loadGroupMembers(engine, 'g', (page) => pages.push(page.length));
    expect(requests).toEqual([0, 100, 200].map((offset) => ({ count: MEMBER_PAGE_SIZE, offset })));
    expect(pages).toEqual([100, 100, 30]);
  });
});
