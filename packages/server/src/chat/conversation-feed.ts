import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { conversationList } from './conversation-list';
import type { Presence } from './presence';

/**
 * Pushes `conversationListUpdated` (the whole list, as the SDK's event has it) to users whose
 * conversations changed. Like the SDK, which throttles this event to once a second, changes
 * within the delay are sent once: each push costs queries per user, and messages themselves
 * already reach clients as they happen. Offline users are skipped.
 */
export class ConversationFeed {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly presence: Presence,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = 1000,
  ) {}

  touch(userIDs: Iterable<string>): void {
    if (this.closed) return;
    for (const id of this.presence.onlineAmong(userIDs)) this.pending.add(id);
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
      if (!this.presence.isOnline(userID)) continue;
      try {
        const list = await conversationList(this.db, userID);
        this.presence.push([userID], 'conversationListUpdated', { conversationList: list });
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
