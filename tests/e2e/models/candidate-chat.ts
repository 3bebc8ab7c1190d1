// A demo candidate on the other end of the console's chat: the widget's local chat engine in Node
// over the server's WebSocket, as a candidate's portal would run it. Used to start a conversation
// with a recruiter and to see what the recruiter sends.
import WebSocket from 'ws';
import { createLocalChat, EVENT, TYPES, type ChatEngine, type Message } from '../../../packages/chat-widget/src/engine';
import { chatCredentialOf } from './api';

export interface CandidateChat {
  userID: string;
  /** Sends a text to a staff member (by username): the conversation then exists on both sides. */
  sendText(toUsername: string, text: string): Promise<void>;
  /** Resolves with the first received message that satisfies `accept`. */
  nextMessage(accept: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  close(): Promise<void>;
}

export async function candidateChat(origin: string, username: string): Promise<CandidateChat> {
  const credential = await chatCredentialOf(origin, username);
  const chat: ChatEngine = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  const received: Message[] = [];
  const waiters = new Set<() => void>();
  chat.on(EVENT.MESSAGE_RECEIVED, ((event: { data: Message[] }) => {
    received.push(...event.data);
    for (const wake of waiters) wake();
  }) as never);
  return {
    userID: credential.userID,
    async sendText(toUsername, text) {
      const { userID: to } = await chatCredentialOf(origin, toUsername);
      await chat.sendMessage(chat.createTextMessage({ to, conversationType: TYPES.CONV_C2C, payload: { text } }));
    },
    nextMessage(accept, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(accept);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${username} received no such message within ${timeoutMs} ms (got ${received.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      await chat.logout().catch(() => undefined);
      await chat.destroy().catch(() => undefined);
    },
  };
}

/** A demo user's chat nickname (what member lists and the @ list show), read by a short login of their own: call it before their page signs in (one session per account). */
export async function chatNickOf(origin: string, username: string): Promise<{ userID: string; nick: string }> {
  const credential = await chatCredentialOf(origin, username);
  const chat: ChatEngine = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  try {
    return { userID: credential.userID, nick: (await chat.getMyProfile()).data.nick || credential.userID };
  } finally {
    await chat.logout().catch(() => undefined);
    await chat.destroy().catch(() => undefined);
  }
}
