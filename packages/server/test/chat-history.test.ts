import { sql } from 'kysely';
import type { WireConversation, WireConversationChange } from '../src/chat/protocol';
import { storeMessage } from '../src/chat/store/messages';
import { conversationKey } from '../src/chat/store/keys';
import { ChatClient, loggedIn, newId, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { newMessage } from './new-message';

let server: TestServer;
const open: ChatClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ CHAT_REVOKE_SECONDS: '2' });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(() => server.close());

const login = async (username: string) => {
  const client = await loggedIn(server, username);
  open.push(client);
  return client;
};
const send = async (from: ChatClient, to: ChatClient | string, body: string) =>
  (await from.request('sendMessage', text(typeof to === 'string' ? to : to.userID, body))).message;

describe('sync', () => {
  it('returns exactly what was missed while disconnected, then nothing', async () => {
    const hr = await login('demo_hr');
    let c2 = await login('demo_c2');
    const before = await send(hr, c2, 'seen live');
    await c2.next('messageReceived');
    await c2.close();

    const missed = [await send(hr, c2.userID, 'missed 1'), await send(hr, c2.userID, 'missed 2')];
    await hr.request('sendMessage', {
      message: { ID: newId(), conversationType: 'C2C', to: c2.userID, type: 'TIMCustomElem', payload: { data: '{"businessID":"user_typing_status"}' } },
    });
    missed.push(await send(hr, c2.userID, 'missed 3'));
    // Somebody else's conversation is none of c2's business.
    const c3 = await login('demo_c3');
    await send(hr, c3, 'not for c2');

    c2 = await login('demo_c2');
    const page = await c2.request('sync', { cursor: before.syncSeq, count: 200 });
    expect(page.messageList.map((m) => m.ID)).toEqual(missed.map((m) => m.ID));
    expect(page.isCompleted).toBe(true);
    expect(page.cursor).toBe(missed[2]!.syncSeq);
    expect(await c2.request('sync', { cursor: page.cursor, count: 200 })).toEqual({ messageList: [], cursor: page.cursor, isCompleted: true });
  });

  it('pages by count, oldest first', async () => {
    const hr = await login('demo_hr');
    const c4 = await login('demo_c4');
    const start = (await send(hr, c4, 'start')).syncSeq;
    const sent = [await send(c4, hr, 'a'), await send(hr, c4, 'b'), await send(c4, hr, 'c')];
    const first = await c4.request('sync', { cursor: start, count: 2 });
    expect(first.messageList.map((m) => m.payload.text)).toEqual(['a', 'b']);
    expect(first.isCompleted).toBe(false);
    const second = await c4.request('sync', { cursor: first.cursor, count: 2 });
    expect(second.messageList.map((m) => m.ID)).toEqual([sent[2]!.ID]);
    expect(second.isCompleted).toBe(true);
    expect(await c4.failure('sync', { cursor: -1, count: 2 })).toBe(2000);
  });

  it('assigns one sequence to concurrent stores of the same message and none twice', async () => {
    const { db } = server.database;
    const base = { conversationKey: conversationKey('C2C', 'ec_1', 'ec_2'), conversationType: 'C2C' as const, sender: 'ec_1', receiver: 'ec_2' };
    const same = await Promise.all([1, 2, 3].map(() => storeMessage(db, newMessage({ ...base, clientId: 'dup' }))));
    expect(same.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(same.map((r) => r.row.id)).size).toBe(1);
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => storeMessage(db, newMessage({ ...base, clientId: `many-${i}` }))));
    const sequences = many.map((r) => r.row.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(8);
    expect(sequences.at(-1)! - sequences[0]!).toBe(7);
  });
});

describe('getMessageList', () => {
  it('pages 15 at a time, newest page first, oldest first within a page', async () => {
    const hr = await login('demo_hr');
    const c5 = await login('demo_c5');
    const sent = [];
    for (let i = 1; i <= 20; i += 1) sent.push(await send(i % 2 ? hr : c5, i % 2 ? c5 : hr, `m${i}`));
    const conversationID = `C2C${hr.userID}`;
    const first = await c5.request('getMessageList', { conversationID, count: 50 });
    expect(first.messageList.map((m) => m.payload.text)).toEqual(sent.slice(5).map((m) => m.payload.text));
    expect(first.nextReqMessageID).toBe(sent[5]!.ID);
    expect(first.isCompleted).toBe(false);
    const second = await c5.request('getMessageList', { conversationID, nextReqMessageID: first.nextReqMessageID, count: 15 });
    expect(second.messageList.map((m) => m.ID)).toEqual(sent.slice(0, 5).map((m) => m.ID));
    expect(second).toMatchObject({ nextReqMessageID: sent[0]!.ID, isCompleted: true });
    expect(await c5.failure('getMessageList', { conversationID, nextReqMessageID: 'no-such-id', count: 15 })).toBe(20001);
    expect(await c5.failure('getMessageList', { conversationID: 'nonsense', count: 15 })).toBe(2000);
  });

  it('fits a page of long messages into one frame', async () => {
    const hr = await login('demo_hr');
    const c6 = await login('demo_c6');
    for (let i = 0; i < 8; i += 1) await send(hr, c6, `${i}`.repeat(12_000));
    const page = await c6.request('getMessageList', { conversationID: `C2C${hr.userID}`, count: 15 });
    expect(page.messageList.length).toBeLessThan(8);
    expect(page.isCompleted).toBe(false);
    expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(64 * 1024);
  });
});

