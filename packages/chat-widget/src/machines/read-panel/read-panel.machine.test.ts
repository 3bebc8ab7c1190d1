import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Message } from '../../engine/message';
import { CLOSE_DELAY_MS, readPanelMachine, type FetchedPage } from './read-panel.machine';
import { selectReadPanel } from './read-panel.connect';
import type { PageRequest, ReadPanelEvent } from './read-panel.types';

const message = { ID: 'm1', conversationType: 'GROUP', readReceiptInfo: { readCount: 1, unreadCount: 3, isPeerRead: false } } as Message;
const member = (userID: string) => ({ userID, nick: `nick ${userID}`, avatar: '' });

/** Pages served by cursor: read has u1; unread has u2..u4 in two pages (cursor 'c2'). */
function serve({ failing = false } = {}) {
  const requests: PageRequest[] = [];
  let fail = failing;
  let receipt: ((event: ReadPanelEvent) => void) | null = null;
  let watching: string | null = null;
  const defaults: Record<string, FetchedPage> = {
    'read:': { tab: 'read', members: [member('u1')], cursor: '', completed: true },
    'unread:': { tab: 'unread', members: [member('u2'), member('u3')], cursor: 'c2', completed: false },
    'unread:c2': { tab: 'unread', members: [member('u4')], cursor: '', completed: true },
  };
  const machine = readPanelMachine.provide({
    actors: {
      fetchPage: fromPromise<FetchedPage, PageRequest>(async ({ input }) => {
        requests.push({ ...input });
        if (fail) throw new Error('offline');
        return defaults[`${input.tab}:${input.cursor}`]!;
      }),
      watchReceipts: fromCallback<ReadPanelEvent, { messageID: string }>(({ sendBack, input }) => {
        watching = input.messageID;
        receipt = sendBack;
        return () => {
          watching = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { message } }).start();
  return {
    actor,
    requests,
    failNext: (value: boolean) => (fail = value),
    receipt: (readCount: number, unreadCount: number) => receipt!({ type: 'RECEIPT', readCount, unreadCount }),
    watching: () => watching,
    defaults,
  };
}
const idle = (actor: ReturnType<typeof serve>['actor']) => waitFor(actor, (s) => s.matches({ open: 'idle' }));
const view = (actor: ReturnType<typeof serve>['actor']) => selectReadPanel(actor.getSnapshot());

describe('read panel machine', () => {
  it('loads the first page of both tabs, opens on read, with the message counts', async () => {
    const { actor, requests, watching } = serve();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await idle(actor);
    expect(requests.map((r) => `${r.tab}:${r.cursor}`).sort()).toEqual(['read:', 'unread:']);
    expect(view(actor)).toMatchObject({ tab: 'read', readCount: 1, unreadCount: 3, members: [member('u1')], loading: false, open: true });
    expect(watching()).toBe('m1');
  });

  it('switches tabs', async () => {
    const { actor } = serve();
    await idle(actor);
    actor.send({ type: 'TAB', tab: 'unread' });
    expect(view(actor).members.map((m) => m.userID)).toEqual(['u2', 'u3']);
    expect(view(actor).completed).toBe(false);
  });

  it('loads more of the open tab from its cursor, appending, and not past the end', async () => {
    const { actor, requests } = serve();
    await idle(actor);
    actor.send({ type: 'TAB', tab: 'unread' });
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await idle(actor);
    expect(requests.at(-1)).toMatchObject({ tab: 'unread', cursor: 'c2' });
    expect(view(actor).members.map((m) => m.userID)).toEqual(['u2', 'u3', 'u4']);
    expect(view(actor).completed).toBe(true);
    const count = requests.length;
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'TAB', tab: 'read' });
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(requests.length).toBe(count);
  });

  it('reloads both lists when a receipt changes the read count, and only then', async () => {
    const { actor, requests, receipt, defaults } = serve();
    await idle(actor);
    receipt(1, 3); // same read count: nothing to reload
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    expect(requests).toHaveLength(2);

    defaults['read:'] = { tab: 'read', members: [member('u1'), member('u2')], cursor: '', completed: true };
    defaults['unread:'] = { tab: 'unread', members: [member('u3'), member('u4')], cursor: '', completed: true };
    receipt(2, 2);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await idle(actor);
    expect(requests).toHaveLength(4);
    expect(view(actor)).toMatchObject({ readCount: 2, unreadCount: 2 });
    expect(view(actor).members.map((m) => m.userID)).toEqual(['u1', 'u2']); // replaced, not appended
  });

  it('a receipt during a load restarts it', async () => {
    const { actor, requests, receipt } = serve();
    receipt(2, 2);
    await idle(actor);
    expect(requests).toHaveLength(4);
    expect(view(actor).members).toEqual([member('u1')]); // once, not twice
  });

  it('fails when a page fails, and retries', async () => {
    const { actor, failNext } = serve({ failing: true });
    await waitFor(actor, (s) => s.hasTag('failed'));
    failNext(false);
    actor.send({ type: 'RETRY' });
    await idle(actor);
    expect(view(actor).members).toEqual([member('u1')]);
  });

  describe('closing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is done 200 ms after CLOSE, and stops watching receipts at once', async () => {
      const { actor, watching } = serve();
      await jest.runAllTimersAsync();
      actor.send({ type: 'CLOSE' });
      expect(view(actor).open).toBe(false);
      expect(watching()).toBeNull();
      jest.advanceTimersByTime(CLOSE_DELAY_MS - 1);
      expect(actor.getSnapshot().status).toBe('active');
      jest.advanceTimersByTime(1);
      expect(actor.getSnapshot().status).toBe('done');
    });
  });
});
