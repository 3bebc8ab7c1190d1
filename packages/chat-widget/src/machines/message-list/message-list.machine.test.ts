import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { Message, MessageListPage } from '../../engine';
import { selectScrollButton } from './message-list.connect';
import { FIRST_ITEM_INDEX, messageListMachine } from './message-list.machine';

const CONV = 'C2Cbob';
let seq = 0;
function msg(over: Partial<Message> = {}): Message {
  seq += 1;
  return {
    ID: `m${seq}`,
    conversationID: CONV,
    conversationType: 'C2C',
    to: 'me',
    from: 'bob',
    flow: 'in',
    time: 1000 + seq,
    status: 'success',
    progress: 0,
    priority: 'Normal',
    nick: '',
    avatar: '',
    nameCard: '',
    atUserList: [],
    cloudCustomData: '',
    isRevoked: false,
    revoker: '',
    revokerInfo: { userID: '', nick: '', avatar: '' },
    revokeReason: '',
    isDeleted: false,
    isModified: false,
    hasRiskContent: false,
    needReadReceipt: false,
    isPeerRead: false,
    readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: false },
    isBroadcastMessage: false,
    isSupportExtension: false,
    sequence: seq,
    type: 'TIMTextElem',
    payload: { text: `hello ${seq}` },
    ...over,
  } as Message;
}
const typing = () =>
  msg({ type: 'TIMCustomElem', payload: { data: JSON.stringify({ businessID: 'user_typing_status' }), description: '', extension: '' } } as Partial<Message>);

function start(pages: MessageListPage[], targetMessageID?: string) {
  const calls: (string | undefined)[] = [];
  const machine = messageListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: { conversationID: string; nextReqMessageID?: string } }) => {
        calls.push(input.nextReqMessageID);
        const page = pages.shift();
        if (!page) throw new Error('no page');
        return page;
      }),
      engineEvents: fromCallback<EventObject, { conversationID: string }>(() => () => undefined),
    },
  });
  const actor = createActor(machine, { input: { conversationID: CONV, targetMessageID } }).start();
  return { actor, calls };
}

