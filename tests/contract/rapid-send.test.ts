// Rapid sending against the real chat service (issue 16 item 10): a hundred messages sent at once,
// each with the typing notices a person's typing makes, all arrive, in order, none failed by the
// rate limit. The server here allows 20 requests a second (burst 40), so the burst is well above it.
import { PROTOCOL_VERSION } from '@employment-cloud/chat-protocol';
import WebSocket from 'ws';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { credentialOf, engineFor, nextEvent, startLiveServer, type LiveEngine, type LiveServer } from './live-server';

const RATE = 20;
const COUNT = 100;
let live: LiveServer;
let sender: LiveEngine;
let receiver: LiveEngine;

beforeAll(async () => {
  live = await startLiveServer({ CHAT_REQUESTS_PER_SECOND: String(RATE) });
  sender = await engineFor(live, 'demo_hr');
  receiver = await engineFor(live, 'demo_c3');
}, 60_000);
afterAll(async () => {
  await Promise.all([sender, receiver].map((engine) => engine?.chat.logout().catch(() => undefined)));
  await live?.close();
});

const typing = (status: 0 | 1) =>
  sender.chat.sendMessage(
    sender.chat.createCustomMessage({
      to: receiver.userID,
      conversationType: TYPES.CONV_C2C,
      payload: {
        data: JSON.stringify({
          businessID: 'user_typing_status',
          typingStatus: status,
          version: 1,
          userAction: 14,
          actionParam: status ? 'EIMAMSG_InputStatus_Ing' : 'EIMAMSG_InputStatus_End',
        }),
        description: '',
        extension: '',
      },
    }),
    { onlineUserOnly: true },
  );

it('a hundred messages sent at once, with typing notices between them, are all stored in order', async () => {
  const texts = Array.from({ length: COUNT }, (_, i) => `快速消息 ${i + 1}`);
  const last = nextEvent<{ payload: { text?: string } }[]>(
    receiver.chat,
    'onMessageReceived',
    (messages) => messages.some((m) => m.payload.text === texts.at(-1)),
    60_000,
  );
  const typingNotices: Promise<unknown>[] = [];
  const sends = texts.map((text) => {
    typingNotices.push(
      typing(1).catch(() => undefined),
      typing(0).catch(() => undefined),
    );
    return sender.chat.sendMessage(sender.chat.createTextMessage({ to: receiver.userID, conversationType: TYPES.CONV_C2C, payload: { text } }));
  });
  const outcomes = await Promise.allSettled(sends);
  const failed = outcomes.flatMap((outcome, i) =>
    outcome.status === 'rejected' ? [`${texts[i]}: ${String((outcome.reason as { code?: number }).code)}`] : [],
  );
  expect(failed).toEqual([]);
  await last;
  await Promise.all(typingNotices);

  // Stored once each, in the order sent: the receiver's history, read back page by page.
  const conversationID = `C2C${sender.userID}`;
  const seen: string[] = [];
  let nextReqMessageID: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const { data } = await receiver.chat.getMessageList({ conversationID, ...(nextReqMessageID ? { nextReqMessageID } : {}) });
    seen.unshift(
      ...data.messageList.flatMap((m) =>
        m.type === TYPES.MSG_TEXT && typeof m.payload.text === 'string' && m.payload.text.startsWith('快速消息') ? [m.payload.text] : [],
      ),
    );
    if (data.isCompleted) break;
    nextReqMessageID = data.nextReqMessageID;
  }
  expect(seen).toEqual(texts);
}, 120_000);

it('the login answer states the limit the engine paces under', async () => {
  const { userID, userSig, chatUrl } = await credentialOf(live, 'demo_c4');
  const socket = new WebSocket(chatUrl);
  const answer = await new Promise<{ result?: { limits?: unknown } }>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'login', params: { userID, userSig, protocol: PROTOCOL_VERSION } })));
    socket.on('message', (data) => resolve(JSON.parse(String(data))));
    socket.on('error', reject);
  });
  socket.close();
  expect(answer.result?.limits).toEqual({ requestsPerSecond: RATE, burst: RATE * 2 });
});
