import { EVENT, TYPES } from '../constants';
import type { Message } from '../message';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';
import { countingWebSocket, dataOf, Harness, waitFor, type Recorded } from '../../../test/harness';

const text = (to: string, body: string) => ({ conversationType: 'C2C' as const, to, type: 'TIMTextElem' as const, payload: { text: body } });
const received = (events: Recorded[]) => dataOf(events, EVENT.MESSAGE_RECEIVED).flat() as Message[];
const netStates = (events: Recorded[]) => dataOf(events, EVENT.NET_STATE_CHANGE).map((d) => d.state);

/**
 * "It does not reconnect" made positive, rather than watched for a while: with no backoff a
 * retry is due the moment a socket closes, and opens its socket as it starts. So once every
 * socket has closed, a timer set after that fires after any retry has opened a socket.
 */
function watchedSockets() {
  const sockets = countingWebSocket();
  const options = { WebSocket: sockets.WebSocket, reconnect: { initialDelay: 0, maxDelay: 0, factor: 2 } };
  const afterAnyRetry = async () => {
    await waitFor(() => sockets.closed === sockets.opened, 3000, 'every socket to close');
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sockets, options, afterAnyRetry };
}

describe('delivery across a dropped connection', () => {
  let h: Harness;
  beforeEach(async () => (h = await Harness.start()));
  afterEach(() => h.stop());

  it('reconnects with backoff, logs in again with the same sig, and delivers what was missed once', async () => {
    const { chat, events } = await h.login('alice');
    const m1 = h.server.post('bob', text('alice', 'one'));
    await waitFor(() => received(events).length === 1);

    h.server.refuseConnections = true; // the network stays down for a few attempts
    h.server.dropAll();
    await waitFor(() => h.server.connectionAttempts >= 4, 3000, 'retries');
    const m2 = h.server.post('bob', text('alice', 'two'));
    const m3 = h.server.post('bob', text('alice', 'three'));
    h.server.refuseConnections = false;
    await waitFor(() => received(events).length === 3, 3000, 'the missed messages');

    const states = netStates(events);
    expect(states.slice(0, 3)).toEqual(['connected', 'disconnected', 'connecting']);
    expect(states.at(-1)).toBe('connected');
    expect(states.filter((s) => s === 'connecting').length).toBeGreaterThanOrEqual(3); // one per attempt
    expect(h.server.calls('login')).toEqual([
      { userID: 'alice', userSig: 'sig-alice', protocol: 1 },
      { userID: 'alice', userSig: 'sig-alice', protocol: 1 },
    ]);
    expect(h.server.calls('sync')[0]).toEqual({ cursor: m1.syncSeq, count: 20 });
    expect(received(events).map((m) => m.ID)).toEqual([m1.ID, m2.ID, m3.ID]);
    expect(chat.isReady()).toBe(true);
    expect(dataOf(events, EVENT.SDK_NOT_READY)).toHaveLength(0);
    await waitFor(() => chat.getTotalUnreadMessageCount() === 3);
  });

  it('waits longer between attempts, up to the cap', async () => {
    await h.login('alice');
    h.server.refuseConnections = true;
    const first = h.server.attemptTimes.length;
    h.server.dropAll();
    await waitFor(() => h.server.attemptTimes.length >= first + 7, 5000, 'seven attempts');
    const times = h.server.attemptTimes.slice(first, first + 7);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // initialDelay 20, factor 2, maxDelay 200, equal jitter: retry n waits at least half its
    // ceiling min(200, 20 * 2^n), and a timer never fires early, so these bounds hold on any
    // machine however busy (the upper bounds are backoff.test.ts's, on backoffDelay itself).
    const ceilings = gaps.map((_, i) => Math.min(200, 20 * 2 ** (i + 1)));
    expect(gaps.map((gap, i) => gap >= ceilings[i]! / 2 - 1)).toEqual(gaps.map(() => true));
  });

  it('pages through a long gap, in order, each message once', async () => {
    const { events } = await h.login('alice');
    h.server.dropAll();
    h.server.refuseConnections = true;
    await waitFor(() => h.server.connectionAttempts >= 2, 3000, 'a refused attempt');
    const missed = Array.from({ length: 45 }, (_, i) => h.server.post(i % 2 ? 'bob' : 'carol', text('alice', `m${i}`)));
    h.server.refuseConnections = false;
    await waitFor(() => received(events).length === 45, 3000);
    expect(received(events).map((m) => m.ID)).toEqual(missed.map((m) => m.ID));
    expect(h.server.calls('sync').map((p) => p.cursor)).toEqual([0, missed[19]!.syncSeq, missed[39]!.syncSeq]);
  });

  it('keeps pushes that arrive during the catch-up until it is done, so order holds', async () => {
    const { events } = await h.login('alice');
    h.server.refuseConnections = true;
    h.server.dropAll();
    await waitFor(() => h.server.connectionAttempts >= 2, 3000, 'a refused attempt');
    const missed = h.server.post('bob', text('alice', 'while away'));
    let later: { ID: string } | undefined;
    h.server.intercept = (method) => {
      if (method === 'sync' && !later) later = h.server.post('bob', text('alice', 'just now')); // pushed before the sync answer
      return undefined;
    };
    h.server.refuseConnections = false;
    await waitFor(() => received(events).length === 2, 3000);
    expect(received(events).map((m) => m.ID)).toEqual([missed.ID, later!.ID]);
  });

  it('resends a message whose answer was lost with the same ID, stored once, answered once', async () => {
    const { chat, events } = await h.login('alice');
    let dropped = false;
    h.server.intercept = (method, params, connection) => {
      if (method !== 'sendMessage' || dropped) return undefined;
      dropped = true;
      h.server.post(connection.userID, params.message, connection); // stored...
      setImmediate(() => h.server.dropAll()); // ...but the answer never arrives
      return 'swallow';
    };
    const message = chat.createTextMessage({ to: 'bob', conversationType: TYPES.CONV_C2C, payload: { text: 'in flight' } });
    const result = await chat.sendMessage(message);
    expect(result.data.message).toBe(message);
    expect(message.status).toBe('success');
    expect(h.server.data.messages.filter((m) => m.ID === message.ID)).toHaveLength(1);
    expect(received(events)).toHaveLength(0); // an own message is not "received"
  });

  it('resends what never reached the server, then what was sent while away, in order', async () => {
    const { chat } = await h.login('alice');
    let dropped = false;
    h.server.intercept = (method) => {
      if (method !== 'sendMessage' || dropped) return undefined;
      dropped = true;
      h.server.refuseConnections = true;
      setImmediate(() => h.server.dropAll());
      return 'swallow'; // lost on the way
    };
    const make = (body: string) => chat.createTextMessage({ to: 'bob', conversationType: TYPES.CONV_C2C, payload: { text: body } });
    const first = make('first');
    const sending = [chat.sendMessage(first)];
    await waitFor(() => dropped && !h.server.isOnline('alice'));
    const second = make('second');
    const third = make('third');
    sending.push(chat.sendMessage(second), chat.sendMessage(third));
    expect([first, second, third].map((m) => m.status)).toEqual(['unSend', 'unSend', 'unSend']);
    h.server.refuseConnections = false;
    await Promise.all(sending);
    const stored = h.server.data.messages.filter((m) => m.from === 'alice');
    expect(stored.map((m) => m.payload.text)).toEqual(['first', 'second', 'third']);
    expect(stored.map((m) => m.sequence)).toEqual([1, 2, 3]);
    expect(h.server.calls('sendMessage').map((p) => p.message.ID)).toEqual([first.ID, first.ID, second.ID, third.ID]);
  });

  it('fails a message with 2800 when the connection stays down past sendTimeout', async () => {
    const { chat, events } = await h.login('alice', { sendTimeout: 150 });
    h.server.refuseConnections = true;
    h.server.dropAll();
    await waitFor(() => netStates(events).includes('disconnected'), 3000, 'the drop to be noticed');
    const message = chat.createTextMessage({ to: 'bob', conversationType: TYPES.CONV_C2C, payload: { text: 'lost' } });
    await expect(chat.sendMessage(message)).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
    expect(message.status).toBe('fail');
  });

  it('MESSAGE_MODIFIED: a message that failed here but was stored turns success when a sync shows it', async () => {
    const { chat, events } = await h.login('alice', { sendTimeout: 100 });
    h.server.intercept = (method, params, connection) => {
      if (method !== 'sendMessage') return undefined;
      h.server.post(connection.userID, params.message, connection);
      return 'swallow'; // stored, never answered, connection still open
    };
    const message = chat.createTextMessage({ to: 'bob', conversationType: TYPES.CONV_C2C, payload: { text: 'slow' } });
    await expect(chat.sendMessage(message)).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
    expect(message.status).toBe('fail');
    h.server.intercept = undefined;
    h.server.dropAll();
    await waitFor(() => dataOf(events, EVENT.MESSAGE_MODIFIED).length === 1, 3000);
    expect(dataOf(events, EVENT.MESSAGE_MODIFIED)[0]).toEqual([message]);
    expect(message).toMatchObject({ status: 'success', sequence: 1 });
    expect(received(events)).toHaveLength(0);
  });

  it('treats an unanswered request as a dead connection: it fails with 2800 and the link starts over', async () => {
    const { chat, events } = await h.login('alice', { requestTimeout: 150 });
    h.server.intercept = (method) => (method === 'getMessageList' ? 'swallow' : undefined);
    await expect(chat.getMessageList({ conversationID: 'C2Cbob' })).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
    h.server.intercept = undefined;
    await waitFor(() => netStates(events).length >= 4 && netStates(events).at(-1) === 'connected');
    expect(netStates(events)).toEqual(['connected', 'disconnected', 'connecting', 'connected']);
    await expect(chat.getMessageList({ conversationID: 'C2Cbob' })).resolves.toMatchObject({ code: 0 });
  });

  it('lets requests made while reconnecting wait for the connection', async () => {
    const { chat, events } = await h.login('alice');
    h.server.post('bob', text('alice', 'hi'));
    h.server.refuseConnections = true;
    h.server.dropAll();
    await waitFor(() => netStates(events).includes('disconnected'), 3000, 'the drop to be noticed');
    let settled = false;
    const page = chat.getMessageList({ conversationID: 'C2Cbob' });
    void page.finally(() => (settled = true)).catch(() => undefined);
    const attempts = h.server.connectionAttempts;
    await waitFor(() => h.server.connectionAttempts >= attempts + 2, 3000, 'two refused attempts');
    expect(settled).toBe(false); // still waiting
    h.server.refuseConnections = false;
    await expect(page).resolves.toMatchObject({ code: 0, data: { isCompleted: true } });
  });

  it('KICKED_OUT: the type from the server, SDK_NOT_READY, and no reconnecting', async () => {
    const { sockets, options, afterAnyRetry } = watchedSockets();
    const { chat, events } = await h.login('alice', options);
    h.server.kick('alice', 'multipleAccount');
    await waitFor(() => dataOf(events, EVENT.KICKED_OUT).length === 1);
    expect(dataOf(events, EVENT.KICKED_OUT)).toEqual([{ type: TYPES.KICKED_OUT_MULT_ACCOUNT }]);
    expect(dataOf(events, EVENT.SDK_NOT_READY)).toHaveLength(1);
    expect(chat.isReady()).toBe(false);
    await afterAnyRetry();
    expect(sockets.opened).toBe(1);
    expect(h.server.connectionAttempts).toBe(1);
    expect(netStates(events)).not.toContain('connecting');
    await expect(chat.getConversationList()).rejects.toMatchObject({ code: ERROR_CODES.NOT_LOGGED_IN });
  });

  it('a sig that expired while away: KICKED_OUT userSigExpired, and no more attempts', async () => {
    const { sockets, options, afterAnyRetry } = watchedSockets();
    const { events } = await h.login('alice', options);
    h.server.intercept = (method) => (method === 'login' ? { error: { code: ERROR_CODES.USERSIG_EXPIRED, message: 'expired' } } : undefined);
    h.server.dropAll();
    await waitFor(() => dataOf(events, EVENT.KICKED_OUT).length === 1);
    expect(dataOf(events, EVENT.KICKED_OUT)).toEqual([{ type: 'userSigExpired' }]);
    await afterAnyRetry();
    expect(sockets.opened).toBe(2); // the login's, and the reconnect the server refused
    expect(dataOf(events, EVENT.KICKED_OUT)).toHaveLength(1);
  });

  it('any other refusal of the sig: ERROR with its code, then SDK_NOT_READY', async () => {
    const { events } = await h.login('alice');
    h.server.intercept = (method) => (method === 'login' ? { error: { code: ERROR_CODES.USERSIG_INVALID, message: 'bad sig' } } : undefined);
    h.server.dropAll();
    await waitFor(() => dataOf(events, EVENT.SDK_NOT_READY).length === 1);
    expect(dataOf(events, EVENT.ERROR)).toEqual([{ code: ERROR_CODES.USERSIG_INVALID, message: 'bad sig' }]);
  });

  it('logout while reconnecting stops the attempts', async () => {
    const { sockets, options, afterAnyRetry } = watchedSockets();
    const { chat } = await h.login('alice', options);
    h.server.refuseConnections = true;
    h.server.dropAll();
    await waitFor(() => h.server.connectionAttempts >= 2);
    await chat.logout();
    const opened = sockets.opened;
    await afterAnyRetry();
    expect(sockets.opened).toBe(opened);
  });
});
