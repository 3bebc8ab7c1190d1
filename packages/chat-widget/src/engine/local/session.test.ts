import { EVENT } from '../constants';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';
import { dataOf, Harness, record } from '../../../test/harness';

describe('login and logout', () => {
  let h: Harness;
  beforeEach(async () => (h = await Harness.start()));
  afterEach(() => h.stop());

  it('logs in: resolves { code: 0 }, becomes ready, emits SDK_READY, connected, the list and the total', async () => {
    const chat = h.engine();
    const events = record(chat);
    expect(chat.isReady()).toBe(false);
    await expect(chat.login({ userID: 'alice', userSig: 'sig-alice' })).resolves.toEqual({ code: 0, data: { repeatLogin: false } });
    expect(chat.isReady()).toBe(true);
    expect(chat.getLoginUser()).toBe('alice');
    expect(events.map((e) => e.name)).toEqual([
      EVENT.NET_STATE_CHANGE,
      EVENT.SDK_READY,
      EVENT.CONVERSATION_LIST_UPDATED,
      EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED,
    ]);
    expect(events[0]).toEqual({ name: EVENT.NET_STATE_CHANGE, data: { state: 'connected' } });
    expect(h.server.calls('login')).toEqual([{ userID: 'alice', userSig: 'sig-alice', protocol: 1 }]);
    const { data: profile } = await chat.getMyProfile();
    expect(profile).toMatchObject({ userID: 'alice', nick: 'Nick alice', avatar: 'https://avatars/alice.png', gender: 'Gender_Type_Unknown' });
    // The fake's clock runs 100 s ahead: the engine follows the server's.
    expect(chat.getServerTime() - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(99);
  });

  it.each([
    ['an invalid sig', 'wrong', ERROR_CODES.USERSIG_INVALID],
    ['an expired sig', 'expired', ERROR_CODES.USERSIG_EXPIRED],
  ])('rejects %s with the server code and stays logged out', async (_what, userSig, code) => {
    const chat = h.engine();
    const error = await chat.login({ userID: 'alice', userSig }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code, message: expect.any(String) });
    expect(chat.isReady()).toBe(false);
    await expect(chat.getConversationList()).rejects.toMatchObject({ code: ERROR_CODES.NOT_LOGGED_IN });
    // It can log in afterwards.
    await expect(chat.login({ userID: 'alice', userSig: 'sig-alice' })).resolves.toMatchObject({ code: 0 });
  });

  it('rejects with 2800 when the service cannot be reached', async () => {
    h.server.refuseConnections = true;
    const chat = h.engine();
    await expect(chat.login({ userID: 'alice', userSig: 'sig-alice' })).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
    h.server.refuseConnections = false;
    await expect(chat.login({ userID: 'alice', userSig: 'sig-alice' })).resolves.toMatchObject({ code: 0 });
  });

  it('rejects with 2800 without a WebSocket to use (Node 20 has no global one)', async () => {
    const global = globalThis as { WebSocket?: unknown };
    const saved = global.WebSocket;
    delete global.WebSocket;
    try {
      const chat = h.engine({ WebSocket: undefined });
      await expect(chat.login({ userID: 'alice', userSig: 'sig-alice' })).rejects.toMatchObject({ code: ERROR_CODES.NETWORK });
    } finally {
      if (saved !== undefined) global.WebSocket = saved;
    }
  });

  it('answers a second login of the same user with repeatLogin and opens no second socket', async () => {
    const { chat } = await h.login('alice');
    await expect(chat.login({ userID: 'alice', userSig: 'sig-alice' })).resolves.toEqual({ code: 0, data: { repeatLogin: true } });
    expect(h.server.connectionAttempts).toBe(1);
  });

  it('logs out: SDK_NOT_READY, the socket closes, calls need a login again (2024)', async () => {
    const { chat, events } = await h.login('alice');
    await expect(chat.logout()).resolves.toEqual({ code: 0, data: {} });
    expect(dataOf(events, EVENT.SDK_NOT_READY)).toHaveLength(1);
    expect(chat.isReady()).toBe(false);
    expect(chat.getLoginUser()).toBe('');
    await expect(chat.getMessageList({ conversationID: 'C2Cbob' })).rejects.toMatchObject({ code: ERROR_CODES.NOT_LOGGED_IN });
    await expect(chat.getMyProfile()).rejects.toMatchObject({ code: ERROR_CODES.NOT_LOGGED_IN });
    expect(h.server.calls('logout')).toHaveLength(1);
    expect(h.server.isOnline('alice')).toBe(false);
  });

  it('switches user: logging in as someone else logs the first one out', async () => {
    const { chat } = await h.login('alice');
    await chat.login({ userID: 'bob', userSig: 'sig-bob' });
    expect(chat.getLoginUser()).toBe('bob');
    expect(h.server.isOnline('alice')).toBe(false);
  });

  it('off() removes a handler; a throwing handler does not stop the others', async () => {
    const chat = h.engine();
    const seen: string[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const removed = () => seen.push('removed');
    chat.on(EVENT.SDK_READY, () => {
      throw new Error('host bug');
    });
    chat.on(EVENT.SDK_READY, removed);
    chat.on(EVENT.SDK_READY, (event) => seen.push(event.name));
    chat.off(EVENT.SDK_READY, removed);
    await chat.login({ userID: 'alice', userSig: 'sig-alice' });
    expect(seen).toEqual([EVENT.SDK_READY]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
