// The chat across two nodes on one PostgreSQL (README "Deployment"): each user's engine talks to
// a different node, and everything live reaches the other side once and in order — messages,
// typing, receipts, recall, reactions, status, a second login's kick and a call.
import { sql } from 'kysely';
import WebSocket from 'ws';
import { createLocalChat, EVENT, TSIGNALING, TYPES, type ChatEngine, type Message, type MessageReactions } from '../../packages/chat-widget/src/engine';
import { startTestNodes, type TestNode, type TestNodes } from '@employment-cloud/test-support/server/cluster-harness';
import { call, tokenFor } from '@employment-cloud/test-support/server/harness';
import { nextEvent, nextSignal } from './live-server';

interface Engine {
  chat: ChatEngine;
  userID: string;
}

let cluster: TestNodes;
const engines: Engine[] = [];

/** A demo user's engine logged in to `node`'s chat service, with the credential that node gives. */
async function engineOn(node: TestNode, username: string): Promise<Engine> {
  const token = await tokenFor(node.app, username);
  const res = await call(node.app, { method: 'POST', url: '/front/v1/im/user-sig', token, headers: { host: new URL(node.origin).host } });
  const { userID, userSig, chatUrl } = res.body.data as { userID: string; userSig: string; chatUrl: string };
  const chat = createLocalChat({ url: chatUrl, WebSocket: WebSocket as never });
  await chat.login({ userID, userSig });
  const engine = { chat, userID };
  engines.push(engine);
  return engine;
}

let hr: Engine;
let c1: Engine;
beforeAll(async () => {
  cluster = await startTestNodes(2);
  hr = await engineOn(cluster.nodes[0]!, 'demo_hr');
  c1 = await engineOn(cluster.nodes[1]!, 'demo_c1');
}, 60_000);
afterAll(async () => {
  for (const engine of engines) await engine.chat.logout().catch(() => undefined);
  await cluster?.close();
});

/** Collects the texts `engine` receives from `from` until `count` have come. */
function texts(engine: Engine, from: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const got: string[] = [];
    const timer = setTimeout(() => reject(new Error(`only ${got.length} of ${count} arrived: ${got.join(', ')}`)), timeoutMs);
    const handler = (event: { data: Message[] }) => {
      for (const m of event.data) if (m.from === from && m.type === TYPES.MSG_TEXT) got.push((m.payload as { text: string }).text);
      if (got.length >= count) {
        clearTimeout(timer);
        engine.chat.off(EVENT.MESSAGE_RECEIVED, handler);
        resolve(got);
      }
    };
    engine.chat.on(EVENT.MESSAGE_RECEIVED, handler);
  });
}

const send = (engine: Engine, to: string, text: string, conversationType: 'C2C' | 'GROUP' = 'C2C') =>
  engine.chat.sendMessage(engine.chat.createTextMessage({ to, conversationType, payload: { text } }));

it('twenty C2C messages each way arrive live, once and in order', async () => {
  const atC1 = texts(c1, hr.userID, 20);
  for (let i = 0; i < 20; i++) await send(hr, c1.userID, `hr→c1 ${i}`);
  expect(await atC1).toEqual(Array.from({ length: 20 }, (_, i) => `hr→c1 ${i}`));
  const atHr = texts(hr, c1.userID, 20);
  await Promise.all(Array.from({ length: 20 }, (_, i) => send(c1, hr.userID, `c1→hr ${i}`)));
  expect(await atHr).toEqual(Array.from({ length: 20 }, (_, i) => `c1→hr ${i}`));
});

it('typing, a read receipt and a recall cross nodes', async () => {
  const typing = nextEvent<Message[]>(c1.chat, EVENT.MESSAGE_RECEIVED, (list) => list.some((m) => m.from === hr.userID && m.type === TYPES.MSG_CUSTOM));
  const status = hr.chat.createCustomMessage({
    to: c1.userID,
    conversationType: 'C2C',
    payload: {
      data: JSON.stringify({ businessID: 'user_typing_status', typingStatus: 1, version: 1, userAction: 14, actionParam: 'EIMAMSG_InputStatus_Ing' }),
    },
  });
  await hr.chat.sendMessage(status, { onlineUserOnly: true });
  await typing;

  const readByPeer = nextEvent(hr.chat, EVENT.MESSAGE_READ_BY_PEER);
  await c1.chat.setMessageRead({ conversationID: `C2C${hr.userID}` });
  await readByPeer;

  const arrived = texts(c1, hr.userID, 1);
  const { message } = (await send(hr, c1.userID, '撤回我')).data;
  await arrived;
  const revoked = nextEvent<Message[]>(c1.chat, EVENT.MESSAGE_REVOKED, (list) => list.some((m) => m.ID === message.ID));
  await hr.chat.revokeMessage(message);
  expect((await revoked).find((m) => m.ID === message.ID)?.isRevoked).toBe(true);
});

it('a reaction crosses nodes, and its removal too', async () => {
  const arrived = texts(c1, hr.userID, 1);
  const { message } = (await send(hr, c1.userID, '回应我')).data;
  await arrived;
  const theirs = c1.chat.findMessage(message.ID)!;
  const added = nextEvent<MessageReactions>(hr.chat, EVENT.MESSAGE_REACTIONS_UPDATED, (d) => d.messageID === message.ID);
  await c1.chat.addMessageReaction(theirs, '👍');
  expect((await added).reactionList).toMatchObject([{ reactionID: '👍', totalUserCount: 1, partialUserList: [{ userID: c1.userID }], reactedByMyself: false }]);
  const removed = nextEvent<MessageReactions>(hr.chat, EVENT.MESSAGE_REACTIONS_UPDATED, (d) => d.messageID === message.ID);
  await c1.chat.removeMessageReaction(theirs, '👍');
  expect((await removed).reactionList).toMatchObject([{ reactionID: '👍', totalUserCount: 0 }]);
});