describe('unread counts and read state', () => {
  it('counts unread messages, clears them on setMessageRead and tells the peer', async () => {
    const hr = await login('demo_hr');
    const c7 = await login('demo_c7');
    const sent = [await send(hr, c7, 'r1'), await send(hr, c7, 'r2'), await send(hr, c7, 'r3')];
    const conversationID = `C2C${hr.userID}`;
    const list = await c7.request('getConversationList', {});
    expect(list.conversationList.find((c) => c.conversationID === conversationID)).toMatchObject({ unreadCount: 3, lastMessage: { ID: sent[2]!.ID } });

    c7.drain();
    await c7.request('setMessageRead', { conversationID });
    expect(await hr.next('messageReadByPeer')).toEqual({ peer: c7.userID, sequence: sent[2]!.sequence });
    const update = await c7.next('conversationListUpdated', (d) => d.conversationList.some((c) => c.conversationID === conversationID && c.unreadCount === 0));
    expect(update.conversationList.find((c) => c.conversationID === conversationID)!.readSequence).toBe(sent[2]!.sequence);

    const mine = await hr.request('getMessageList', { conversationID: `C2C${c7.userID}`, count: 15 });
    expect(mine.messageList.map((m) => m.isPeerRead)).toEqual([true, true, true]);
    const next = await send(hr, c7, 'r4');
    expect(next.isPeerRead).toBe(false);
    const theirs = await c7.request('getMessageList', { conversationID, count: 15 });
    expect(theirs.messageList.every((m) => !m.isPeerRead)).toBe(true);
  });

  it('pins, mutes and deletes conversations, pushing each change', async () => {
    const hr = await login('demo_hr');
    const c8 = await login('demo_c8');
    await send(hr, c8, 'p1');
    const conversationID = `C2C${hr.userID}`;
    const find = (list: { conversationList: (WireConversation | WireConversationChange)[] }) =>
      list.conversationList.find((c) => c.conversationID === conversationID);
    c8.drain();
    await c8.request('pinConversation', { conversationID, isPinned: true });
    expect(find(await c8.next('conversationListUpdated', (d) => find(d)?.isPinned === true))).toBeDefined();
    await c8.request('setMessageRemindType', { conversationID, messageRemindType: 'AcceptNotNotify' });
    await c8.next('conversationListUpdated', (d) => find(d)?.messageRemindType === 'AcceptNotNotify');
    expect(await c8.failure('pinConversation', { conversationID: 'C2Cnobody', isPinned: true })).toBe(2000);

    await c8.request('deleteConversation', { conversationID });
    await c8.next('conversationListUpdated', (d) => find(d) === undefined);
    expect(find(await c8.request('getConversationList', {}))).toBeUndefined();
    expect((await c8.request('getMessageList', { conversationID, count: 15 })).messageList).toEqual([]);
    // The peer keeps the history; a new message brings the conversation back with just itself.
    expect((await hr.request('getMessageList', { conversationID: `C2C${c8.userID}`, count: 15 })).messageList).toHaveLength(1);
    const again = await send(hr, c8, 'p2');
    await c8.next('conversationsChanged', (d) => find(d) !== undefined);
    expect((await c8.request('getMessageList', { conversationID, count: 15 })).messageList.map((m) => m.ID)).toEqual([again.ID]);
  });
});

