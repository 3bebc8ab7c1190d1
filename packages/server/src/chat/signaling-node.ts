// This node's part in call signalling among several on one PostgreSQL (README "Deployment"):
// - the invitations it rings are recorded in chat_invitations with it as their owner, so that an
//   answer or a cancel made on another node is sent here (methods/signaling-cluster.ts) and run
//   as if made here;
// - an inviter who left every node has their invitations here cancelled;
// - when a node is gone, the node that took it over cancels the invitations it rang (the
//   records read as cancelled calls), and a node that stops cleanly cancels its own first.
import { z } from 'zod';
import type { ClusterBus } from '../cluster/bus';
import type { ChatContext } from './context';
import type { Invitation } from './invitations';
import { answerInvitation, cancelInvitation } from './methods/signaling';
import { invalidInvitation } from './methods/signaling-cluster';

const forwarded = z.object({
  answer: z.enum(['cancel', 'accept', 'reject']),
  inviteID: z.string(),
  data: z.string(),
  userID: z.string(),
  peerID: z.string().optional(),
});

interface InvitationRow {
  invite_id: string;
  inviter: string;
  group_id: string;
  invitee_list: string[];
  unanswered: string[];
  data: string;
  timeout: number;
  online_user_only: boolean;
}

export interface SignalingNode {
  /** Cancels what this node rings (it is stopping): the others could not time it out. */
  stop(): Promise<void>;
}

export function linkSignaling(ctx: ChatContext, bus: ClusterBus): SignalingNode {
  const run = (text: string, values: unknown[]) => {
    bus.query(text, values).catch((error: unknown) => ctx.log.error({ err: error }, 'chat: recording an invitation failed'));
  };
  ctx.invitations.records = {
    opened: (invitation) =>
      run(
        `insert into chat_invitations (invite_id, owner_node, inviter, group_id, invitee_list, unanswered, data, timeout, online_user_only)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          invitation.inviteID,
          bus.nodeId,
          invitation.inviter,
          invitation.groupID,
          JSON.stringify(invitation.inviteeList),
          JSON.stringify([...invitation.unanswered]),
          invitation.data,
          invitation.timeout,
          invitation.onlineUserOnly,
        ],
      ),
    answered: (invitation) =>
      run('update chat_invitations set unanswered = $2 where invite_id = $1', [invitation.inviteID, JSON.stringify([...invitation.unanswered])]),
    ended: (inviteID) => run('delete from chat_invitations where invite_id = $1', [inviteID]),
  };

  bus.serve('signaling-op', async (message) => {
    const op = forwarded.parse(message);
    const invitation = ctx.invitations.get(op.inviteID);
    if (!invitation) throw invalidInvitation(op.inviteID);
    return answerInvitation(ctx, { userID: op.userID, ...(op.peerID ? { peer: { peerID: op.peerID } } : {}) }, invitation, op.answer, op.data);
  });

  bus.on('signaling-cancel-of', (message) => {
    const userID = String(message.u);
    // Back on a node meanwhile: keep ringing.
    if (ctx.presence.isOnline(userID)) return;
    for (const invitation of ctx.invitations.sentBy(userID)) void cancel(ctx, invitation);
  });

  bus.onNodeGone((node, takeOver) => {
    if (takeOver) void cancelOrphaned(ctx, bus, node);
  });

  return {
    stop: async () => {
      await Promise.all(ctx.invitations.all().map((invitation) => cancel(ctx, invitation)));
    },
  };
}

function cancel(ctx: ChatContext, invitation: Invitation): Promise<void> {
  return cancelInvitation(ctx, invitation, invitation.data).then(
    () => undefined,
    (error: unknown) => ctx.log.error({ err: error, inviteID: invitation.inviteID }, 'chat: cancelling an invitation failed'),
  );
}

/** The invitations a gone node rang end as cancelled by their inviters. */
async function cancelOrphaned(ctx: ChatContext, bus: ClusterBus, node: string): Promise<void> {
  try {
    const { rows } = await bus.query<InvitationRow>('delete from chat_invitations where owner_node = $1 returning *', [node]);
    for (const row of rows) {
      await cancel(ctx, {
        inviteID: row.invite_id,
        inviter: row.inviter,
        groupID: row.group_id,
        inviteeList: row.invitee_list,
        unanswered: new Set(row.unanswered),
        data: row.data,
        timeout: row.timeout,
        onlineUserOnly: row.online_user_only,
        steps: Promise.resolve(),
      });
    }
  } catch (error) {
    ctx.log.error({ err: error, node }, 'chat: cancelling a gone node’s invitations failed');
  }
}
