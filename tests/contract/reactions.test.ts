import { ERROR_CODES, EVENT, TYPES, type Message, type MessageReactions } from '../../packages/chat-widget/src/engine';
import { type LiveEngine, liveEngines, nextEvent } from './live-server';

// Emoji reactions through the local engine against the real chat service: the SDK's method
// names, answers and MESSAGE_REACTIONS_UPDATED event, on both sides of a chat.
const suite = liveEngines('demo_hr', 'demo_c1', 'demo_c2');
let hr: LiveEngine;
let c1: LiveEngine;
let c2: LiveEngine;
beforeAll(() => void ({ demo_hr: hr, demo_c1: c1, demo_c2: c2 } = suite.engines));

async function say(from: LiveEngine, to: LiveEngine, text: string): Promise<Message> {
  const message = from.chat.createTextMessage({ to: to.userID, conversationType: TYPES.CONV_C2C, payload: { text } });
  return (await from.chat.sendMessage(message)).data.message;
}

/** The same message as the receiver's engine holds it. */
async function received(engine: LiveEngine, sent: Message): Promise<Message> {
  const held = engine.chat.findMessage(sent.ID);
  if (held) return held;
  const [message] = await nextEvent<Message[]>(engine.chat, EVENT.MESSAGE_RECEIVED, (list) => list.some((m) => m.ID === sent.ID));
  return message!;
}

const reactionsOf = (engine: LiveEngine, message: Message) =>
  nextEvent<MessageReactions>(engine.chat, EVENT.MESSAGE_REACTIONS_UPDATED, (data) => data.messageID === message.ID);

describe('reactions through the local engine', () => {
  it('adds: both sides get MESSAGE_REACTIONS_UPDATED, each with its own reactedByMyself and the users’ nicks', async () => {
    const sent = await say(hr, c1, '回应我');
    const theirs = await received(c1, sent);
    const onMine = reactionsOf(hr, sent);
    const onTheirs = reactionsOf(c1, sent);
    await expect(c1.chat.addMessageReaction(theirs, '👍')).resolves.toEqual({ code: 0, data: {} });
    const [mine, their] = await Promise.all([onMine, onTheirs]);
    const c1Profile = (await c1.chat.getMyProfile()).data;
    expect(their).toEqual({
      messageID: sent.ID,
      reactionList: [
        {
          reactionID: '👍',
          totalUserCount: 1,
          partialUserList: [{ userID: c1.userID, nick: c1Profile.nick, avatar: c1Profile.avatar }],
          reactedByMyself: true,
        },
      ],
    });
    expect(mine.reactionList).toEqual([{ ...their.reactionList[0], reactedByMyself: false }]);
  });

  it('lists with getMessageReactions and pages users with getAllUserListOfMessageReaction', async () => {
    const sent = await say(hr, c1, '列出回应');
    const theirs = await received(c1, sent);
    await hr.chat.addMessageReaction(sent, '❤️');
    await c1.chat.addMessageReaction(theirs, '❤️');
    await c1.chat.addMessageReaction(theirs, '😂');
    const plain = await say(hr, c1, '没有回应');

    const { data } = await hr.chat.getMessageReactions({ messageList: [sent, plain], maxUserCountPerReaction: 1 });
    expect(
      data.resultList.map((r) => [r.messageID, r.reactionList.map((x) => [x.reactionID, x.totalUserCount, x.partialUserList.length, x.reactedByMyself])]),
    ).toEqual([
      [
        sent.ID,
        [
          ['❤️', 2, 1, true],
          ['😂', 1, 1, false],
        ],
      ],
      [plain.ID, []],
    ]);

    const first = await c1.chat.getAllUserListOfMessageReaction({ message: theirs, reactionID: '❤️', nextSeq: 0, count: 1 });
    expect(first.data.userList.map((u) => u.userID)).toEqual([hr.userID]);
    expect(first.data.isCompleted).toBe(false);
    const rest = await c1.chat.getAllUserListOfMessageReaction({ message: theirs, reactionID: '❤️', nextSeq: first.data.nextSeq, count: 1 });
    expect(rest.data).toMatchObject({ userList: [{ userID: c1.userID }], nextSeq: 0, isCompleted: true });
  });

  it('removes: the other side sees the count fall to 0', async () => {
    const sent = await say(c1, hr, '撤回回应');
    await hr.chat.addMessageReaction(await received(hr, sent), '🎉');
    const gone = nextEvent<MessageReactions>(
      c1.chat,
      EVENT.MESSAGE_REACTIONS_UPDATED,
      (d) => d.messageID === sent.ID && d.reactionList[0]?.totalUserCount === 0,
    );
    await hr.chat.removeMessageReaction(await received(hr, sent), '🎉');
    expect((await gone).reactionList).toEqual([{ reactionID: '🎉', totalUserCount: 0, partialUserList: [], reactedByMyself: false }]);
  });

  it('rejects with the SDK’s codes: the cap 23005, reacted already 23007, not a participant 20001', async () => {
    const sent = await say(hr, c1, '上限');
    for (const emoji of ['😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆', '😉', '😊']) await hr.chat.addMessageReaction(sent, emoji);
    await expect(hr.chat.addMessageReaction(sent, '😋')).rejects.toMatchObject({ code: ERROR_CODES.REACTION_LIMIT, message: 'max reaction limit reached' });
    await expect(hr.chat.addMessageReaction(sent, '😀')).rejects.toMatchObject({ code: ERROR_CODES.REACTION_EXISTS });
    // c2 is not in the chat of hr and c1: handing its engine the message does not let it in.
    await expect(c2.chat.addMessageReaction({ ...sent, conversationID: `C2C${hr.userID}` } as Message, '👍')).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_NOT_FOUND,
    });
    // A message that was never sent has no reactions.
    const draft = hr.chat.createTextMessage({ to: c1.userID, conversationType: TYPES.CONV_C2C, payload: { text: 'draft' } });
    await expect(hr.chat.addMessageReaction(draft, '👍')).rejects.toMatchObject({ code: ERROR_CODES.INVALID_PARAMS });
  });
});
