/**
 * @jest-environment node
 */
// Closing the server with chat clients connected (src/chat/plugin.ts closeSockets): each client is
// told the server is going away (1001), and one that never answers the closing handshake is cut
// off after a short grace instead of holding the close for ws's 30 s.
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { CLOSE_GRACE_MS } from '../src/chat/plugin';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

async function connect(server: TestServer): Promise<WebSocket> {
  const { port } = server.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/chat`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

it(
  'tells a connected client it is going away, and is not held by one that never answers',
  async () => {
    const server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const polite = await connect(server);
    const closed = new Promise<[number, string]>((resolve) => polite.once('close', (code, reason) => resolve([code, reason.toString()])));
    const frozen = await connect(server);
    // A page frozen in the background: it stops reading, so it never answers the closing handshake.
    (frozen as unknown as { _socket: { pause(): void } })._socket.pause();
    // Without the grace this close takes ws's 30 s, past this test's time-out.
    await server.close();
    expect(await closed).toEqual([1001, 'server shutting down']);
    frozen.terminate();
  },
  CLOSE_GRACE_MS + 15_000,
);
