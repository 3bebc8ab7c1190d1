import { seedDemoChat, DEMO_GROUPS } from '../src/db/seed/chat';
import { ChatClient, loggedIn } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// The demo chat that `npm start` adds (the test harness leaves it out): real conversations,
// groups, friends and an application, stored through the chat service's own write path.

let server: TestServer;
let hr: ChatClient;

beforeAll(async () => {
  server = await startTestServer();
  const source = { chatUserPrefix: server.config.chatUserPrefix, adminUserID: server.config.chat.adminUserID };
  await expect(seedDemoChat(server.database.db, source, new Date())).resolves.toEqual({ created: true });
  hr = await loggedIn(server, 'demo_hr');
});
afterAll(async () => {
  await hr.close();
  await server.close();
});

describe('demo chat', () => {
  it('gives demo_hr conversations with their candidates and two groups, newest messages last', async () => {
    const { conversationList } = await hr.request('getConversationList', {});
    const c2c = conversationList.filter((c) => c.type === 'C2C');
    expect(c2c).toHaveLength(6);
    expect(
      conversationList
        .filter((c) => c.type === 'GROUP')
        .map((c) => c.peer)
        .sort(),
    ).toEqual([DEMO_GROUPS.public, DEMO_GROUPS.work].sort());
    const longest = c2c.find((c) => c.lastMessage?.sequence === 5);
    expect(longest?.lastMessage?.payload).toEqual({ text: '收到，我们看完后尽快联系您安排面试时间。' });
    // Candidates wrote to demo_hr: some of those conversations are unread.
    expect(c2c.some((c) => c.unreadCount > 0)).toBe(true);
    const { messageList } = await hr.request('getMessageList', { conversationID: longest!.conversationID, count: 15 });
    expect(messageList.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(messageList.map((m) => m.time)).toEqual([...messageList.map((m) => m.time)].sort((a, b) => a - b));
    expect(messageList[2]).toMatchObject({ type: 'TIMCustomElem' });
    expect(JSON.parse(String(messageList[2]!.payload.data))).toMatchObject({ businessID: 'askResume' });
  });

  it('has friends, a pending application and searchable history', async () => {
    expect((await hr.request('getFriendList', {})).friendList).toHaveLength(2);
    const applications = await hr.request('getFriendApplicationList', {});
    expect(applications).toMatchObject({ unreadCount: 1 });
    const found = await hr.request('searchCloudMessages', {
      keywordList: ['简历'],
      messageTypeList: [],
      keywordListMatchType: 'and',
      cursor: '',
      count: 10,
    } as never);
    expect((found as { totalCount: number }).totalCount).toBeGreaterThan(0);
  });

  it('is added once', async () => {
    const source = { chatUserPrefix: server.config.chatUserPrefix, adminUserID: server.config.chat.adminUserID };
    await expect(seedDemoChat(server.database.db, source, new Date())).resolves.toEqual({ created: false });
  });
});
