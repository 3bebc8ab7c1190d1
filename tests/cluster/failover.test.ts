// A node killed (SIGKILL) in the middle of a conversation, behind nginx (README "Deployment"): its
// clients reconnect through the balancer to the other node, every message arrives exactly once
// and in order (the unacknowledged ones are resent by the clients), and a call it was ringing
// ends as cancelled rather than hanging.
import { TSIGNALING, TYPES, type Message } from '../../packages/chat-widget/src/engine';
import { wholeHistory } from '../contract/live-server';
import { login, until, type Client } from './clients';
import { startCluster, type Cluster } from './cluster';

const PER_SIDE = 100;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 2 });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

function numbers(inbox: Message[], label: string): number[] {
  return inbox
    .filter((m) => m.type === TYPES.MSG_TEXT && (m.payload as { text: string }).text.startsWith(`${label}-`))
    .map((m) => Number((m.payload as { text: string }).text.split('-')[1]));
}

it('loses, duplicates and reorders nothing when a node is killed mid-conversation', async () => {
  const a = await login(cluster.url, 'demo_hr');
  const b = await login(cluster.url, 'demo_c1');
  const victim = cluster.nodes.find((node) => node.id === a.nodes.at(-1))!;
  expect(victim).toBeDefined();
  let killing: Promise<void> | undefined;
  const sendAll = async (from: Client, to: Client, label: string) => {
    for (let i = 0; i < PER_SIDE; i++) {
      await from.chat.sendMessage(from.chat.createTextMessage({ to: to.userID, conversationType: TYPES.CONV_C2C, payload: { text: `${label}-${i}` } }));
      if (i === PER_SIDE / 2 && !killing) killing = victim.kill('SIGKILL');
    }
  };
  await Promise.all([sendAll(a, b, 'a'), sendAll(b, a, 'b')]);
  await killing;
  const all = Array.from({ length: PER_SIDE }, (_, i) => i);
  await until(() => numbers(b.inbox, 'a').length >= PER_SIDE && numbers(a.inbox, 'b').length >= PER_SIDE, 30_000, 'every message').catch((error: Error) => {
    const missing = (inbox: Message[], label: string) => all.filter((i) => !numbers(inbox, label).includes(i));
    throw new Error(
      `${error.message}; b lacks a-${missing(b.inbox, 'a').join(',')}; a lacks b-${missing(a.inbox, 'b').join(',')}; a on ${a.nodes.join('>')}, b on ${b.nodes.join('>')}`,
    );
  });
  expect(numbers(b.inbox, 'a')).toEqual(all);
  expect(numbers(a.inbox, 'b')).toEqual(all);
  // a's engine reconnected, to the node still alive.
  expect(a.nodes.length).toBeGreaterThan(1);
  expect(a.nodes.at(-1)).not.toBe(victim.id);

  // The database holds each once, in sequence order.
  const history = await wholeHistory(a.chat, `C2C${b.userID}`);
  const ours = history.filter((m) => /^[ab]-\d+$/.test((m.payload as { text?: string }).text ?? ''));
  expect(ours).toHaveLength(2 * PER_SIDE);
  expect(new Set(ours.map((m) => m.ID)).size).toBe(2 * PER_SIDE);
  const sequences = ours.map((m) => m.sequence);
  expect(sequences).toEqual([...sequences].sort((x, y) => x - y));
  await a.chat.logout();
  await b.chat.logout();
  await victim.start();
}, 120_000);

it('a call rung by a node that dies ends as cancelled for the invitee', async () => {
  const CALL = JSON.stringify({ version: 4, businessID: 'av_call', call_type: 1, room_id: 11, data: { room_id: 11, cmd: 'audioCall', message: '' } });
  // The inviter on the node that will die, the invitee on the other, each reached directly.
  const [victim, survivor] = cluster.nodes;
  const hr = await login(victim!.url, 'demo_hr');
  const c1 = await login(survivor!.url, 'demo_c2');
  expect([hr.nodes, c1.nodes]).toEqual([[victim!.id], [survivor!.id]]);
  const ringing = new Promise<string>((resolve) => c1.chat.addSignalingListener(TSIGNALING.NEW_INVITATION_RECEIVED, (e) => resolve(e.data.inviteID)));
  const cancelled = new Promise<string>((resolve) => c1.chat.addSignalingListener(TSIGNALING.INVITATION_CANCELLED, (e) => resolve(e.data.inviteID)));
  const { inviteID } = (await hr.chat.invite({ userID: c1.userID, data: CALL, timeout: 120 })).data;
  expect(await ringing).toBe(inviteID);
  await victim!.kill('SIGKILL');
  // The survivor notices within the node expiry (5 s) plus a heartbeat.
  expect(await cancelled).toBe(inviteID);
  await until(
    () =>
      c1.inbox.some(
        (m) => c1.chat.getSignalingInfo(m)?.inviteID === inviteID && c1.chat.getSignalingInfo(m)?.actionType === TSIGNALING.ACTION_TYPE_CANCEL_INVITE,
      ),
    10_000,
    'the cancel record',
  );
  await hr.chat.logout().catch(() => undefined);
  await c1.chat.logout();
  await victim!.start();
}, 120_000);
