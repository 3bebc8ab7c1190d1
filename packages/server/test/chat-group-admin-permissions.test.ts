import type { Method, WireGroup } from '../src/chat/protocol';
import { ChatClient, loggedIn } from './chat-client';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';

// Every group administration action, tried by each role in each group type, on a fresh group (or
// one where the roles before were refused):
// owner demo_hr, admin demo_c1 (a plain member in Work groups, which have no admins), member
// demo_c2, non-member demo_c3; demo_c4 is another plain member to act on, demo_c5 someone to add.
// Each cell is 'ok' or the SDK-shaped error code the server must answer ('-': no such role).

let server: TestServer;
let owner: ChatClient;
let admin: ChatClient;
let member: ChatClient;
let outsider: ChatClient;
let target: ChatClient;
let newcomer: ChatClient;

beforeAll(async () => {
  // Hundreds of fresh groups from one connection: above the default per-connection rate.
  server = await startTestServer({ CHAT_REQUESTS_PER_SECOND: '100000' });
  const clients = await Promise.all(['demo_hr', 'demo_c1', 'demo_c2', 'demo_c3', 'demo_c4', 'demo_c5'].map((u) => loggedIn(server, u)));
  [owner, admin, member, outsider, target, newcomer] = clients as [ChatClient, ChatClient, ChatClient, ChatClient, ChatClient, ChatClient];
});
afterEach(() => [owner, admin, member, outsider, target, newcomer].forEach((c) => c.drain()));
afterAll(async () => {
  await Promise.all([owner, admin, member, outsider, target, newcomer].map((c) => c.close()));
  await server.close();
});

type Type = WireGroup['type'];
type Cell = 'ok' | '-' | number;
/** Owner, admin, member, non-member. */
type Row = [Cell, Cell, Cell, Cell];
type Action = { method: Method; params: (groupID: string) => Record<string, unknown> };

const ACTIONS: Record<string, Action> = {
  rename: { method: 'updateGroupProfile', params: (groupID) => ({ groupID, name: '改名_ok' }) },
  notice: { method: 'updateGroupProfile', params: (groupID) => ({ groupID, notification: 'new notice' }) },
  muteAll: { method: 'updateGroupProfile', params: (groupID) => ({ groupID, muteAllMembers: true }) },
  joinOption: { method: 'updateGroupProfile', params: (groupID) => ({ groupID, joinOption: 'FreeAccess' }) },
  add: { method: 'addGroupMember', params: (groupID) => ({ groupID, userIDList: [newcomer.userID] }) },
  remove: { method: 'deleteGroupMember', params: (groupID) => ({ groupID, userIDList: [target.userID] }) },
  removeNonMember: { method: 'deleteGroupMember', params: (groupID) => ({ groupID, userIDList: [newcomer.userID] }) },
  makeAdmin: { method: 'setGroupMemberRole', params: (groupID) => ({ groupID, userID: target.userID, role: 'Admin' }) },
  mute: { method: 'setGroupMemberMuteTime', params: (groupID) => ({ groupID, userID: target.userID, muteTime: 2592000 }) },
  muteOwner: { method: 'setGroupMemberMuteTime', params: (groupID) => ({ groupID, userID: owner.userID, muteTime: 60 }) },
  transfer: { method: 'changeGroupOwner', params: (groupID) => ({ groupID, newOwnerID: target.userID }) },
  dismiss: { method: 'dismissGroup', params: (groupID) => ({ groupID }) },
  quit: { method: 'quitGroup', params: (groupID) => ({ groupID }) },
  join: { method: 'joinGroup', params: (groupID) => ({ groupID, applyMessage: 'hi' }) },
  handle: { method: 'handleGroupApplication', params: (groupID) => ({ groupID, applicant: newcomer.userID, handleAction: 'Agree' }) },
  memberProfile: { method: 'getGroupMemberProfile', params: (groupID) => ({ groupID, userIDList: [target.userID] }) },
};

const TYPES: Type[] = ['Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community'];

