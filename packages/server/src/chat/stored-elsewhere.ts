// Messages another node stored (README "Deployment"): its send batch's commit notified the bus
// with their IDs (store/message-batch.ts), in commit order; this node reads them and pushes each
// to its own connections of the sender and the recipients (the C2C peer, or the group's members),
// and their conversation-list changes, as the storing node does for its own (message-delivery.ts).
import type { ClusterBus } from '../cluster/bus';
import type { ChatContext } from './context';
import { groupWithMembers } from './store/groups';
import { receiptCounts, wireMessage } from './store/message-view';

export function deliverStoredElsewhere(ctx: ChatContext, bus: ClusterBus): void {
  bus.on('stored', async (message) => {
    const ids = (message.ids as unknown[]).map(Number).filter(Number.isSafeInteger);
    if (ids.length === 0 || ctx.presence.closed) return;
    try {
      await deliver(ctx, ids);
    } catch (error) {
      ctx.log.error({ err: error }, 'chat: delivering messages stored on another node failed');
    }
  });
}

async function deliver(ctx: ChatContext, ids: number[]): Promise<void> {
  const rows = await ctx.db.selectFrom('chatMessages').selectAll().where('id', 'in', ids).orderBy('syncSeq').execute();
  // Per message, this node's users among its sender and recipients (group members from the
  // groups' cache, as the send path reads them).
  const audiences = await Promise.all(
    rows.map(async (row) => {
      const audience = row.conversationType === 'GROUP' ? ((await groupWithMembers(ctx.db, row.receiver))?.members.map((m) => m.userId) ?? []) : [row.receiver];
      return [...new Set([row.sender, ...audience])].filter((userID) => ctx.presence.isHere(userID));
    }),
  );
  const wanted = rows.filter((_row, i) => audiences[i]!.length > 0);
  if (wanted.length === 0) return;
  const receipts = await receiptCounts(ctx.db, wanted);
  // Their conversation rows as the batch left them, in one read.
  const users = [...new Set(audiences.flat())];
  const touched = await ctx.db
    .selectFrom('chatUserConversations')
    .select(['userId', 'conversationKey', 'conversationType', 'peer', 'unreadCount', 'readSequence', 'isPinned', 'remindType'])
    .where('conversationKey', 'in', [...new Set(wanted.map((row) => row.conversationKey))])
    .where('userId', 'in', users)
    .execute();
  rows.forEach((row, i) => {
    const here = audiences[i]!;
    if (here.length === 0) return;
    const wire = wireMessage(row, { isPeerRead: false, receipt: receipts.get(Number(row.id)) });
    ctx.presence.pushHere(here, 'messageReceived', { messageList: [wire] });
    ctx.feed.changed(
      touched.filter((t) => t.conversationKey === row.conversationKey && here.includes(t.userId)),
      wire,
    );
  });
}
