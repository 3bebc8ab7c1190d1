// Chat clients of a cluster's tests (tests/cluster/): a demo user's engine logged in as a browser
// would be, through the balancer or one node, recording which node held each of its connections
// (the x-ec-node header of the WebSocket upgrade).
import WebSocket from 'ws';
import { createLocalChat, EVENT, type ChatEngine, type Message } from '../../packages/chat-widget/src/engine';

export interface Client {
  chat: ChatEngine;
  userID: string;
  /** Every message the engine reported received, in order. */
  inbox: Message[];
  /** The node of each connection the engine made, in order. */
  nodes: string[];
}

export async function login(base: string, username: string): Promise<Client> {
  const scope = username.startsWith('demo_c') ? 'user' : 'company';
  const session = (await (await fetch(`${base}/front/v1/common/mockLogin?username=${username}&scope=${scope}`, { method: 'POST' })).json()) as {
    data: { token: string };
  };
  const credential = (
    (await (await fetch(`${base}/front/v1/im/user-sig`, { method: 'POST', headers: { authorization: `Bearer ${session.data.token}` } })).json()) as {
      data: { userID: string; userSig: string; chatUrl: string };
    }
  ).data;
  const nodes: string[] = [];
  class Recording extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('upgrade', (res) => nodes.push(String(res.headers['x-ec-node'])));
    }
  }
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: Recording as never });
  const inbox: Message[] = [];
  chat.on(EVENT.MESSAGE_RECEIVED, (event: { data: Message[] }) => inbox.push(...event.data));
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  return { chat, userID: credential.userID, inbox, nodes };
}

/** Logs `username` in through the balancer until the connection is on another node than `other`'s. */
export async function loginElsewhere(base: string, username: string, other: Client, tries = 8): Promise<Client> {
  for (let i = 0; ; i++) {
    const client = await login(base, username);
    if (client.nodes.at(-1) !== other.nodes.at(-1) || i + 1 >= tries) return client;
    await client.chat.logout();
  }
}

/** Resolves once `condition` holds; fails after `timeoutMs`, saying `what`. */
export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
