import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type MessagesEb = ExpressionBuilder<Database, 'chatMessages'>;

/**
 * Messages `viewer` may see: C2C messages to or from them, group messages of groups they belong
 * to (from when they joined, where the group type hides earlier history), minus messages they
 * deleted for themselves and messages cleared by deleting the conversation.
 */
export function visibleTo(viewer: string) {
  return (eb: MessagesEb) =>
    eb.and([
      eb.or([
        eb.and([eb('chatMessages.conversationType', '=', 'C2C'), eb.or([eb('chatMessages.sender', '=', viewer), eb('chatMessages.receiver', '=', viewer)])]),
        eb.and([
          eb('chatMessages.conversationType', '=', 'GROUP'),
          eb.exists(
            eb
              .selectFrom('chatGroupMembers as gm')
              .select(sql.lit(1).as('one'))
              .whereRef('gm.groupId', '=', 'chatMessages.receiver')
              .where('gm.userId', '=', viewer)
              .whereRef('gm.historyFrom', '<', 'chatMessages.sequence'),
          ),
        ]),
      ]),
      eb.not(
        eb.exists(
          eb.selectFrom('chatDeletedMessages as d').select(sql.lit(1).as('one')).whereRef('d.messageId', '=', 'chatMessages.id').where('d.userId', '=', viewer),
        ),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom('chatUserConversations as uc')
            .select(sql.lit(1).as('one'))
            .where('uc.userId', '=', viewer)
            .whereRef('uc.conversationKey', '=', 'chatMessages.conversationKey')
            .whereRef('uc.hiddenUpTo', '>=', 'chatMessages.sequence'),
        ),
      ),
    ]);
}
