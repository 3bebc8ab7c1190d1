import { REACTION_LIMITS, type WireGroup, type WireMessage } from '../src/chat/protocol';
import { ChatClient, loggedIn, newId, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Emoji reactions: add, remove and list over the chat protocol, pushed to both sides of a
// one-to-one chat and to every group member; the cap (23005) and who may react.

let server: TestServer;
let hr: ChatClient;
let c1: ChatClient;
let c2: ChatClient;
let c3: ChatClient;

beforeAll(async () => {
  server = await startTestServer();
  hr = await loggedIn(server, 'demo_hr');
  c1 = await loggedIn(server, 'demo_c1');
  c2 = await loggedIn(server, 'demo_c2');
  c3 = await loggedIn(server, 'demo_c3');
});
afterEach(() => [hr, c1, c2, c3].forEach((c) => c.drain()));
afterAll(async () => {
  await Promise.all([hr, c1, c2, c3].map((c) => c.close()));
  await server.close();
});

async function hrToC1(body: string): Promise<WireMessage> {
  return (await hr.request('sendMessage', text(c1.userID, body))).message;
}
const ref = (conversationID: string, message: WireMessage, reactionID: string) => ({ conversationID, ID: message.ID, reactionID });

describe('one-to-one reactions', () => {
  it('adds a reaction, answers the caller with it and pushes it to the other side', async () => {
    const message = await hrToC1('react to me');
    const { reactions } = await c1.request('addMessageReaction', ref(`C2C${hr.userID}`, message, '👍'));
    expect(reactions).toEqual({
      ID: message.ID,
      conversationID: `C2C${hr.userID}`,
      reactionList: [{ reactionID: '👍', totalUserCount: 1, partialUserIDList: [c1.userID] }],
      myReactionIDs: ['👍'],
    });
    const pushed = await hr.next('messageReactionsUpdated', (d) => d.reactions.ID === message.ID);
    expect(pushed).toEqual({
      reactions: { ID: message.ID, conversationID: `C2C${c1.userID}`, reactionList: [{ reactionID: '👍', totalUserCount: 1, partialUserIDList: [c1.userID] }] },
      operatorID: c1.userID,
      reactionID: '👍',
      added: true,
    });
    // The caller's own connection learns it from the answer, not from a push.
    expect(c1.received('messageReactionsUpdated')).toEqual([]);
  });

  it('lists reactions oldest first, with counts and who reacted, and pages the users', async () => {
    const message = await hrToC1('list me');
    await hr.request('addMessageReaction', ref(`C2C${c1.userID}`, message, '❤️'));
    await c1.request('addMessageReaction', ref(`C2C${hr.userID}`, message, '❤️'));
    await c1.request('addMessageReaction', ref(`C2C${hr.userID}`, message, '😂'));
    const other = await hrToC1('no reactions');

    const { resultList } = await hr.request('getMessageReactions', { conversationID: `C2C${c1.userID}`, IDs: [message.ID, other.ID, 'no-such-id'] });
    expect(resultList).toHaveLength(2);
    expect(resultList.find((r) => r.ID === message.ID)).toEqual({
      ID: message.ID,
      conversationID: `C2C${c1.userID}`,
      reactionList: [
        { reactionID: '❤️', totalUserCount: 2, partialUserIDList: [hr.userID, c1.userID] },
        { reactionID: '😂', totalUserCount: 1, partialUserIDList: [c1.userID] },
      ],
      myReactionIDs: ['❤️'],
    });
    expect(resultList.find((r) => r.ID === other.ID)).toMatchObject({ reactionList: [], myReactionIDs: [] });

    const few = await hr.request('getMessageReactions', { conversationID: `C2C${c1.userID}`, IDs: [message.ID], maxUserCountPerReaction: 1 });
    expect(few.resultList[0]!.reactionList[0]).toEqual({ reactionID: '❤️', totalUserCount: 2, partialUserIDList: [hr.userID] });

    const first = await c1.request('getAllUserListOfMessageReaction', { ...ref(`C2C${hr.userID}`, message, '❤️'), count: 1 });
    expect(first.userIDList).toEqual([hr.userID]);
    expect(first.isCompleted).toBe(false);
    const second = await c1.request('getAllUserListOfMessageReaction', { ...ref(`C2C${hr.userID}`, message, '❤️'), nextSeq: first.nextSeq, count: 1 });
    expect(second).toEqual({ userIDList: [c1.userID], nextSeq: 0, isCompleted: true });
  });

  it('removes a reaction; the last user leaving it reports a count of 0', async () => {
    const message = await hrToC1('take it back');
    await c1.request('addMessageReaction', ref(`C2C${hr.userID}`, message, '👍'));
    await hr.next('messageReactionsUpdated', (d) => d.reactions.ID === message.ID);
    const { reactions } = await c1.request('removeMessageReaction', ref(`C2C${hr.userID}`, message, '👍'));
    expect(reactions.reactionList).toEqual([{ reactionID: '👍', totalUserCount: 0, partialUserIDList: [] }]);
    expect(reactions.myReactionIDs).toEqual([]);
    const pushed = await hr.next('messageReactionsUpdated', (d) => d.reactions.ID === message.ID);
    expect(pushed).toMatchObject({ operatorID: c1.userID, reactionID: '👍', added: false });
    const { resultList } = await hr.request('getMessageReactions', { conversationID: `C2C${c1.userID}`, IDs: [message.ID] });
    expect(resultList[0]!.reactionList).toEqual([]);
  });

  it("answers the SDK's codes: reacted already 23007, no such reaction 23008, not mine 23009", async () => {
    const message = await hrToC1('codes');
    await c1.request('addMessageReaction', ref(`C2C${hr.userID}`, message, '👍'));
    expect(await c1.failure('addMessageReaction', ref(`C2C${hr.userID}`, message, '👍'))).toBe(23007);
    expect(await c1.failure('removeMessageReaction', ref(`C2C${hr.userID}`, message, '🎉'))).toBe(23008);
    expect(await hr.failure('removeMessageReaction', ref(`C2C${c1.userID}`, message, '👍'))).toBe(23009);
  });

  it(`caps a message at ${REACTION_LIMITS.reactionsPerMessage} reactions: 23005, max reaction limit reached`, async () => {
    const message = await hrToC1('cap');
    const emoji = ['😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆', '😉', '😊'];
    expect(emoji).toHaveLength(REACTION_LIMITS.reactionsPerMessage);
    for (const reactionID of emoji) await hr.request('addMessageReaction', ref(`C2C${c1.userID}`, message, reactionID));
    const answer = await c1.call('addMessageReaction', ref(`C2C${hr.userID}`, message, '😋'));
    expect(answer.error).toEqual({ code: 23005, message: 'max reaction limit reached' });
    // Joining a reaction already there is still fine.
    await c1.request('addMessageReaction', ref(`C2C${hr.userID}`, message, '😀'));
  });

  it('lets only the two people of a one-to-one chat react to it', async () => {
    const message = await hrToC1('ours');
    // c2 names the conversation with hr: the message is not in it.
    expect(await c2.failure('addMessageReaction', ref(`C2C${hr.userID}`, message, '👍'))).toBe(20001);
    expect(await c2.failure('getAllUserListOfMessageReaction', ref(`C2C${hr.userID}`, message, '👍'))).toBe(20001);
    const { resultList } = await c2.request('getMessageReactions', { conversationID: `C2C${hr.userID}`, IDs: [message.ID] });
    expect(resultList).toEqual([]);
  });

  it('refuses recalled messages and malformed params', async () => {
    const message = await hrToC1('recall me');
    await hr.request('revokeMessage', { ID: message.ID });
    expect(await c1.failure('addMessageReaction', ref(`C2C${hr.userID}`, message, '👍'))).toBe(20001);
    for (const reactionID of ['', 'x'.repeat(REACTION_LIMITS.reactionIDChars + 1), 'bad\u0000id', 7]) {
      expect(await c1.failure('addMessageReaction', { conversationID: `C2C${hr.userID}`, ID: message.ID, reactionID })).toBe(2000);
    }
    expect(await c1.failure('getMessageReactions', { conversationID: `C2C${hr.userID}`, IDs: [] })).toBe(2000);
    expect(await c1.failure('addMessageReaction', { conversationID: 'nonsense', ID: message.ID, reactionID: '👍' })).toBe(2000);
  });
});

describe('group reactions', () => {
  const groupText = (groupID: string, body: string) => ({
    message: { ID: newId(), conversationType: 'GROUP', to: groupID, type: 'TIMTextElem', payload: { text: body } },
  });

  it('pushes to every member, and refuses those who are not members (10007)', async () => {
    const { group } = (await hr.request('createGroup', { name: 'reacting', type: 'Public', memberList: [c1.userID, c2.userID] })) as { group: WireGroup };
    const { message } = await hr.request('sendMessage', groupText(group.groupID, 'group news'));
    const conversationID = `GROUP${group.groupID}`;
    await c2.request('addMessageReaction', ref(conversationID, message, '🎉'));
    for (const member of [hr, c1]) {
      const pushed = await member.next('messageReactionsUpdated', (d) => d.reactions.ID === message.ID);
      expect(pushed).toEqual({
        reactions: { ID: message.ID, conversationID, reactionList: [{ reactionID: '🎉', totalUserCount: 1, partialUserIDList: [c2.userID] }] },
        operatorID: c2.userID,
        reactionID: '🎉',
        added: true,
      });
    }
    expect(await c3.failure('addMessageReaction', ref(conversationID, message, '🎉'))).toBe(10007);
    expect(await c3.failure('getMessageReactions', { conversationID, IDs: [message.ID] })).toBe(10007);
    expect(await c3.failure('addMessageReaction', ref('GROUPno_such_group', message, '🎉'))).toBe(10010);
    expect(c3.received('messageReactionsUpdated')).toEqual([]);
  });
});
