import fc from 'fast-check';
import { ChatClient, loggedIn, newId, text } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Chat frames with NUL or an unpaired surrogate in any string or key: answered 2000 naming the
// field, nothing stored, the connection kept (src/chat/connection.ts, util/storable-text.ts).

let server: TestServer;
let hr: ChatClient;
let candidate: ChatClient;
beforeAll(async () => {
  server = await startTestServer();
  hr = await loggedIn(server, 'demo_hr');
  candidate = await loggedIn(server, 'demo_c1');
});
afterAll(async () => {
  await Promise.all([hr.close(), candidate.close()]);
  await server.close();
});

const BAD = ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'];

const storedMessages = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('chatMessages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function refused(client: ChatClient, method: Parameters<ChatClient['call']>[0], params: Record<string, unknown>, field: string) {
  const answer = await client.call(method, params);
  expect(answer.error).toEqual({ code: 2000, message: `${field}: NUL and unpaired UTF-16 surrogates are not allowed` });
}

describe('chat frames with characters the database cannot store', () => {
  it.each(BAD.map((s) => [JSON.stringify(s), s]))('refuses %s in a text, custom data, a key, a nick, a group name, notice and remark', async (_, bad) => {
    const before = await storedMessages();
    await refused(hr, 'sendMessage', text(candidate.userID, bad), 'params.message.payload.text');
    const custom = {
      message: { ID: newId(), conversationType: 'C2C', to: candidate.userID, type: 'TIMCustomElem', payload: { data: JSON.stringify({ x: 1 }) + bad } },
    };
    await refused(hr, 'sendMessage', custom, 'params.message.payload.data');
    await refused(hr, 'sendMessage', text(candidate.userID, 'ok', { cloudCustomData: bad }), 'params.message.cloudCustomData');
    const keyed = { message: { ID: newId(), conversationType: 'C2C', to: candidate.userID, type: 'TIMCustomElem', payload: { data: 'd', [`k${bad}`]: 1 } } };
    expect((await hr.call('sendMessage', keyed)).error?.code).toBe(2000);
    expect(await storedMessages()).toBe(before);

    await refused(hr, 'updateMyProfile', { nick: `招聘${bad}` }, 'params.nick');
    const profile = await hr.request('getUserProfile', { userIDList: [hr.userID] });
    expect(JSON.stringify(profile)).not.toMatch(/\\u0000|\\ud[89a-f]/);

    await refused(hr, 'createGroup', { name: `群${bad}`, type: 'Public' }, 'params.name');
    const { group } = await hr.request('createGroup', { name: `公告群_${BAD.indexOf(bad)}`, type: 'Public' });
    await refused(hr, 'updateGroupProfile', { groupID: group.groupID, notification: `公告${bad}` }, 'params.notification');
    await refused(hr, 'updateFriend', { userID: candidate.userID, remark: bad }, 'params.remark');
  });

  it('answers with the request ID and keeps the connection usable', async () => {
    const frame = JSON.stringify({ id: 4242, method: 'sendMessage', params: text(candidate.userID, '\u0000') });
    expect(await hr.callRaw(frame, 4242)).toEqual({ id: 4242, error: { code: 2000, message: expect.stringContaining('params.message.payload.text') } });
    const params = text(candidate.userID, 'still fine');
    await hr.request('sendMessage', params);
    await candidate.next('messageReceived', (d) => d.messageList[0]!.ID === params.message.ID);
  });

  it('refuses generated texts that hold one, and stores the others', async () => {
    const piece = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', 'a', '面', '😀');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (pieces) => {
        const body = pieces.join('');
        const bad = body.includes('\u0000') || !(body as unknown as { isWellFormed(): boolean }).isWellFormed();
        const params = text(candidate.userID, body);
        const answer = await hr.call('sendMessage', params);
        expect(answer.error?.code).toBe(bad ? 2000 : undefined);
        const stored = await server.database.db.selectFrom('chatMessages').select('payload').where('clientId', '=', params.message.ID).execute();
        expect(stored.map((r) => r.payload.text)).toEqual(bad ? [] : [body]);
      }),
      { numRuns: 40 },
    );
  });
});
