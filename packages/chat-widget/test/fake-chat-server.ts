// A fake of the server's chat service for the engine's unit tests: the wire protocol (@employment-cloud/chat-protocol) over a real `ws`
// server on 127.0.0.1, data in memory. Users sign in with the sig `sig-{userID}`. It does just
// enough of the service's rules (sequences, resend dedupe, sync, unread) to test the client.
import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import {
  ERROR_CODES,
  type EventName,
  type Events,
  type Method,
  type Methods,
  type OutgoingMessage,
  type WireMessage,
  type WireProfile,
} from '@employment-cloud/chat-protocol';
import { FakeChatData } from './fake-chat-data';

export interface Connection {
  userID: string;
  socket: WebSocket;
}

type Handler = (params: any, connection: Connection) => unknown;

/** What a test may do to a request: answer it differently, or not at all. */
export type Intercept = (method: Method, params: any, connection: Connection) => 'swallow' | { error: { code: number; message: string } } | undefined;

export class FakeChatServer {
  readonly data = new FakeChatData();
  readonly requests: { userID: string; method: Method; params: any }[] = [];
  readonly connections = new Set<Connection>();
  /** Every socket opened, refused ones too. */
  connectionAttempts = 0;
  /** When each of them came (performance.now()). */
  readonly attemptTimes: number[] = [];
  /** Close new sockets at once (the network is down). */
  refuseConnections = false;
  intercept: Intercept | undefined;
  /** Answer nothing, not even a ping: a connection whose network went silently. */
  silent = false;
  private readonly wss: WebSocketServer;

  private constructor(wss: WebSocketServer) {
    this.wss = wss;
    wss.on('connection', (socket) => this.accept(socket));
  }