it('sees a user on the other node online, and offline once they leave', async () => {
  const c2 = await engineOn(cluster.nodes[1]!, 'demo_c2');
  await eventually(async () => {
    const online = (await hr.chat.getUserStatus({ userIDList: [c2.userID] })).data.successUserList;
    expect(online).toEqual([expect.objectContaining({ userID: c2.userID, statusType: TYPES.USER_STATUS_ONLINE })]);
  });
  await c2.chat.logout();
  // The other node hears of it over the bus, within moments.
  await eventually(async () => {
    const after = (await hr.chat.getUserStatus({ userIDList: [c2.userID] })).data.successUserList;
    expect(after).toEqual([expect.objectContaining({ userID: c2.userID, statusType: TYPES.USER_STATUS_OFFLINE })]);
  });
});

it('a group message reaches members on both nodes', async () => {
  const c3 = await engineOn(cluster.nodes[1]!, 'demo_c3');
  const { group } = (await hr.chat.createGroup({ name: '跨节点群', type: TYPES.GRP_WORK, memberList: [{ userID: c1.userID }, { userID: c3.userID }] })).data;
  const atC1 = texts(c1, hr.userID, 3);
  const atC3 = texts(c3, hr.userID, 3);
  for (const text of ['一', '二', '三']) await send(hr, group.groupID, text, 'GROUP');
  expect(await atC1).toEqual(['一', '二', '三']);
  expect(await atC3).toEqual(['一', '二', '三']);
});

it('a call rings on the other node and its answer comes back', async () => {
  const CALL = JSON.stringify({ version: 4, businessID: 'av_call', call_type: 1, room_id: 9, data: { room_id: 9, cmd: 'audioCall', message: '' } });
  const ringing = nextSignal(c1, TSIGNALING.NEW_INVITATION_RECEIVED);
  const { inviteID } = (await hr.chat.invite({ userID: c1.userID, data: CALL, timeout: 30 })).data;
  expect((await ringing).data.inviteID).toBe(inviteID);
  const accepted = nextSignal(hr, TSIGNALING.INVITEE_ACCEPTED);
  expect((await c1.chat.accept({ inviteID, data: CALL })).data).toEqual({ inviteID });
  expect((await accepted).data).toMatchObject({ inviteID, invitee: c1.userID });
});

it("messages sent while a node's bus was cut reach its users once they have caught up", async () => {
  const b = cluster.nodes[1]!;
  const atC1 = texts(c1, hr.userID, 10, 20_000);
  await sql`select pg_terminate_backend(pid) from pg_stat_activity
    where application_name = ${`ec-listener-${b.id}`} and datname = current_database()`.execute(cluster.nodes[0]!.database.db);
  for (let i = 0; i < 10; i++) await send(hr, c1.userID, `gap ${i}`);
  expect(await atC1).toEqual(Array.from({ length: 10 }, (_, i) => `gap ${i}`));
});

it('a node that stops cleanly cancels the calls it was ringing', async () => {
  const c = await cluster.add('node-c');
  const hr2 = await engineOn(c, 'demo_hr2');
  const CALL = JSON.stringify({ version: 4, businessID: 'av_call', call_type: 1, room_id: 12, data: { room_id: 12, cmd: 'audioCall', message: '' } });
  const ringing = nextSignal(c1, TSIGNALING.NEW_INVITATION_RECEIVED);
  const { inviteID } = (await hr2.chat.invite({ userID: c1.userID, data: CALL, timeout: 60 })).data;
  expect((await ringing).data.inviteID).toBe(inviteID);
  const cancelled = nextSignal(c1, TSIGNALING.INVITATION_CANCELLED);
  await c.close();
  expect((await cancelled).data.inviteID).toBe(inviteID);
});

it('a second login on the other node keeps the first (several instances by default): both receive', async () => {
  const second = await engineOn(cluster.nodes[0]!, 'demo_c1');
  const kicked: unknown[] = [];
  c1.chat.on(EVENT.KICKED_OUT, (event: unknown) => void kicked.push(event));
  const atFirst = texts(c1, hr.userID, 1);
  const atSecond = texts(second, hr.userID, 1);
  await send(hr, c1.userID, 'to both instances');
  expect(await Promise.all([atFirst, atSecond])).toEqual([['to both instances'], ['to both instances']]);
  expect(kicked).toEqual([]);
});

describe('with CHAT_MULTI_INSTANCE=0 (single session)', () => {
  let single: TestNodes | undefined;
  afterAll(async () => single?.close());

  it('a second login on the other node kicks the first', async () => {
    single = await startTestNodes(2, { CHAT_MULTI_INSTANCE: '0' });
    const first = await engineOn(single.nodes[1]!, 'demo_c1');
    const kicked = nextEvent<{ type: string }>(first.chat, EVENT.KICKED_OUT);
    await engineOn(single.nodes[0]!, 'demo_c1');
    expect((await kicked).type).toBe('multipleAccount');
  }, 60_000);
});

/** Retries `check` until it passes, for at most `timeoutMs`. */
async function eventually(check: () => Promise<void>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
