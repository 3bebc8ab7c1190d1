import { sql, type Kysely } from 'kysely';
import { searchColumns } from './search-text';

const BATCH = 1000;

/**
 * Computes the search columns of stored messages (migration 0005 for the messages stored before
 * it, and the benchmark's bulk-seeded ones), a batch at a time in id order. Revoked messages keep
 * empty ones. Returns how many messages were indexed.
 */
export async function backfillSearchColumns(db: Kysely<any>, fromId = 0): Promise<number> {
  let last = fromId;
  let done = 0;
  for (;;) {
    const { rows } = await sql<{ id: string | number; conversationKey: string; type: string; payload: Record<string, unknown>; isRevoked: boolean }>`
      select id, conversation_key as "conversationKey", type, payload, is_revoked as "isRevoked"
      from chat_messages where id > ${last} order by id limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) return done;
    const values = rows.map((r) => {
      const columns = r.isRevoked ? { searchText: '', searchTokens: [] } : searchColumns(r);
      return { id: Number(r.id), t: columns.searchText, k: columns.searchTokens };
    });
    await sql`
      update chat_messages m set search_text = x.t, search_tokens = x.k
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(id bigint, t text, k integer[])
      where m.id = x.id
    `.execute(db);
    last = Number(rows.at(-1)!.id);
    done += rows.length;
  }
}
