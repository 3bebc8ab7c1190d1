// The fake chat service's data: messages with per-conversation sequences and a server-wide
// syncSeq, per-user conversation state, profiles and groups.
import {
  conversationIDOf,
  parseConversationID,
  type Methods,
  type OutgoingMessage,
  type WireConversation,
  type WireGroup,
  type WireGroupMember,
  type WireMessage,
  type WireProfile,
} from '@employment-cloud/chat-protocol';

interface ConversationState {
  unreadCount: number;
  isPinned: boolean;
  messageRemindType: WireConversation['messageRemindType'];
  readSequence: number;
  deleted: boolean;
  mentions: WireConversation['groupAtInfoList'];
}

type StoredGroup = Omit<WireGroup, 'selfInfo' | 'memberCount'> & { members: WireGroupMember[] };

const failure = (code: number, message: string) => Object.assign(new Error(message), { code });

export class FakeChatData {
  readonly messages: WireMessage[] = [];
  private syncSeq = 0;
  private ids = 0;
  private readonly byIDs = new Map<string, WireMessage>();
  private readonly sequences = new Map<string, number>();
  private readonly profiles = new Map<string, WireProfile>();
  private readonly groups = new Map<string, StoredGroup>();
  private readonly states = new Map<string, ConversationState>();

  nextID(): number {
    return ++this.ids;
  }

  profile(userID: string): WireProfile {
    let profile = this.profiles.get(userID);
    if (!profile) this.profiles.set(userID, (profile = { userID, nick: `Nick ${userID}`, avatar: `https://avatars/${userID}.png`, selfSignature: '' }));
    return profile;
  }

  byID(ID: string): WireMessage | undefined {
    return this.byIDs.get(ID);
  }

  /** Who sees a message: both sides of a C2C message, the members of a group. */
  audience(message: Pick<WireMessage, 'conversationType' | 'from' | 'to'>): string[] {
    if (message.conversationType === 'GROUP') return this.members(message.to).map((m) => m.userID);
    return [...new Set([message.from, message.to])];
  }

  conversationIDFor(userID: string, message: Pick<WireMessage, 'conversationType' | 'from' | 'to'>): string {
    if (message.conversationType === 'GROUP') return conversationIDOf('GROUP', message.to);
    return conversationIDOf('C2C', message.from === userID ? message.to : message.from);
  }

  conversationState(userID: string, conversationID: string): ConversationState {
    const key = `${userID}|${conversationID}`;
    let state = this.states.get(key);
    if (!state)
      this.states.set(key, (state = { unreadCount: 0, isPinned: false, messageRemindType: 'AcceptAndNotify', readSequence: 0, deleted: false, mentions: [] }));
    return state;
  }

  store(from: string, message: OutgoingMessage): { stored: WireMessage; isNew: boolean } {
    const held = this.byIDs.get(message.ID);
    if (held) return { stored: held, isNew: false }; // a resend: stored once
    if (message.conversationType === 'GROUP') {
      if (!this.groups.has(message.to)) throw failure(10010, 'group not found');
      if (!this.members(message.to).some((m) => m.userID === from)) throw failure(10007, 'not a member');
    }
    const key = message.conversationType === 'GROUP' ? `GROUP${message.to}` : `C2C${[from, message.to].sort().join('|')}`;
    const sequence = (this.sequences.get(key) ?? 0) + 1;
    this.sequences.set(key, sequence);
    const sender = this.profile(from);
    const stored: WireMessage = {
      cloudCustomData: '',
      atUserList: [],
      needReadReceipt: false,
      priority: 'Normal',
      ...message,
      from,
      sequence,
      syncSeq: ++this.syncSeq,
      time: Math.floor(Date.now() / 1000),
      nick: sender.nick,
      avatar: sender.avatar,
      isRevoked: false,
      revoker: '',
      isPeerRead: false,
      ...(message.conversationType === 'GROUP' && message.needReadReceipt
        ? { readReceiptInfo: { readCount: 0, unreadCount: this.members(message.to).length - 1 } }
        : {}),
    };
    this.messages.push(stored);
    this.byIDs.set(stored.ID, stored);
    for (const userID of this.audience(stored)) {
      const state = this.conversationState(userID, this.conversationIDFor(userID, stored));
      state.deleted = false;
      if (userID === from) continue;
      state.unreadCount += 1;
      const atMe = stored.atUserList.includes(userID);
      const atAll = stored.atUserList.includes('__kImSDK_MesssageAtALL__');
      if (stored.conversationType === 'GROUP' && (atMe || atAll)) {
        state.mentions.push({ messageSequence: stored.sequence, atTypeArray: [atMe && atAll ? 3 : atMe ? 1 : 2] });
      }
    }
    return { stored, isNew: true };
  }

