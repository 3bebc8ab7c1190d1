import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { searchColumns } from './search-text';

// Cloud search's index (chat_message_search, migrations/0014) is written here, in the background,
// rather than with each message: its GIN insert was a large part of a send. A watermark in
// chat_search_progress follows sync_seq, which is assigned in commit order under an advisory lock
// (store/message-batch.ts), so every committed message is past it until indexed, whoever
// stored it. A revoke gives the message a new sync_seq (messages.ts, revokeStored): its row goes.

const BATCH = 200;

/** One batch past the watermark, in one transaction; returns how many messages it read. */
async function indexBatch(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Locked: two indexers (processes sharing a PostgreSQL) take turns rather than redo a batch.
    const { lastSyncSeq } = await trx.selectFrom('chatSearchProgress').select('lastSyncSeq').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('chatMessages')
      .select(['id', 'syncSeq', 'conversationKey', 'type', 'payload', 'isRevoked'])
      .where('syncSeq', '>', lastSyncSeq)
      .orderBy('syncSeq')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return 0;
    const revoked = rows.filter((r) => r.isRevoked).map((r) => Number(r.id));
    if (revoked.length > 0) await trx.deleteFrom('chatMessageSearch').where('messageId', 'in', revoked).execute();
    const indexed = rows
      .filter((r) => !r.isRevoked)
      .map((r) => ({ id: Number(r.id), k: r.conversationKey, ...searchColumns(r) }))
      .filter((r) => r.searchText !== '')
      .map((r) => ({ id: r.id, k: r.k, t: r.searchText, n: r.searchTokens }));
    if (indexed.length > 0) {
      await sql`
        insert into chat_message_search (message_id, conversation_key, search_text, search_tokens)
        select id, k, t, n from jsonb_to_recordset(${JSON.stringify(indexed)}::jsonb) as x(id bigint, k text, t text, n integer[])
        on conflict (message_id) do update set
          conversation_key = excluded.conversation_key, search_text = excluded.search_text, search_tokens = excluded.search_tokens
      `.execute(trx);
    }
    await trx
      .updateTable('chatSearchProgress')
      .set({ lastSyncSeq: Number(rows.at(-1)!.syncSeq) })
      .where('id', '=', 1)
      .execute();
    return rows.length;
  });
}

/** Indexes every committed message past the watermark, a batch a transaction; returns how many it read. */
export async function indexNewMessages(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const read = await indexBatch(db);
    done += read;
    if (read < BATCH) return done;
  }
}

/**
 * Runs indexNewMessages when nudged (after a message is stored or revoked): within `delayMs` of
 * the first nudge, so that a burst of sends is indexed together; one run at a time, and a nudge
 * during a run brings another once it ends. Errors are logged; the next run retries.
 */
export class SearchIndexer {
  private timer: NodeJS.Timeout | undefined;
  /** When the pending nudges want a run by (ms since the epoch); undefined: none pending. */
  private due: number | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = 200,
  ) {}

  nudge(): void {
    if (this.closed) return;
    this.due ??= Date.now() + this.delayMs;
    if (!this.running) this.schedule();
  }

  /** Indexes everything committed before the call and waits for it (start-up catch-up, tests). */
  async flush(): Promise<void> {
    // A run under way may have read before the caller's commit.
    while (this.running) await this.running;
    if (this.closed) return;
    this.cancelTimer();
    await this.run();
  }

  /** Stops scheduling runs and waits for one under way. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelTimer();
    await this.running;
  }

  private schedule(): void {
    if (this.timer || this.due === undefined || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.run();
      },
      Math.max(0, this.due - Date.now()),
    );
    this.timer.unref();
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Never rejects. */
  private run(): Promise<void> {
    this.due = undefined;
    this.running = indexNewMessages(this.db)
      .then(
        () => undefined,
        (error: unknown) => {
          if (!this.closed) this.log.error({ err: error }, 'chat: search indexing failed');
        },
      )
      .finally(() => {
        this.running = undefined;
        this.schedule();
      });
    return this.running;
  }
}
