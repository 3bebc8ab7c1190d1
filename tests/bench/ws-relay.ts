// The ceiling for chat.bench.ts: a bare `ws` server that acknowledges each frame to its sender
// and forwards it to the recipients, storing nothing. Prints { origin } when ready.
import { WebSocketServer, type WebSocket } from 'ws';

const clients = new Map<string, WebSocket>();
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.on('connection', (socket, request) => {
  const me = new URL(request.url ?? '/', 'http://x').searchParams.get('user') ?? '';
  clients.set(me, socket);
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { id: number; to: string[]; body: string };
    socket.send(JSON.stringify({ id: frame.id }));
    for (const to of frame.to) clients.get(to)?.send(JSON.stringify({ from: me, body: frame.body }));
  });
  socket.on('close', () => clients.delete(me));
});
wss.on('listening', () => {
  const { port } = wss.address() as { port: number };
  process.stdout.write(JSON.stringify({ origin: `ws://127.0.0.1:${port}` }) + '\n');
});
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
