// The conversation list with unread counts, kept current from server answers and pushes and from
// the messages this engine sees in between.
import type { Conversation } from '../entities';
import type { Message } from '../message';
import { TYPES } from '../constants';
import type { Directory } from './directory';
import { blankProfile, groupStub, toLastMessage } from './from-wire';
import { parseConversationID, type WireConversation, type WireConversationChange } from '@employment-cloud/chat-protocol';

export class ConversationStore {
  private readonly byID = new Map<string, Conversation>();
  /** syncSeq of each conversation's last message: the server's order, finer than lastTime's seconds. */
  private readonly recency = new Map<string, number>();
  /**
   * The sequence each conversation is read up to, as far as this engine knows: a server copy that
   * left before a read landed must not bring back its unread count or mentions.
   */
  private readonly readUpTo = new Map<string, number>();

  constructor(private readonly directory: Directory) {}

  get(conversationID: string): Conversation | undefined {
    return this.byID.get(conversationID);
  }

  /** The server's whole list: conversations it does not list are dropped. */
  replaceAll(list: WireConversation[]): void {
    const listed = new Set(list.map((wire) => wire.conversationID));
    for (const conversationID of [...this.byID.keys()]) if (!listed.has(conversationID)) this.remove(conversationID);
    this.upsert(list);
  }

  /**
   * The server's copies of some conversations. Counts and the last message are taken unless this
   * engine has already seen a newer message there (the answer left the server before it). A copy
   * without mentions (`conversationsChanged`) keeps the mentions this engine noted from messages.
   */
  upsert(list: (WireConversation | WireConversationChange)[]): void {
    for (const wire of list) {
      const conversation = this.ensure(wire.conversationID);
      // A group the user no longer belongs to: no group list has it, the server kept its name.
      if (wire.formerGroup && !this.directory.groups.has(wire.peer)) conversation.groupProfile = { ...groupStub(wire.peer), name: wire.formerGroup.name };
      conversation.isPinned = wire.isPinned;
      conversation.messageRemindType = wire.messageRemindType;
      const heldSequence = conversation.lastMessage?.lastSequence ?? 0;
      if (heldSequence > (wire.lastMessage?.sequence ?? 0)) continue;
      const readUpTo = Math.max(this.readUpTo.get(wire.conversationID) ?? 0, wire.readSequence ?? 0);
      this.readUpTo.set(wire.conversationID, readUpTo);
      conversation.unreadCount = (wire.lastMessage?.sequence ?? 0) > readUpTo ? wire.unreadCount : 0;
      conversation.lastMessage = wire.lastMessage ? toLastMessage(wire.lastMessage) : null;
      this.recency.set(wire.conversationID, wire.lastMessage?.syncSeq ?? 0);
      // The wire has no sender for a mention; the message it came with (if seen here) had one.
      const senders = new Map(conversation.groupAtInfoList.map((at) => [at.messageSequence, at.from]));
      // A change without mentions (conversationsChanged) keeps the ones noted from messages.
      conversation.groupAtInfoList = (wire.groupAtInfoList ?? conversation.groupAtInfoList)
        .filter((at) => at.messageSequence > readUpTo)
        .map((at) => ({
          ...at,
          groupID: wire.type === 'GROUP' ? wire.peer : '',
          from: senders.get(at.messageSequence) ?? '',
        }));
    }
  }

  /** The held conversation, or a new empty one for a valid ID. */
  ensure(conversationID: string): Conversation {
    const held = this.byID.get(conversationID);
    if (held) return held;
    const parsed = parseConversationID(conversationID);
    const peer = parsed?.peer ?? '';
    const conversation: Conversation = {
      conversationID,
      type: parsed?.type ?? 'C2C',
      unreadCount: 0,
      lastMessage: null,
      groupProfile: parsed?.type === 'GROUP' ? (this.directory.groups.get(peer) ?? groupStub(peer)) : groupStub(''),
      userProfile: parsed?.type === 'C2C' ? (this.directory.users.get(peer) ?? blankProfile(peer)) : blankProfile(''),
      groupAtInfoList: [],
      remark: '',
      isPinned: false,
      messageRemindType: 'AcceptAndNotify',
      markList: [],
      customData: '',
      conversationGroupList: [],
      draftText: '',
    };
    this.byID.set(conversationID, conversation);
    return conversation;
  }