describe('message list machine', () => {
  it('loads the first page and asks the view to scroll to the bottom', async () => {
    const older = [msg(), msg()];
    const { actor, calls } = start([{ messageList: older, nextReqMessageID: 'n1', isCompleted: false }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const c = actor.getSnapshot().context;
    expect(c.messages.map((m) => m.ID)).toEqual(older.map((m) => m.ID));
    expect(c.scroll).toEqual({ kind: 'bottom', seq: 1 });
    expect(calls).toEqual([undefined]);
  });

  it('fails, and loads again on RETRY', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('prepends history with nextReqMessageID, lowers firstItemIndex and keeps the offset', async () => {
    const newer = [msg(), msg()];
    const history = [msg({ sequence: 0.1 } as Partial<Message>), msg({ sequence: 0.2 } as Partial<Message>), msg({ sequence: 0.3 } as Partial<Message>)];
    const { actor, calls } = start([
      { messageList: newer, nextReqMessageID: 'n1', isCompleted: false },
      { messageList: history, nextReqMessageID: '', isCompleted: true },
    ]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: { ready: 'idle' } }));
    const c = actor.getSnapshot().context;
    expect(calls).toEqual([undefined, 'n1']);
    expect(c.messages.map((m) => m.ID)).toEqual([...history, ...newer].map((m) => m.ID));
    expect(c.firstItemIndex).toBe(FIRST_ITEM_INDEX - 3);
    expect(c.scroll).toEqual({ kind: 'keep', seq: 2 });
    actor.send({ type: 'LOAD_MORE' }); // completed: nothing more
    expect(actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true);
  });

  it('scrolls to the bottom for a new newest message while the button is hidden', async () => {
    const { actor } = start([{ messageList: [msg()], nextReqMessageID: '', isCompleted: true }]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'RECEIVED', messages: [msg()] });
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'bottom', seq: 2 });
    expect(actor.getSnapshot().context.newCount).toBe(0);
    actor.send({ type: 'RECEIVED', messages: [msg({ conversationID: 'C2Cother' })] }); // not ours
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
  });

  it('does not scroll while the button shows and the newest is incoming; counts only real incoming messages', async () => {
    const { actor } = start([{ messageList: [msg()], nextReqMessageID: '', isCompleted: true }]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'VIEWPORT', farFromBottom: true, newestVisible: false });
    expect(selectScrollButton(actor.getSnapshot().context)).toEqual({ visible: true, newCount: 0 });
    actor.send({ type: 'RECEIVED', messages: [msg(), msg({ isRevoked: true }), typing(), msg()] });
    const c = actor.getSnapshot().context;
    expect(c.scroll).toEqual({ kind: 'bottom', seq: 1 });
    expect(c.newCount).toBe(2);
    expect(c.messages.some((m) => m.type === 'TIMCustomElem')).toBe(false); // typing notices are no bubbles
    // An own message: to the bottom, whatever the button.
    actor.send({ type: 'UPSERT', messages: [msg({ flow: 'out', from: 'me', status: 'unSend' })] });
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'bottom', seq: 2 });
  });

  it('the button shows when only the newest is out of view; a click resets the count and jumps', async () => {
    const { actor } = start([{ messageList: [msg()], nextReqMessageID: '', isCompleted: true }]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'VIEWPORT', farFromBottom: false, newestVisible: false });
    actor.send({ type: 'RECEIVED', messages: [msg()] });
    expect(selectScrollButton(actor.getSnapshot().context)).toEqual({ visible: true, newCount: 1 });
    actor.send({ type: 'SCROLL_BUTTON_CLICK' });
    expect(actor.getSnapshot().context.newCount).toBe(0);
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'bottom', seq: 2 });
  });

  it('an empty conversation shows no button, whatever the viewport reports', async () => {
    const { actor } = start([{ messageList: [], nextReqMessageID: '', isCompleted: true }]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    // An empty list has no newest row in view (Virtuoso reports no range at all).
    actor.send({ type: 'VIEWPORT', farFromBottom: false, newestVisible: false });
    expect(selectScrollButton(actor.getSnapshot().context)).toEqual({ visible: false, newCount: 0 });
  });

  it('reaching the bottom hides the button and resets the count', async () => {
    const { actor } = start([{ messageList: [msg()], nextReqMessageID: '', isCompleted: true }]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'VIEWPORT', farFromBottom: true, newestVisible: true });
    actor.send({ type: 'RECEIVED', messages: [msg()] });
    expect(actor.getSnapshot().context.newCount).toBe(1);
    actor.send({ type: 'VIEWPORT', farFromBottom: false, newestVisible: true });
    expect(selectScrollButton(actor.getSnapshot().context)).toEqual({ visible: false, newCount: 0 });
  });

  it('UPSERT replaces a message by ID and drops deleted ones', async () => {
    const first = msg({ flow: 'out', status: 'unSend' });
    const { actor } = start([{ messageList: [first], nextReqMessageID: '', isCompleted: true }]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'UPSERT', messages: [{ ...first, status: 'success' } as Message] });
    expect(actor.getSnapshot().context.messages[0]?.status).toBe('success');
    expect(actor.getSnapshot().context.scroll?.seq).toBe(1); // same newest: no scroll
    actor.send({ type: 'UPSERT', messages: [{ ...first, isDeleted: true } as Message] });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('scrolls to a target message and blinks it for 3 s', async () => {
    jest.useFakeTimers();
    try {
      const a = msg();
      const b = msg();
      const { actor } = start([{ messageList: [a, b], nextReqMessageID: '', isCompleted: true }], a.ID);
      await jest.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'target', messageID: a.ID, seq: 1 });
      expect(actor.getSnapshot().context.blinkID).toBe(a.ID);
      expect(actor.getSnapshot().matches({ blink: 'on' })).toBe(true);
      await jest.advanceTimersByTimeAsync(2999);
      expect(actor.getSnapshot().context.blinkID).toBe(a.ID);
      await jest.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().context.blinkID).toBeNull();
      actor.send({ type: 'TARGET', messageID: b.ID });
      expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'target', messageID: b.ID, seq: 2 });
      expect(actor.getSnapshot().matches({ blink: 'on' })).toBe(true);
      actor.send({ type: 'TARGET', messageID: 'unknown' });
      expect(actor.getSnapshot().context.scroll?.seq).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a target further back: history is read page by page until it is loaded, then it is scrolled to and blinks', async () => {
    const target = msg({ sequence: 0.01 } as Partial<Message>);
    const older = [target, msg({ sequence: 0.02 } as Partial<Message>)];
    const middle = [msg({ sequence: 0.03 } as Partial<Message>), msg({ sequence: 0.04 } as Partial<Message>)];
    const newest = [msg(), msg()];
    const { actor, calls } = start(
      [
        { messageList: newest, nextReqMessageID: 'n1', isCompleted: false },
        { messageList: middle, nextReqMessageID: 'n2', isCompleted: false },
        { messageList: older, nextReqMessageID: 'n3', isCompleted: false },
      ],
      target.ID,
    );
    await waitFor(actor, (s) => s.context.blinkID !== null);
    const c = actor.getSnapshot().context;
    expect(calls).toEqual([undefined, 'n1', 'n2']); // no page past the one holding it
    expect(c.messages.map((m) => m.ID)).toEqual([...older, ...middle, ...newest].map((m) => m.ID));
    expect(c.firstItemIndex).toBe(FIRST_ITEM_INDEX - 4);
    expect(c.blinkID).toBe(target.ID);
    expect(c.scroll).toEqual({ kind: 'target', messageID: target.ID, seq: 4 }); // bottom, keep, keep, target
    expect(actor.getSnapshot().matches({ blink: 'on' })).toBe(true);
    expect(actor.getSnapshot().matches({ list: { ready: 'idle' } })).toBe(true);
  });

  it('TARGET on an open list seeks a message not loaded yet; one never found leaves the list where it was', async () => {
    const target = msg({ sequence: 0.01 } as Partial<Message>);
    const { actor, calls } = start([
      { messageList: [msg()], nextReqMessageID: 'n1', isCompleted: false },
      { messageList: [target], nextReqMessageID: 'n2', isCompleted: false },
      { messageList: [msg({ sequence: 0.001 } as Partial<Message>)], nextReqMessageID: '', isCompleted: true },
    ]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'TARGET', messageID: target.ID });
    await waitFor(actor, (s) => s.context.blinkID === target.ID);
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'target', messageID: target.ID, seq: 3 });
    actor.send({ type: 'TARGET', messageID: 'deleted long ago' });
    await waitFor(actor, (s) => s.context.isCompleted && s.matches({ list: { ready: 'idle' } }));
    expect(calls).toEqual([undefined, 'n1', 'n2']);
    expect(actor.getSnapshot().context.pendingTargetID).toBeNull();
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'keep', seq: 4 });
  });

  it('a target that is in no page falls back to the bottom', async () => {
    const { actor } = start([{ messageList: [msg()], nextReqMessageID: '', isCompleted: true }], 'gone');
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.scroll).toEqual({ kind: 'bottom', seq: 1 });
    expect(actor.getSnapshot().context.blinkID).toBeNull();
  });
});