  private visible(userID: string, conversationID?: string): WireMessage[] {
    return this.messages.filter(
      (m) => this.audience(m).includes(userID) && (conversationID === undefined || this.conversationIDFor(userID, m) === conversationID),
    );
  }

  conversation(userID: string, message: WireMessage): WireConversation {
    const conversationID = this.conversationIDFor(userID, message);
    const state = this.conversationState(userID, conversationID);
    const parsed = parseConversationID(conversationID)!;
    return {
      conversationID,
      type: parsed.type,
      peer: parsed.peer,
      unreadCount: state.unreadCount,
      isPinned: state.isPinned,
      messageRemindType: state.messageRemindType,
      lastMessage: this.visible(userID, conversationID).at(-1) ?? null,
      readSequence: state.readSequence,
      groupAtInfoList: [...state.mentions],
    };
  }

  conversations(userID: string): WireConversation[] {
    const latest = new Map<string, WireMessage>();
    for (const message of this.visible(userID)) latest.set(this.conversationIDFor(userID, message), message);
    return [...latest.entries()]
      .filter(([conversationID]) => !this.conversationState(userID, conversationID).deleted)
      .map(([, message]) => this.conversation(userID, message));
  }

  sync(userID: string, cursor: number, count: number): Methods['sync']['result'] {
    const after = this.visible(userID).filter((m) => m.syncSeq > cursor);
    const messageList = after.slice(0, count);
    return { messageList, cursor: messageList.at(-1)?.syncSeq ?? cursor, isCompleted: after.length <= count };
  }

  page(userID: string, { conversationID, nextReqMessageID, count }: Methods['getMessageList']['params']): Methods['getMessageList']['result'] {
    const all = this.visible(userID, conversationID);
    const end = nextReqMessageID ? all.findIndex((m) => m.ID === nextReqMessageID) : all.length;
    const start = Math.max(0, end - count);
    const messageList = all.slice(start, end);
    return { messageList, nextReqMessageID: messageList[0]?.ID ?? '', isCompleted: start === 0 };
  }

  /** Marks a conversation read; for C2C, whom to tell and up to which sequence. */
  markRead(userID: string, conversationID: string): { userID: string; sequence: number } | undefined {
    const state = this.conversationState(userID, conversationID);
    const last = this.visible(userID, conversationID).at(-1);
    state.unreadCount = 0;
    state.mentions = [];
    state.readSequence = last?.sequence ?? 0;
    const parsed = parseConversationID(conversationID);
    return parsed?.type === 'C2C' && last ? { userID: parsed.peer, sequence: last.sequence } : undefined;
  }

  revoke(userID: string, ID: string): WireMessage {
    const message = this.byIDs.get(ID);
    if (!message) throw failure(20001, 'message not found');
    if (message.from !== userID) throw failure(10007, 'not the sender');
    message.isRevoked = true;
    message.revoker = userID;
    return message;
  }

  createGroup(owner: string, params: Methods['createGroup']['params']): WireGroup {
    const groupID = params.groupID ?? `@TGS#${this.nextID()}`;
    const member = (userID: string, role: WireGroupMember['role']) => ({ userID, nick: this.profile(userID).nick, avatar: '', role, muteUntil: 0 });
    this.groups.set(groupID, {
      groupID,
      name: params.name,
      type: params.type,
      avatar: '',
      introduction: '',
      notification: '',
      ownerID: owner,
      joinOption: params.joinOption ?? 'FreeAccess',
      muteAllMembers: false,
      members: [member(owner, 'Owner'), ...params.memberList.filter((u) => u !== owner).map((u) => member(u, 'Member'))],
    });
    return this.group(owner, groupID);
  }

  members(groupID: string): WireGroupMember[] {
    return this.groups.get(groupID)?.members ?? [];
  }

  group(userID: string, groupID: string): WireGroup {
    const stored = this.groups.get(groupID);
    if (!stored) throw failure(10010, 'group not found');
    const { members, ...group } = stored;
    const role = members.find((m) => m.userID === userID)?.role ?? 'Member';
    return { ...group, memberCount: members.length, selfInfo: { userID, role } };
  }

  groupsOf(userID: string): WireGroup[] {
    return [...this.groups.values()].filter((g) => g.members.some((m) => m.userID === userID)).map((g) => this.group(userID, g.groupID));
  }
}
