// Two people on different nodes, both reaching the chat through nginx as browsers do (README
// "Deployment"): C2C and group messages, a read receipt, a recall and a call arrive live, once
// and in order (tests/contract/cluster-chat.postgres.test.ts covers the rest with each user
// placed on a node directly).
import { EVENT, TSIGNALING, TYPES, type Message } from '../../packages/chat-widget/src/engine';
import { nextEvent, nextSignal } from '../contract/live-server';
import { login, loginElsewhere, until, type Client } from './clients';
import { startCluster, type Cluster } from './cluster';

let cluster: Cluster;
let hr: Client;
let c1: Client;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 2 });
  hr = await login(cluster.url, 'demo_hr');
  c1 = await loginElsewhere(cluster.url, 'demo_c5', hr);
}, 180_000);

afterAll(async () => {
  for (const client of [hr, c1]) await client?.chat.logout().catch(() => undefined);
  await cluster?.stop();
}, 60_000);

const textsFrom = (client: Client, from: string, prefix: string) =>
  client.inbox
    .filter((m) => m.from === from && m.type === TYPES.MSG_TEXT && (m.payload as { text: string }).text.startsWith(prefix))
    .map((m) => (m.payload as { text: string }).text);

it('places the two on different nodes through the balancer', () => {
  expect(hr.nodes.at(-1)).not.toBe(c1.nodes.at(-1));
  expect(cluster.nodes.map((node) => node.id)).toEqual(expect.arrayContaining([hr.nodes.at(-1), c1.nodes.at(-1)]));
});

it('C2C messages both ways arrive live, once and in order', async () => {
  const send = (from: Client, to: Client, text: string) =>
    from.chat.sendMessage(from.chat.createTextMessage({ to: to.userID, conversationType: TYPES.CONV_C2C, payload: { text } }));
  for (let i = 0; i < 15; i++) await send(hr, c1, `横跨-hr-${i}`);
  await Promise.all(Array.from({ length: 15 }, (_, i) => send(c1, hr, `横跨-c1-${i}`)));
  await until(() => textsFrom(c1, hr.userID, '横跨-hr-').length >= 15 && textsFrom(hr, c1.userID, '横跨-c1-').length >= 15, 10_000, 'every message');
  expect(textsFrom(c1, hr.userID, '横跨-hr-')).toEqual(Array.from({ length: 15 }, (_, i) => `横跨-hr-${i}`));
  expect(textsFrom(hr, c1.userID, '横跨-c1-')).toEqual(Array.from({ length: 15 }, (_, i) => `横跨-c1-${i}`));
});

it('a group message, a read receipt and a recall cross the nodes', async () => {
  const { group } = (await hr.chat.createGroup({ name: '负载均衡群', type: TYPES.GRP_WORK, memberList: [{ userID: c1.userID }] })).data;
  await hr.chat.sendMessage(hr.chat.createTextMessage({ to: group.groupID, conversationType: TYPES.CONV_GROUP, payload: { text: '横跨-群' } }));
  await until(() => textsFrom(c1, hr.userID, '横跨-群').length === 1, 10_000, 'the group message');

  const readByPeer = nextEvent(hr.chat, EVENT.MESSAGE_READ_BY_PEER);
  await c1.chat.setMessageRead({ conversationID: `C2C${hr.userID}` });
  await readByPeer;

  const { message } = (
    await hr.chat.sendMessage(hr.chat.createTextMessage({ to: c1.userID, conversationType: TYPES.CONV_C2C, payload: { text: '横跨-撤回' } }))
  ).data;
  await until(() => c1.inbox.some((m) => m.ID === message.ID), 10_000, 'the message to recall');
  const revoked = nextEvent<Message[]>(c1.chat, EVENT.MESSAGE_REVOKED, (list) => list.some((m) => m.ID === message.ID));
  await hr.chat.revokeMessage(message);
  await revoked;
});

it('a call rings on the other node and its acceptance comes back', async () => {
  const CALL = JSON.stringify({ version: 4, businessID: 'av_call', call_type: 2, room_id: 13, data: { room_id: 13, cmd: 'videoCall', message: '' } });
  const ringing = nextSignal(c1, TSIGNALING.NEW_INVITATION_RECEIVED);
  const { inviteID } = (await hr.chat.invite({ userID: c1.userID, data: CALL, timeout: 30 })).data;
  expect((await ringing).data.inviteID).toBe(inviteID);
  const accepted = nextSignal(hr, TSIGNALING.INVITEE_ACCEPTED);
  await c1.chat.accept({ inviteID, data: CALL });
  expect((await accepted).data).toMatchObject({ inviteID, invitee: c1.userID });
});