// [owner, admin, member, non-member] per type, in the order of TYPES.
const TABLE: Record<keyof typeof ACTIONS, Record<Type, Row>> = {
  rename: {
    Private: ['ok', '-', 10007, 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: ['ok', 'ok', 10007, 10007],
    AVChatRoom: ['ok', 'ok', 10007, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  notice: {
    Private: ['ok', '-', 10007, 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: ['ok', 'ok', 10007, 10007],
    AVChatRoom: ['ok', 'ok', 10007, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  muteAll: {
    Private: [10007, '-', 10007, 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: ['ok', 'ok', 10007, 10007],
    AVChatRoom: ['ok', 'ok', 10007, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  joinOption: {
    Private: [10007, '-', 10007, 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: [10007, 10007, 10007, 10007],
    AVChatRoom: [10007, 10007, 10007, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  add: {
    Private: ['ok', '-', 'ok', 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: ['ok', 'ok', 10007, 10007],
    AVChatRoom: [2661, 2661, 2661, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  remove: {
    Private: [10007, '-', 10007, 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: ['ok', 'ok', 10007, 10007],
    AVChatRoom: [10007, 10007, 10007, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  removeNonMember: {
    Private: [10007, '-', 10007, 10007],
    Public: [2623, 2623, 10007, 10007],
    ChatRoom: [2623, 2623, 10007, 10007],
    AVChatRoom: [10007, 10007, 10007, 10007],
    Community: [2623, 2623, 10007, 10007],
  },
  makeAdmin: {
    Private: [10007, '-', 10007, 10007],
    Public: ['ok', 10007, 10007, 10007],
    ChatRoom: ['ok', 10007, 10007, 10007],
    AVChatRoom: ['ok', 10007, 10007, 10007],
    Community: ['ok', 10007, 10007, 10007],
  },
  mute: {
    Private: [10007, '-', 10007, 10007],
    Public: ['ok', 'ok', 10007, 10007],
    ChatRoom: ['ok', 'ok', 10007, 10007],
    AVChatRoom: ['ok', 'ok', 10007, 10007],
    Community: ['ok', 'ok', 10007, 10007],
  },
  muteOwner: {
    Private: [10007, '-', 10007, 10007],
    Public: [2685, 10007, 10007, 10007],
    ChatRoom: [2685, 10007, 10007, 10007],
    AVChatRoom: [2685, 10007, 10007, 10007],
    Community: [2685, 10007, 10007, 10007],
  },
  transfer: {
    Private: ['ok', '-', 10007, 10007],
    Public: ['ok', 10007, 10007, 10007],
    ChatRoom: ['ok', 10007, 10007, 10007],
    AVChatRoom: [2620, 2620, 2620, 10007],
    Community: ['ok', 10007, 10007, 10007],
  },
  dismiss: {
    Private: [10007, '-', 10007, 10007],
    Public: ['ok', 10007, 10007, 10007],
    ChatRoom: ['ok', 10007, 10007, 10007],
    AVChatRoom: ['ok', 10007, 10007, 10007],
    Community: ['ok', 10007, 10007, 10007],
  },
  quit: {
    Private: ['ok', '-', 'ok', 10007],
    Public: [10009, 'ok', 'ok', 10007],
    ChatRoom: [10009, 'ok', 'ok', 10007],
    AVChatRoom: [10009, 'ok', 'ok', 10007],
    Community: [10009, 'ok', 'ok', 10007],
  },
  // Members are answered AlreadyInGroup; Work groups take no applications.
  join: {
    Private: ['ok', '-', 'ok', 10007],
    Public: ['ok', 'ok', 'ok', 'ok'],
    ChatRoom: ['ok', 'ok', 'ok', 'ok'],
    AVChatRoom: ['ok', 'ok', 'ok', 'ok'],
    Community: ['ok', 'ok', 'ok', 'ok'],
  },
  // No application is pending: managers learn that (10024), others may not ask.
  handle: {
    Private: [10024, '-', 10007, 10007],
    Public: [10024, 10024, 10007, 10007],
    ChatRoom: [10024, 10024, 10007, 10007],
    AVChatRoom: [10024, 10024, 10007, 10007],
    Community: [10024, 10024, 10007, 10007],
  },
  memberProfile: {
    Private: ['ok', '-', 'ok', 10007],
    Public: ['ok', 'ok', 'ok', 10007],
    ChatRoom: ['ok', 'ok', 'ok', 10007],
    AVChatRoom: ['ok', 'ok', 'ok', 10007],
    Community: ['ok', 'ok', 'ok', 10007],
  },
};

let names = 0;
/** A fresh group of the type: owner, admin (Work: a member), member, target. */
async function freshGroup(type: Type): Promise<string> {
  const { group } = await owner.request('createGroup', {
    name: `perm_${++names}`,
    type,
    memberList: [admin.userID, member.userID, target.userID],
  });
  if (type !== 'Private') await owner.request('setGroupMemberRole', { groupID: group.groupID, userID: admin.userID, role: 'Admin' });
  return group.groupID;
}

/** The cell `actor` gets for `action` in the group. */
async function attempt(actor: ChatClient, action: Action, groupID: string): Promise<Cell> {
  const answer = await actor.call(action.method, action.params(groupID));
  if (!answer.error) return 'ok';
  expect(answer.error.message).toEqual(expect.any(String));
  return answer.error.code;
}

// A refused action changes nothing, so the next role tries it in the same group; after one that
// succeeded (a rename, a dismissal, a quit) the next role gets a fresh group.
describe.each(Object.keys(TABLE))('%s', (name) => {
  it.each(TYPES)('in a %s group: owner, admin, member, non-member', async (type) => {
    const expected = TABLE[name]![type];
    const actual: Cell[] = [];
    let groupID: string | undefined;
    for (const [i, actor] of [owner, admin, member, outsider].entries()) {
      if (expected[i] === '-') {
        actual.push('-');
        continue;
      }
      groupID ??= await freshGroup(type);
      const cell = await attempt(actor, ACTIONS[name]!, groupID);
      actual.push(cell);
      if (cell === 'ok') groupID = undefined;
    }
    expect(actual).toEqual(expected);
  });
});
