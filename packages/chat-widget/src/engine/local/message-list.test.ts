import { EVENT } from '../constants';
import type { Message } from '../message';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';
import { dataOf, Harness, waitFor } from '../../../test/harness';

const text = (to: string, body: string) => ({ conversationType: 'C2C' as const, to, type: 'TIMTextElem' as const, payload: { text: body } });

describe('getMessageList and findMessage', () => {
  let h: Harness;
  beforeEach(async () => (h = await Harness.start()));
  afterEach(() => h.stop());

  it('pages of 15, oldest first in each, back to the first message', async () => {
    const sent = Array.from({ length: 40 }, (_, i) => h.server.post(i % 3 ? 'bob' : 'alice', text(i % 3 ? 'alice' : 'bob', `m${i}`)));
    const { chat } = await h.login('alice');
    const pages: Message[][] = [];
    let next: string | undefined;
    for (;;) {
      const { code, data } = await chat.getMessageList({ conversationID: 'C2Cbob', ...(next ? { nextReqMessageID: next } : {}) });
      expect(code).toBe(0);
      pages.unshift(data.messageList);
      next = data.nextReqMessageID;
      if (data.isCompleted) break;
    }
    expect(pages.map((p) => p.length)).toEqual([10, 15, 15]);
    expect(pages.flat().map((m) => m.ID)).toEqual(sent.map((m) => m.ID));
    expect(h.server.calls('getMessageList').map((p) => p.count)).toEqual([15, 15, 15]);
    const [first] = pages.flat();
    expect(first).toMatchObject({ flow: 'out', from: 'alice', to: 'bob', status: 'success', conversationID: 'C2Cbob', sequence: 1 });
    expect(pages.flat()[1]).toMatchObject({ flow: 'in', from: 'bob', nick: 'Nick bob', conversationID: 'C2Cbob' });
    expect(chat.findMessage(first!.ID)).toBe(first);
    expect(chat.findMessage('nope')).toBeNull();
  });

  it('rejects an invalid conversation ID with 2000', async () => {
    const { chat } = await h.login('alice');
    await expect(chat.getMessageList({ conversationID: 'bob' })).rejects.toMatchObject({ code: ERROR_CODES.INVALID_PARAMS });
  });

  it('a message pushed while its page is fetched is one object, received once', async () => {
    const { chat, events } = await h.login('alice');
    let pushed: { ID: string } | undefined;
    h.server.intercept = (method) => {
      if (method === 'getMessageList') pushed = h.server.post('bob', text('alice', 'during the fetch')); // push goes out before the page
      return undefined;
    };
    const { data } = await chat.getMessageList({ conversationID: 'C2Cbob' });
    const receivedIDs = dataOf(events, EVENT.MESSAGE_RECEIVED)
      .flat()
      .map((m) => m.ID);
    expect(receivedIDs).toEqual([pushed!.ID]);
    const inPage = data.messageList.find((m) => m.ID === pushed!.ID)!;
    expect(inPage).toBe(dataOf(events, EVENT.MESSAGE_RECEIVED).flat()[0]);
  });

  it('a push of a message a page already returned is not received again', async () => {
    const { chat, events } = await h.login('alice');
    const { stored } = h.server.data.store('bob', { ...text('alice', 'stored, not yet pushed'), ID: 'bob-late-1' });
    const { data } = await chat.getMessageList({ conversationID: 'C2Cbob' });
    expect(data.messageList.map((m) => m.ID)).toEqual([stored.ID]);
    h.server.push('alice', 'messageReceived', { messageList: [stored] });
    const marker = h.server.post('bob', text('alice', 'after'));
    await waitFor(() =>
      dataOf(events, EVENT.MESSAGE_RECEIVED)
        .flat()
        .some((m) => m.ID === marker.ID),
    );
    expect(
      dataOf(events, EVENT.MESSAGE_RECEIVED)
        .flat()
        .map((m) => m.ID),
    ).toEqual([marker.ID]);
  });

  it('revokeMessage marks the message, tells the peer (MESSAGE_REVOKED) and updates the last message', async () => {
    const { chat } = await h.login('alice');
    const bob = await h.login('bob');
    const message = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'oops' } });
    await chat.sendMessage(message);
    await expect(chat.revokeMessage(message)).resolves.toEqual({ code: 0, data: { message } });
    expect(message).toMatchObject({ isRevoked: true, revoker: 'alice' });
    await waitFor(() => dataOf(bob.events, EVENT.MESSAGE_REVOKED).length === 1);
    expect(dataOf(bob.events, EVENT.MESSAGE_REVOKED)[0]).toEqual([expect.objectContaining({ ID: message.ID, isRevoked: true, flow: 'in' })]);
    const { data } = await chat.getConversationProfile('C2Cbob');
    expect(data.conversation.lastMessage).toMatchObject({ isRevoked: true });
  });

  it('revoking an unsent message is refused; the server code passes through (20016)', async () => {
    const { chat } = await h.login('alice');
    const unsent = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'x' } });
    await expect(chat.revokeMessage(unsent)).rejects.toMatchObject({ code: ERROR_CODES.INVALID_PARAMS });
    const sent = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'y' } });
    await chat.sendMessage(sent);
    h.server.intercept = (method) => (method === 'revokeMessage' ? { error: { code: ERROR_CODES.REVOKE_TIME_LIMIT, message: 'too late' } } : undefined);
    await expect(chat.revokeMessage(sent)).rejects.toMatchObject({ code: 20016 });
  });

  it('deleteMessage marks messages deleted; unsent ones stay local', async () => {
    const { chat } = await h.login('alice');
    const sent = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'x' } });
    await chat.sendMessage(sent);
    const unsent = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'y' } });
    await expect(chat.deleteMessage([sent, unsent])).resolves.toEqual({ code: 0, data: { messageList: [sent, unsent] } });
    expect([sent.isDeleted, unsent.isDeleted]).toEqual([true, true]);
    expect(h.server.calls('deleteMessage')).toEqual([{ IDs: [sent.ID] }]);
  });
});
