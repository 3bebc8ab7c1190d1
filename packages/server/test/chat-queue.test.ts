// A connection's queue holds stored requests only: a burst of messages with typing notices between
// them (the widget sends one around each keystroke pause) is served whole, in order, when the
// rate allows it. Typing notices used to fill the queue (100) and a message was refused (20004),
// then stored after the ones behind it when the engine sent it again.
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { loggedIn, text } from './chat-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CHAT_REQUESTS_PER_SECOND: '1000' });
}, 60_000);
afterAll(() => server?.close());

it('serves a hundred messages with two typing notices each, all at once, and stores them in order', async () => {
  const sender = await loggedIn(server, 'demo_c1');
  const receiver = await loggedIn(server, 'demo_c2');
  const frames = Array.from({ length: 100 }, (_, i) => [
    sender.call('sendMessage', { ...text(receiver.userID, 'typing'), onlineUserOnly: true }),
    sender.call('sendMessage', text(receiver.userID, `burst ${i + 1}`)),
    sender.call('sendMessage', { ...text(receiver.userID, 'typing'), onlineUserOnly: true }),
  ]).flat();
  const answers = await Promise.all(frames);
  // Typing notices have a small bucket of their own (chat-frames.test.ts): most are refused here.
  const messages = answers.filter((_, i) => i % 3 === 1);
  expect(messages.filter((answer) => answer.error).map((answer) => answer.error!.code)).toEqual([]);
  const stored = messages.map((answer) => (answer.result as { message: { sequence: number } }).message.sequence);
  expect(stored).toEqual([...stored].sort((a, b) => a - b));
  await sender.close();
  await receiver.close();
});
