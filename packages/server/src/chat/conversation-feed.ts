import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { conversationList, wireConversation } from './conversation-list';
import type { Presence } from './presence';
import type { WireConversationChange, WireMessage } from './protocol';
import type { TouchedConversation } from './store/message-batch';

/**
 * Pushes conversation-list changes to online users, at most once per delay (as the SDK throttles
 * its event to once a second): messages themselves already reach clients as they happen.
 * - A message changes a conversation for each participant: the send's own statement returned
 *   their rows (store/message-batch.ts), so `conversationsChanged` carries just those
 *   conversations, with the message as the last one, and costs no query.
 * - Anything else (read, pin, delete, revoke, groups) `touch`es users: their whole list is read
 *   and pushed as `conversationListUpdated`, which replaces what was pending for them.
 *
 * A list read while a change commits would be stale, and a client that applied the change's
 * answer would then be set back by it (a cleared mention reappearing). Every touch bumps the
 * user's generation; a list read across a touch is dropped, as the touch has queued a fresh one.
 */
export class ConversationFeed {
  private readonly pending = new Set<string>();
  /** Per user: the conversations messages changed since the last push, by conversation key. */
  private readonly changes = new Map<string, Map<string, WireConversationChange>>();
  private readonly generation = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly presence: Presence,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = 1000,
    /** Reads a user's list (swappable in tests). */
    private readonly listOf: (db: Db, userID: string) => Promise<unknown[]> = conversationList,
  ) {}

  touch(userIDs: Iterable<string>): void {
    if (this.closed) return;
    for (const id of this.presence.onlineAmong(userIDs)) {
      this.pending.add(id);
      this.generation.set(id, (this.generation.get(id) ?? 0) + 1);
    }
    this.schedule();
  }

  /** A stored message: each participant's conversation row as its send left it. */
  changed(rows: TouchedConversation[], lastMessage: WireMessage): void {
    if (this.closed) return;
    const online = new Set(this.presence.onlineAmong(rows.map((r) => r.userId)));
    for (const row of rows) {
      if (!online.has(row.userId)) continue;
      const mine = this.changes.get(row.userId) ?? new Map<string, WireConversationChange>();
      const held = mine.get(row.conversationKey);
      // Batches commit in order, but a later message may be answered first: keep the newest.
      if (held && (held.lastMessage?.sequence ?? 0) > lastMessage.sequence) continue;
      mine.set(row.conversationKey, wireConversation(row, lastMessage));
      this.changes.set(row.userId, mine);
    }
    this.schedule();
  }

  private schedule(): void {
    if ((this.pending.size > 0 || this.changes.size > 0) && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flushing = this.flushing.then(() => this.flush());
      }, this.delayMs);
    }
  }

  private async flush(): Promise<void> {
    const users = [...this.pending];
    const whole = new Set(users);
    this.pending.clear();
    const changes = [...this.changes];
    this.changes.clear();
    for (const [userID, conversations] of changes) {
      // A whole list read below carries these too.
      if (this.closed || whole.has(userID) || !this.presence.isOnline(userID)) continue;
      this.presence.push([userID], 'conversationsChanged', { conversationList: [...conversations.values()] });
    }
    for (const userID of users) {
      if (this.closed) return;
      if (!this.presence.isOnline(userID)) {
        this.generation.delete(userID);
        continue;
      }
      const generation = this.generation.get(userID);
      try {
        const list = await this.listOf(this.db, userID);
        if (this.generation.get(userID) !== generation) continue;
        this.presence.push([userID], 'conversationListUpdated', { conversationList: list as Awaited<ReturnType<typeof conversationList>> });
      } catch (error) {
        if (!this.closed) this.log.error({ err: error }, 'chat: conversation list push failed');
      }
    }
  }

  /** Stops pushing and waits for a push under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
  }
}
