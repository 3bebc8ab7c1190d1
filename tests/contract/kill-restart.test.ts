import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { createLocalChat, EVENT, TYPES, type ChatEngine, type Message } from '../../packages/chat-widget/src/engine';
import { wholeHistory } from './live-server';
import { freePort, kill, spawnServer } from '@employment-cloud/test-support/server/server-process';

// Two clients exchange hundreds of messages while the server is killed (SIGKILL) and started
// again on the same data: nothing may be lost, duplicated, or reordered within a sender.
const PER_SIDE = 150;

let port: number;
let dataDir: string;
let server: ChildProcess;

async function login(username: string) {
  const base = `http://127.0.0.1:${port}`;
  const scope = username.startsWith('demo_c') ? 'user' : 'company';
  const { data: session } = await (await fetch(`${base}/front/v1/common/mockLogin?username=${username}&scope=${scope}`, { method: 'POST' })).json();
  const { data: credential } = await (
    await fetch(`${base}/front/v1/im/user-sig`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } })
  ).json();
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  const inbox: Message[] = [];
  const states: string[] = [];
  chat.on(EVENT.MESSAGE_RECEIVED, (event: { data: Message[] }) => inbox.push(...event.data));
  chat.on(EVENT.NET_STATE_CHANGE, (event: { data: { state: string } }) => states.push(event.data.state));
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  return { chat, userID: credential.userID as string, inbox, states };
}

async function sendAll(from: { chat: ChatEngine }, to: string, label: string, onSent: (i: number) => void) {
  for (let i = 0; i < PER_SIDE; i++) {
    const message = from.chat.createTextMessage({ to, conversationType: TYPES.CONV_C2C, payload: { text: `${label}-${i}` } });
    await from.chat.sendMessage(message);
    onSent(i);
  }
}

/** Resolves when the client next reports the connection lost. */
function disconnected(client: { chat: ChatEngine }): Promise<void> {
  return new Promise((resolve) => {
    const on = (event: { data: { state: string } }) => {
      if (event.data.state !== TYPES.NET_STATE_DISCONNECTED) return;
      client.chat.off(EVENT.NET_STATE_CHANGE, on);
      resolve();
    };
    client.chat.on(EVENT.NET_STATE_CHANGE, on);
  });
}

function texts(inbox: Message[], label: string): number[] {
  return inbox
    .filter((m) => (m.payload as { text: string }).text.startsWith(`${label}-`))
    .map((m) => Number((m.payload as { text: string }).text.split('-')[1]));
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'ec-kill-'));
  server = await spawnServer(port, dataDir);
}, 90_000);

afterAll(async () => {
  if (server) await kill(server);
  rmSync(dataDir, { recursive: true, force: true });
});

it('loses, duplicates and reorders nothing across a server kill and restart', async () => {
  const a = await login('demo_hr');
  const b = await login('demo_c1');
  let sent = 0;
  let restarted: Promise<void> | undefined;
  const onSent = () => {
    sent += 1;
    if (sent === PER_SIDE && !restarted) {
      restarted = (async () => {
        // Started again once both clients have seen the server go (they reconnect to the new one).
        const lost = Promise.all([disconnected(a), disconnected(b)]);
        await kill(server, 'SIGKILL');
        await lost;
        server = await spawnServer(port, dataDir);
      })();
    }
  };
  await Promise.all([sendAll(a, b.userID, 'a', onSent), sendAll(b, a.userID, 'b', onSent)]);
  await restarted;

  const deadline = Date.now() + 60_000;
  while ((a.inbox.length < PER_SIDE || b.inbox.length < PER_SIDE) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const all = Array.from({ length: PER_SIDE }, (_, i) => i);
  expect(texts(b.inbox, 'a')).toEqual(all);
  expect(texts(a.inbox, 'b')).toEqual(all);
  expect(a.states).toContain(TYPES.NET_STATE_DISCONNECTED);
  expect(a.states.at(-1)).toBe(TYPES.NET_STATE_CONNECTED);

  // And the server kept every message exactly once.
  const history = await wholeHistory(a.chat, `C2C${b.userID}`);
  expect(history).toHaveLength(2 * PER_SIDE);
  expect(new Set(history.map((m) => m.ID)).size).toBe(2 * PER_SIDE);
  const sequences = history.map((m) => m.sequence);
  expect(sequences).toEqual([...sequences].sort((x, y) => x - y));
  await a.chat.logout();
  await b.chat.logout();
}, 180_000);
