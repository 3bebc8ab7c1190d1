// The frames one connection gets in one tick leave in one write (connection.ts, holdUntilTickEnds).
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { ChatConnection } from './connection';
import type { ChatContext } from './context';

function fakes() {
  const log: string[] = [];
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    send: (bytes: Buffer) => log.push(`send ${JSON.parse(bytes.toString()).event}`),
    ping: () => undefined,
    close: () => undefined,
    terminate: () => undefined,
  });
  const tcp = { cork: () => log.push('cork'), uncork: () => log.push('uncork') };
  const ctx = { config: { chat: { requestsPerSecond: 50 } }, log: { warn: () => undefined } };
  const connection = new ChatConnection(ctx as unknown as ChatContext, socket as unknown as WebSocket, tcp as unknown as Socket);
  return { log, connection };
}

const tickEnds = () => new Promise<void>((resolve) => setImmediate(resolve));

it('corks the socket for a tick: frames sent in it are written together, in order', async () => {
  const { log, connection } = fakes();
  connection.push('messageReceived', { messageList: [] });
  connection.push('conversationsChanged', { conversationList: [] });
  expect(log).toEqual(['cork', 'send messageReceived', 'send conversationsChanged']);
  await tickEnds();
  expect(log.at(-1)).toBe('uncork');
  connection.push('messageReceived', { messageList: [] });
  await tickEnds();
  expect(log.slice(4)).toEqual(['cork', 'send messageReceived', 'uncork']);
});
