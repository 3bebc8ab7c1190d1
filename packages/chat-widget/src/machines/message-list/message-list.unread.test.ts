// The "new messages" divider: where the list opens on a conversation with unread messages.
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { Message } from '../../engine';
import { firstUnreadOf } from './message-list.logic';
import { UNREAD_SEEK_PAGES, messageListMachine } from './message-list.machine';
import type { LoadedPage } from './message-list.types';

const CONV = 'C2Cbob';
let seq = 1000;
function msg(over: Partial<Message> = {}): Message {
  seq += 1;
  return {
    ID: `u${seq}`,
    conversationID: CONV,
    conversationType: 'C2C',
    from: 'bob',
    flow: 'in',
    time: seq,
    status: 'success',
    isRevoked: false,
    isDeleted: false,
    sequence: seq,
    type: 'TIMTextElem',
    payload: { text: `hello ${seq}` },
    ...over,
  } as Message;
}
const own = () => msg({ flow: 'out', from: 'me' });
const page = (messageList: Message[], more: boolean, unreadCount?: number): LoadedPage => ({
  messageList,
  nextReqMessageID: more ? `n${messageList[0]?.ID}` : '',
  isCompleted: !more,
  ...(unreadCount === undefined ? {} : { unreadCount }),
});

function start(pages: LoadedPage[], targetMessageID?: string) {
  const calls: (string | undefined)[] = [];
  const machine = messageListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: { conversationID: string; nextReqMessageID?: string } }) => {
        calls.push(input.nextReqMessageID);
        const next = pages.shift();
        if (!next) throw new Error('no page');
        return next;
      }),
      engineEvents: fromCallback<EventObject, { conversationID: string }>(() => () => undefined),
    },
  });
  const actor = createActor(machine, { input: { conversationID: CONV, targetMessageID } }).start();
  return { actor, calls };
}

describe('firstUnreadOf', () => {
  it("counts back the others' stored messages, not own ones, unsent ones or typing notices", () => {
    const typing = msg({ type: 'TIMCustomElem', payload: { data: '{"businessID":"user_typing_status"}' } } as Partial<Message>);
    const [a, b, c] = [msg(), msg(), msg()];
    const list = [a, own(), b, typing, c, own(), msg({ flow: 'in', sequence: 0 })];
    expect(firstUnreadOf(list, 2)).toEqual({ messageID: b.ID, complete: true });
    expect(firstUnreadOf(list, 3)).toEqual({ messageID: a.ID, complete: true });
    expect(firstUnreadOf(list, 4)).toEqual({ messageID: a.ID, complete: false });
    expect(firstUnreadOf(list, 0)).toEqual({ messageID: null, complete: true });
  });
});

describe('message list: unread messages', () => {
  it('opens at the first unread message, which carries the divider; JUMP_TO_UNREAD goes back to it', async () => {
    const read = [msg(), own()];
    const unread = [msg(), msg(), msg()];
    const { actor, calls } = start([page([...read, ...unread], false, 3)]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const c = actor.getSnapshot().context;
    expect(calls).toEqual([undefined]);
    expect(c.unreadDividerID).toBe(unread[0]!.ID);
    expect(c.unreadCount).toBe(3);
    expect(c.scroll).toEqual({ kind: 'unread', messageID: unread[0]!.ID, seq: 1 });
    actor.send({ type: 'SCROLL_BUTTON_CLICK' });
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'bottom', seq: 2 });
    actor.send({ type: 'JUMP_TO_UNREAD' });
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'unread', messageID: unread[0]!.ID, seq: 3 });
    // New arrivals while open are read as they come: the divider stays where it was.
    actor.send({ type: 'RECEIVED', messages: [msg()] });
    expect(actor.getSnapshot().context.unreadDividerID).toBe(unread[0]!.ID);
  });

  it('nothing unread: no divider, the newest message at the bottom, and JUMP_TO_UNREAD does nothing', async () => {
    const { actor } = start([page([msg(), msg()], false, 0)]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.unreadDividerID).toBeNull();
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'bottom', seq: 1 });
    actor.send({ type: 'JUMP_TO_UNREAD' });
    expect(actor.getSnapshot().context.scroll?.seq).toBe(1);
  });

  it('reads history before opening when the first unread message is further back', async () => {
    // Built oldest first: the pages come newest first.
    const older = [msg(), msg()];
    const first = older[1]!;
    const middle = [msg(), msg()];
    const newest = [msg(), msg()];
    const { actor, calls } = start([page(newest, true, 5), page(middle, true), page(older, true)]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const c = actor.getSnapshot().context;
    expect(calls).toHaveLength(3); // no page past the one holding it
    expect(c.messages).toHaveLength(6);
    expect(c.unreadDividerID).toBe(first.ID);
    expect(c.scroll).toMatchObject({ kind: 'unread', messageID: first.ID });
  });

  it('reads a page more when the first unread message is the oldest read, so that the list does not open at its top', async () => {
    const before = [msg(), msg()];
    const unread = [msg(), msg()];
    const { actor, calls } = start([page(unread, true, 2), page(before, true)]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.messages.map((m) => m.ID)).toEqual([...before, ...unread].map((m) => m.ID));
    expect(actor.getSnapshot().context.unreadDividerID).toBe(unread[0]!.ID);
  });

  it(`gives up after ${UNREAD_SEEK_PAGES} pages: the divider goes above the oldest unread message read`, async () => {
    // Oldest first, then served newest first.
    const pages = Array.from({ length: UNREAD_SEEK_PAGES + 1 }, () => page([msg()], true)).reverse();
    pages[0] = { ...pages[0]!, unreadCount: 500 };
    const oldest = pages[UNREAD_SEEK_PAGES]!.messageList[0]!;
    const { actor, calls } = start(pages);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(calls).toHaveLength(UNREAD_SEEK_PAGES + 1);
    expect(actor.getSnapshot().context.unreadDividerID).toBe(oldest.ID);
  });

  it('a search result opened wins over the divider for where the list opens', async () => {
    const target = msg();
    const { actor } = start([page([target, msg(), msg()], false, 2)], target.ID);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'target', messageID: target.ID, seq: 1 });
    expect(actor.getSnapshot().context.unreadDividerID).not.toBeNull();
  });
});
