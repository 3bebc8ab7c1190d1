import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { conversationList } from './conversation-list';
import type { Presence } from './presence';

/**
 * Pushes `conversationListUpdated` (the whole list, as the SDK's event has it) to users whose
 * conversations changed. Like the SDK, which throttles this event to once a second, changes
 * within the delay are sent once: each push costs queries per user, and messages themselves
 * already reach clients as they happen. Offline users are skipped.
 *
 * A list read while a change commits would be stale, and a client that applied the change's
 * answer would then be set back by it (a cleared mention reappearing). Every touch bumps the
 * user's generation; a list read across a touch is dropped, as the touch has queued a fresh one.
 */
export class ConversationFeed {
  private readonly pending = new Set<string>();
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
    if (this.pending.size > 0 && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flushing = this.flushing.then(() => this.flush());
      }, this.delayMs);
    }
  }

  private async flush(): Promise<void> {
    const users = [...this.pending];
    this.pending.clear();
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
