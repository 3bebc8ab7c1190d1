import { TYPES, type Message } from '../../packages/chat-widget/src/engine';
import { indexNewMessages } from '../../packages/server/src/chat/store/search-indexer';
import { type LiveEngine, engineFor, liveEngines } from './live-server';

// Cloud message search through the local engine against the real chat service.
type Engine = LiveEngine;
const suite = liveEngines('demo_hr', 'demo_c1', 'demo_c2');
let hr: Engine;
let c1: Engine;
let c2: Engine;
beforeAll(() => void ({ demo_hr: hr, demo_c1: c1, demo_c2: c2 } = suite.engines));

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: number }) => error.code,
  );

/** Sent and indexed for search (the server indexes in the background, within a second of a send). */
async function say(from: Engine, to: Engine, text: string): Promise<Message> {
  const message = from.chat.createTextMessage({ to: to.userID, conversationType: TYPES.CONV_C2C, payload: { text } });
  const { data } = await from.chat.sendMessage(message);
  await indexNewMessages(suite.live().server.database.db);
  return data.message;
}

describe('searchCloudMessages', () => {
  it('answers with the SDK shape and the engine’s own Message objects', async () => {
    const sent = await say(hr, c1, '面试安排在周三 Contractword');
    await say(hr, c2, 'contractword 简历');
    await say(c1, c2, 'contractword not for hr');
    const { code, data } = await hr.chat.searchCloudMessages({ keywordList: ['CONTRACTWORD', '面试'], keywordListMatchType: 'and' });
    expect(code).toBe(0);
    expect(data).toEqual({
      searchResultList: [{ conversationID: `C2C${c1.userID}`, messageCount: 1, messageList: [sent] }],
      totalCount: 1,
      cursor: '',
    });
    // The result is the message the engine already holds: one object per message.
    expect(data.searchResultList[0]!.messageList[0]).toBe(sent);
    expect(hr.chat.findMessage(sent.ID)).toBe(sent);

    const either = await hr.chat.searchCloudMessages({ keywordList: ['contractword'], keywordListMatchType: 'or' });
    expect(either.data.totalCount).toBe(2);
    expect(either.data.searchResultList.map((r) => r.conversationID)).toEqual([`C2C${c2.userID}`, `C2C${c1.userID}`]);
  });

  it('pages one conversation by cursor, newest first, as Message objects of that conversation', async () => {
    for (let i = 1; i <= 3; i += 1) await say(c2, hr, `pagedword ${i}`);
    const conversationID = `C2C${c2.userID}`;
    const first = await hr.chat.searchCloudMessages({ keywordList: ['pagedword'], conversationID, count: 2 });
    const page = first.data.searchResultList[0]!;
    expect(page.messageCount).toBe(3);
    expect(page.messageList.map((m) => [m.conversationID, m.flow, (m.payload as { text: string }).text])).toEqual([
      [conversationID, 'in', 'pagedword 3'],
      [conversationID, 'in', 'pagedword 2'],
    ]);
    const second = await hr.chat.searchCloudMessages({ keywordList: ['pagedword'], conversationID, count: 2, cursor: first.data.cursor });
    expect(second.data.searchResultList[0]!.messageList.map((m) => (m.payload as { text: string }).text)).toEqual(['pagedword 1']);
    expect(second.data.cursor).toBe('');
  });

  it('rejects with the SDK codes', async () => {
    expect(await codeOf(hr.chat.searchCloudMessages({ keywordList: [] }))).toBe(2000);
    expect(await codeOf(hr.chat.searchCloudMessages({ keywordList: ['x'], conversationID: 'GROUPno_such_group' }))).toBe(10010);
    const outsider = await engineFor(suite.live(), 'demo_c3');
    await outsider.chat.logout();
    expect(await codeOf(outsider.chat.searchCloudMessages({ keywordList: ['x'] }))).toBe(2024);
  });
});
