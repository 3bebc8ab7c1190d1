// An answer or a cancel on an invitation that another node rings (README "Deployment"): the
// owner, named by its chat_invitations row, runs it (chat/signaling-node.ts) and its answer or
// error comes back over the bus. An invitation whose owner is gone was cancelled by the node that
// took it over, so it is over here too.
import type { ClusterBus } from '../../cluster/bus';
import type { ChatContext, ChatSession } from '../context';
import { ChatError } from '../errors';
import { ERROR_CODES, type WireSignalingResult } from '../protocol';

export const invalidInvitation = (inviteID: string) =>
  new ChatError(ERROR_CODES.SIGNALING_INVALID_INVITE_ID, `invitation ${inviteID} does not exist or is over`);

export interface ForwardedAnswer {
  answer: 'cancel' | 'accept' | 'reject';
  inviteID: string;
  data: string;
}

export async function answerElsewhere(ctx: ChatContext, bus: ClusterBus, me: ChatSession, op: ForwardedAnswer): Promise<WireSignalingResult> {
  const { rows } = await bus.query<{ owner_node: string }>('select owner_node from chat_invitations where invite_id = $1', [op.inviteID]);
  const owner = rows[0]?.owner_node;
  if (!owner || owner === bus.nodeId || !bus.peers().includes(owner)) throw invalidInvitation(op.inviteID);
  try {
    return (await bus.request(owner, { t: 'signaling-op', ...op, userID: me.userID, peerID: me.peer.peerID })) as WireSignalingResult;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const code = (failure as { code?: unknown }).code;
    ctx.log.debug({ err: failure, inviteID: op.inviteID, owner }, 'chat: a signalling answer on another node failed');
    throw new ChatError(typeof code === 'number' ? code : ERROR_CODES.NETWORK, failure.message);
  }
}