describe('deleting and revoking messages', () => {
  it('hides a deleted message for the caller only', async () => {
    const hr = await login('demo_hr');
    const c10 = await login('demo_c10');
    const keep = await send(hr, c10, 'keep');
    const gone = await send(hr, c10, 'delete me');
    await hr.request('deleteMessage', { IDs: [gone.ID] });
    const ids = async (client: ChatClient, peer: string) =>
      (await client.request('getMessageList', { conversationID: `C2C${peer}`, count: 15 })).messageList.map((m) => m.ID);
    expect(await ids(hr, c10.userID)).toEqual([keep.ID]);
    expect(await ids(c10, hr.userID)).toEqual([keep.ID, gone.ID]);
    const synced = await hr.request('sync', { cursor: keep.syncSeq - 1, count: 200 });
    expect(synced.messageList.map((m) => m.ID)).not.toContain(gone.ID);
    expect(await hr.failure('deleteMessage', { IDs: ['never-sent'] })).toBe(20001);
  });

  it('revokes own messages within the limit, tells the peer, and shows them revoked everywhere', async () => {
    const hr = await login('demo_hr');
    const c11 = await login('demo_c11');
    const message = await send(hr, c11, 'oops');
    await c11.next('messageReceived');
    const { message: revoked } = await hr.request('revokeMessage', { ID: message.ID });
    expect(revoked).toMatchObject({ ID: message.ID, isRevoked: true, revoker: hr.userID, sequence: message.sequence });
    expect(revoked.syncSeq).toBeGreaterThan(message.syncSeq);
    expect((await c11.next('messageRevoked')).messageList[0]).toMatchObject({ ID: message.ID, isRevoked: true, revoker: hr.userID });
    const history = await c11.request('getMessageList', { conversationID: `C2C${hr.userID}`, count: 15 });
    expect(history.messageList.find((m) => m.ID === message.ID)).toMatchObject({ isRevoked: true, revoker: hr.userID });
    // A client that was away learns of the revoke through sync.
    const synced = await c11.request('sync', { cursor: message.syncSeq, count: 200 });
    expect(synced.messageList.find((m) => m.ID === message.ID)).toMatchObject({ isRevoked: true });
    // Only the sender may revoke.
    const theirs = await send(c11, hr, 'mine');
    expect(await hr.failure('revokeMessage', { ID: theirs.ID })).toBe(20001);
  });

  it('refuses to revoke after CHAT_REVOKE_SECONDS (20016)', async () => {
    const hr = await login('demo_hr');
    const c12 = await login('demo_c12');
    const message = await send(hr, c12, 'too late');
    // As though 2.3 s had passed: the stored send time is moved back instead of the test waiting.
    const aged = await server.database.db
      .updateTable('chatMessages')
      .set({ createdAt: sql`${sql.ref('createdAt')} - interval '2300 milliseconds'` })
      .where('sender', '=', hr.userID)
      .where('clientId', '=', message.ID)
      .executeTakeFirst();
    expect(aged.numUpdatedRows).toBe(1n);
    expect(await hr.failure('revokeMessage', { ID: message.ID })).toBe(20016);
  });
});

describe("the conversation list's last message", () => {
  const lastOf = async (client: ChatClient, peer: string) =>
    (await client.request('getConversationList', {})).conversationList.find((c) => c.conversationID === `C2C${peer}`)?.lastMessage;

  it('is shown recalled to both sides, its words kept for the recaller only', async () => {
    const hr = await login('demo_hr');
    const c29 = await login('demo_c29');
    await send(hr, c29, 'the offer stands');
    const secret = await send(hr, c29, '薪资面议 recalled words');
    await c29.next('messageReceived', (d) => d.messageList.some((m) => m.ID === secret.ID));
    await hr.request('revokeMessage', { ID: secret.ID });

    const pushed = (await c29.next('messageRevoked')).messageList[0]!;
    expect(pushed).toMatchObject({ ID: secret.ID, isRevoked: true });
    expect(JSON.stringify(pushed)).not.toContain('recalled words');
    const theirs = await lastOf(c29, hr.userID);
    expect(theirs).toMatchObject({ ID: secret.ID, isRevoked: true, revoker: hr.userID });
    expect(JSON.stringify(theirs)).not.toContain('recalled words');
    const listed = (await c29.next('conversationListUpdated')).conversationList.find((c) => c.conversationID === `C2C${hr.userID}`);
    expect(listed?.lastMessage).toMatchObject({ ID: secret.ID, isRevoked: true });
    expect(JSON.stringify(listed)).not.toContain('recalled words');
    const history = await c29.request('getMessageList', { conversationID: `C2C${hr.userID}`, count: 15 });
    expect(JSON.stringify(history.messageList.find((m) => m.ID === secret.ID))).not.toContain('recalled words');
    // The recaller keeps the words (Re-edit puts them back into the editor).
    expect(await lastOf(hr, c29.userID)).toMatchObject({ ID: secret.ID, isRevoked: true, payload: { text: '薪资面议 recalled words' } });
  });

  it('after a delete is the message before it, and none once every message is deleted', async () => {
    const hr = await login('demo_hr');
    const c30 = await login('demo_c30');
    expect(await lastOf(c30, hr.userID)).toBeUndefined();
    const first = await send(c30, hr, 'first words');
    const second = await send(c30, hr, 'second words');
    expect(await lastOf(c30, hr.userID)).toMatchObject({ ID: second.ID });

    await c30.request('deleteMessage', { IDs: [second.ID] });
    expect(await lastOf(c30, hr.userID)).toMatchObject({ ID: first.ID });
    const pushed = await c30.next('conversationListUpdated', (d) =>
      d.conversationList.some((c) => c.conversationID === `C2C${hr.userID}` && c.lastMessage?.ID === first.ID),
    );
    expect(pushed).toBeDefined();
    // The other side still has both.
    expect(await lastOf(hr, c30.userID)).toMatchObject({ ID: second.ID });

    await c30.request('deleteMessage', { IDs: [first.ID] });
    const conversation = (await c30.request('getConversationList', {})).conversationList.find((c) => c.conversationID === `C2C${hr.userID}`);
    expect(conversation).toBeDefined();
    expect(conversation?.lastMessage).toBeNull();
    await c30.next('conversationListUpdated', (d) => d.conversationList.some((c) => c.conversationID === `C2C${hr.userID}` && c.lastMessage === null));
  });
});