  remove(conversationID: string): void {
    this.byID.delete(conversationID);
    this.recency.delete(conversationID);
    this.readUpTo.delete(conversationID);
  }

  /** Pinned first, then the most recent. */
  list(): Conversation[] {
    const recency = (c: Conversation) => this.recency.get(c.conversationID) ?? 0;
    return [...this.byID.values()].sort(
      (a, b) => Number(b.isPinned) - Number(a.isPinned) || (b.lastMessage?.lastTime ?? 0) - (a.lastMessage?.lastTime ?? 0) || recency(b) - recency(a),
    );
  }

  /** Unread messages of conversations that notify (muted ones show a dot, not a count). */
  totalUnread(): number {
    let total = 0;
    for (const conversation of this.byID.values()) {
      if (conversation.messageRemindType === TYPES.MSG_REMIND_ACPT_AND_NOTE) total += conversation.unreadCount;
    }
    return total;
  }

  /**
   * A stored message: it becomes the last message, and counts as unread when it is incoming and
   * newer than the last message the server counted (so a server update and the message itself,
   * in either order, count it once). Returns whether anything changed.
   */
  noteMessage(message: Message, syncSeq: number, me: string): boolean {
    const conversation = this.ensure(message.conversationID);
    const last = conversation.lastMessage;
    if (last && message.sequence < last.lastSequence) return false;
    if (last && message.sequence === last.lastSequence) {
      conversation.lastMessage = toLastMessage(message); // the same message, changed (revoked)
      return true;
    }
    conversation.lastMessage = toLastMessage(message);
    this.recency.set(message.conversationID, syncSeq);
    if (message.flow === 'in') {
      conversation.unreadCount += 1;
      const atMe = message.atUserList.includes(me);
      const atAll = message.atUserList.includes(TYPES.MSG_AT_ALL);
      if (message.conversationType === 'GROUP' && (atMe || atAll)) {
        conversation.groupAtInfoList.push({
          groupID: message.to,
          from: message.from,
          messageSequence: message.sequence,
          atTypeArray: [atMe && atAll ? TYPES.CONV_AT_ALL_AT_ME : atMe ? TYPES.CONV_AT_ME : TYPES.CONV_AT_ALL],
        });
      }
    }
    return true;
  }

  /**
   * Messages this user deleted: a conversation whose last message went shows the newest one of
   * `remaining` (the messages held here that it still shows), or none; the server's copy, which
   * knows the ones not loaded here, then replaces it. Returns whether anything changed.
   */
  forgetDeleted(deleted: Message[], remaining: (conversationID: string) => Message[]): boolean {
    let changed = false;
    const gone = new Set(deleted.map((m) => m.ID));
    for (const message of deleted) {
      const conversation = this.byID.get(message.conversationID);
      const last = conversation?.lastMessage;
      if (!conversation || !last || message.sequence === 0 || last.lastSequence !== message.sequence) continue;
      const before = remaining(message.conversationID)
        .filter((m) => m.sequence > 0 && m.sequence < message.sequence && !m.isDeleted && !gone.has(m.ID))
        .sort((a, b) => b.sequence - a.sequence)[0];
      conversation.lastMessage = before ? toLastMessage(before) : null;
      changed = true;
    }
    return changed;
  }

  markRead(conversationID: string): void {
    const conversation = this.byID.get(conversationID);
    if (!conversation) return;
    const sequence = conversation.lastMessage?.lastSequence ?? 0;
    this.readUpTo.set(conversationID, Math.max(this.readUpTo.get(conversationID) ?? 0, sequence));
    conversation.unreadCount = 0;
    conversation.groupAtInfoList = [];
  }

  /** Re-reads peers' profiles, remarks and groups from the directory after it learned more. */
  relink(): void {
    for (const conversation of this.byID.values()) {
      const peer = parseConversationID(conversation.conversationID)?.peer ?? '';
      if (conversation.type === 'C2C') {
        conversation.userProfile = this.directory.users.get(peer) ?? conversation.userProfile;
        conversation.remark = this.directory.remarkOf(peer);
      } else conversation.groupProfile = this.directory.groups.get(peer) ?? conversation.groupProfile;
    }
  }

  clear(): void {
    this.byID.clear();
    this.recency.clear();
  }
}
