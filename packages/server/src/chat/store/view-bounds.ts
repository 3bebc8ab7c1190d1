import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/**
 * The sequences of a conversation a viewer may see lie in (`after`, `last`]: `last` is the
 * conversation's newest sequence, `after` where the viewer's view starts (the conversation cleared
 * by deleteConversation, or joining a group that hides earlier history; `last` for a group they
 * are not in). Messages in the range may still be hidden (deleted for the viewer only):
 * `visibleTo` stays the rule, this only says where to look.
 */
export interface ViewBounds {
  after: number;
  last: number;
}

/** The viewer's bounds of each of these conversations that has messages, by key (one query). */
export async function viewBounds(db: Db, viewer: string, keys: string[]): Promise<Map<string, ViewBounds>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql<{ key: string; after: number; last: number }>`
    select c.conversation_key as key, c.last_sequence as last,
      case when c.conversation_key like 'GROUP|%' and gm.user_id is null then c.last_sequence
        else greatest(coalesce(uc.hidden_up_to, 0), coalesce(gm.history_from, 0)) end as after
    from chat_conversations c
    left join chat_user_conversations uc on uc.conversation_key = c.conversation_key and uc.user_id = ${viewer}
    left join chat_group_members gm on gm.user_id = ${viewer} and 'GROUP|' || gm.group_id = c.conversation_key
    where c.conversation_key in (${sql.join(keys)})
  `.execute(db);
  return new Map(rows.map((r) => [r.key, { after: Number(r.after), last: Number(r.last) }]));
}