  static async start(): Promise<FakeChatServer> {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    return new FakeChatServer(wss);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.wss.address() as AddressInfo).port}/chat`;
  }

  calls(method: Method): any[] {
    return this.requests.filter((r) => r.method === method).map((r) => r.params);
  }

  /** Drops every connection as a network failure would (no close handshake). */
  dropAll(): void {
    for (const { socket } of this.connections) socket.terminate();
    this.connections.clear();
  }

  push<E extends EventName>(userID: string, event: E, data: Events[E], except?: Connection): void {
    for (const connection of this.connections) {
      if (connection.userID === userID && connection !== except) connection.socket.send(JSON.stringify({ event, data }));
    }
  }

  isOnline(userID: string): boolean {
    return [...this.connections].some((c) => c.userID === userID);
  }

  kick(userID: string, type: Events['kickedOut']['type']): void {
    this.push(userID, 'kickedOut', { type });
    for (const connection of [...this.connections]) {
      if (connection.userID === userID) {
        connection.socket.close(4000, 'kicked out');
        this.connections.delete(connection);
      }
    }
  }

  /** Stores a message as `message.from` would send it, and pushes it like the service. */
  post(from: string, message: Omit<OutgoingMessage, 'ID'> & { ID?: string }, except?: Connection): WireMessage {
    const { stored, isNew } = this.data.store(from, { ID: message.ID ?? `${from}-srv-${this.data.nextID()}`, ...message });
    if (isNew) {
      for (const userID of this.data.audience(stored)) {
        this.push(userID, 'messageReceived', { messageList: [stored] }, except);
        this.push(userID, 'conversationListUpdated', { conversationList: [this.data.conversation(userID, stored)] }, except);
      }
    }
    return stored;
  }

  async close(): Promise<void> {
    for (const { socket } of this.connections) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    this.connectionAttempts += 1;
    this.attemptTimes.push(performance.now());
    if (this.refuseConnections) {
      socket.terminate();
      return;
    }
    const connection: Connection = { userID: '', socket };
    socket.on('message', (raw) => this.receive(connection, String(raw)));
    socket.on('close', () => this.connections.delete(connection));
  }

  private receive(connection: Connection, text: string): void {
    if (this.silent) return;
    const { id, method, params } = JSON.parse(text) as { id: number; method: Method; params: any };
    // The heartbeat, answered at once as the real server does (before login, outside everything).
    if (method === 'ping') return void (connection.socket.readyState === 1 && connection.socket.send(JSON.stringify({ id, result: {} })));
    this.requests.push({ userID: connection.userID, method, params });
    const answer = (frame: object) => connection.socket.readyState === 1 && connection.socket.send(JSON.stringify({ id, ...frame }));
    const intercepted = this.intercept?.(method, params, connection);
    if (intercepted === 'swallow') return;
    if (intercepted) return void answer(intercepted);
    if (method !== 'login' && !connection.userID) return void answer({ error: { code: ERROR_CODES.NOT_LOGGED_IN, message: 'not logged in' } });
    try {
      answer({ result: this.handlers[method](params, connection) });
    } catch (error) {
      const { code = 2000, message = String(error) } = error as { code?: number; message?: string };
      answer({ error: { code, message } });
    }
  }

  private readonly handlers: Record<Method, Handler> = {
    ping: () => ({}),
    login: ({ userID, userSig }: Methods['login']['params'], connection) => {
      if (userSig === 'expired') throw { code: ERROR_CODES.USERSIG_EXPIRED, message: 'userSig expired' };
      if (userSig !== `sig-${userID}`) throw { code: ERROR_CODES.USERSIG_INVALID, message: 'userSig invalid' };
      connection.userID = userID;
      this.connections.add(connection);
      return { profile: this.data.profile(userID), serverTime: Math.floor(Date.now() / 1000) + 100 };
    },
    logout: (_params, connection) => {
      this.connections.delete(connection);
      return {};
    },
    sendMessage: ({ message }: Methods['sendMessage']['params'], connection) => ({ message: this.post(connection.userID, message, connection) }),
    sync: ({ cursor, count }: Methods['sync']['params'], { userID }) => this.data.sync(userID, cursor, count),
    getMessageList: (params: Methods['getMessageList']['params'], { userID }) => this.data.page(userID, params),
    getConversationList: (_params, { userID }) => ({ conversationList: this.data.conversations(userID) }),
    deleteConversation: ({ conversationID }, { userID }) => ((this.data.conversationState(userID, conversationID).deleted = true), {}),
    pinConversation: ({ conversationID, isPinned }, { userID }) => ((this.data.conversationState(userID, conversationID).isPinned = isPinned), {}),
    setMessageRemindType: ({ conversationID, messageRemindType }, { userID }) => {
      this.data.conversationState(userID, conversationID).messageRemindType = messageRemindType;
      return {};
    },
    setMessageRead: ({ conversationID }: { conversationID: string }, { userID }) => {
      const peer = this.data.markRead(userID, conversationID);
      if (peer) this.push(peer.userID, 'messageReadByPeer', { peer: userID, sequence: peer.sequence });
      return {};
    },
    revokeMessage: ({ ID }: { ID: string }, { userID }) => {
      const message = this.data.revoke(userID, ID);
      for (const member of this.data.audience(message)) this.push(member, 'messageRevoked', { messageList: [message] });
      return { message };
    },
    deleteMessage: () => ({}),
    sendMessageReadReceipt: () => ({}),
    getMessageReadReceiptList: ({ IDs }: { IDs: string[] }) => ({ messageList: IDs.map((ID) => this.data.byID(ID)).filter(Boolean) }),
    getGroupMessageReadMemberList: ({ filter }: { filter: 0 | 1 }) => ({
      readUserIDList: filter === 0 ? ['bob'] : [],
      unreadUserIDList: filter === 1 ? ['carol'] : [],
      cursor: '',
      isCompleted: true,
    }),
    getUserProfile: ({ userIDList }: { userIDList: string[] }) => ({ profileList: userIDList.map((id) => this.data.profile(id)) }),
    updateMyProfile: (changes: Partial<WireProfile>, { userID }) => ({ profile: Object.assign(this.data.profile(userID), changes) }),
    getUserStatus: ({ userIDList }: { userIDList: string[] }) => ({
      statusList: userIDList.map((userID) => ({ userID, statusType: this.isOnline(userID) ? 1 : 0 })),
    }),
    createGroup: (params: Methods['createGroup']['params'], { userID }) => ({ group: this.data.createGroup(userID, params) }),
    getGroupList: (_params, { userID }) => ({ groupList: this.data.groupsOf(userID) }),
    getGroupProfile: ({ groupID }: { groupID: string }, { userID }) => ({ group: this.data.group(userID, groupID) }),
    getGroupMemberList: ({ groupID, count, offset }: Methods['getGroupMemberList']['params']) => {
      const members = this.data.members(groupID);
      return { memberList: members.slice(offset, offset + count), offset: Math.min(members.length, offset + count) };
    },
    translateText: ({ sourceTextList }: { sourceTextList: string[] }) => ({ translatedTextList: sourceTextList.map((t) => `[en] ${t}`) }),
    convertVoiceToText: ({ url }: { url: string }) => ({ result: `text of ${url}` }),
    // Contacts are tested against the real server (tests/contract/contacts.test.ts), not faked here.
    ...contactsNotFaked([
      'getFriendList',
      'getFriendProfile',
      'checkFriend',
      'addFriend',
      'deleteFriend',
      'updateFriend',
      'getFriendApplicationList',
      'acceptFriendApplication',
      'refuseFriendApplication',
      'setFriendApplicationRead',
      'getBlacklist',
      'addToBlacklist',
      'removeFromBlacklist',
      'getCustomerServiceList',
    ]),
    // Group administration likewise (tests/contract/groups.test.ts).
    ...contactsNotFaked([
      'searchGroupByID',
      'joinGroup',
      'getGroupApplicationList',
      'handleGroupApplication',
      'updateGroupProfile',
      'addGroupMember',
      'deleteGroupMember',
      'changeGroupOwner',
      'setGroupMemberRole',
      'setGroupMemberMuteTime',
      'dismissGroup',
      'quitGroup',
      'getGroupMemberProfile',
      'searchCloudGroupMembers',
    ]),
    // Cloud search likewise (tests/contract/search.test.ts).
    ...contactsNotFaked(['searchCloudMessages']),
    // Call signalling likewise (tests/contract/signaling.test.ts).
    ...contactsNotFaked(['invite', 'inviteInGroup', 'cancel', 'accept', 'reject']),
    // Reactions likewise (tests/contract/reactions.test.ts).
    ...contactsNotFaked(['addMessageReaction', 'removeMessageReaction', 'getMessageReactions', 'getAllUserListOfMessageReaction']),
  };
}

/** Handlers for methods this fake does not implement: each answers 2000. */
function contactsNotFaked<M extends Method>(methods: M[]): Record<M, Handler> {
  const refuse: Handler = () => {
    throw { code: ERROR_CODES.INVALID_PARAMS, message: 'not implemented by the fake chat server' };
  };
  return Object.fromEntries(methods.map((method) => [method, refuse])) as Record<M, Handler>;
}
