import { randomUUID } from 'node:crypto';
import type { ChatContext } from '../context';
import { ChatError, groupNotFound, invalidParams, notGroupMember } from '../errors';
import { InvitationRegistry, type Invitation } from '../invitations';
import { storeAndDeliver } from '../message-delivery';
import type { ExceptPeer } from '../presence';
import {
  ERROR_CODES,
  SIGNALING_BUSINESS_ID,
  type WireMessage,
  type WireSignalingActionType,
  type WireSignalingEvent,
  type WireSignalingRecord,
  type WireSignalingResult,
} from '../protocol';
import { groupWithMembers, memberIds } from '../store/groups';
import { loadProfile } from '../store/profiles';
import { reachablePeer } from './access';
import { answerElsewhere, invalidInvitation } from './signaling-cluster';
import type { Handler } from './types';

// Call signalling, as @tencentcloud/chat's TSignaling: invitations ring for `timeout` seconds in
// the memory of the node that sent them (invitations.ts), which owns their timers; each operation
// pushes its `signaling` event to the online parties and, unless onlineUserOnly, stores a record
// (a custom message in the SDK's format) in the conversation, so both sides see the call in
// their history. An answer or a cancel made on another node is run by the owner
// (signaling-cluster.ts), which also hands back what goes wrong.

const ACTION = { invite: 1, cancel: 2, accept: 3, reject: 4, timeout: 5 } as const;

/** Who acted: the record's sender, and the connection whose answer carries the record. */
export interface Actor {
  userID: string;
  peer?: ExceptPeer;
}

const noPermission = (message: string) => new ChatError(ERROR_CODES.SIGNALING_NO_PERMISSION, message);

const base = ({ inviteID, inviter, groupID }: Invitation) => ({ inviteID, inviter, groupID });

function push(ctx: ChatContext, userIDs: Iterable<string>, event: WireSignalingEvent, except?: ExceptPeer): void {
  ctx.presence.push(userIDs, 'signaling', event, except);
}

/** Stores an operation's record in the invitation's conversation; none with onlineUserOnly. */
async function record(
  ctx: ChatContext,
  invitation: Invitation,
  actor: Actor,
  actionType: WireSignalingActionType,
  inviteeList: string[],
  data: string,
): Promise<WireMessage | undefined> {
  if (invitation.onlineUserOnly) return undefined;
  const { inviteID, inviter, timeout, groupID } = invitation;
  const content: WireSignalingRecord = { businessID: SIGNALING_BUSINESS_ID, inviteID, inviter, actionType, inviteeList, data, timeout, groupID };
  // C2C: between the inviter and the invitee, sent by whoever acted.
  const peer = actor.userID === inviter ? invitation.inviteeList[0]! : inviter;
  const recipients = groupID ? (await memberIds(ctx.db, groupID)).filter((id) => id !== actor.userID) : [peer];
  return storeAndDeliver(ctx, {
    sender: actor.userID,
    profile: await loadProfile(ctx.db, ctx.profiles, actor.userID),
    conversationType: groupID ? 'GROUP' : 'C2C',
    to: groupID || peer,
    // Unique per sender: each party does each action at most once per invitation.
    clientId: `signaling-${inviteID}-${actionType}`,
    type: 'TIMCustomElem',
    payload: { data: JSON.stringify(content), description: '', extension: '' },
    cloudCustomData: '',
    atUserList: [],
    needReadReceipt: false,
    priority: 'Normal',
    recipients,
    except: actor.peer,
  });
}

const resultOf = (inviteID: string, message: WireMessage | undefined): WireSignalingResult => ({ inviteID, ...(message ? { message } : {}) });

/**
 * A new invitation: its record first, then its invitees hear of it. Timeout 0 is a record that
 * does not ring or wait for answers (a call's hang-up, as the call kits send it): the invitees
 * still get newInvitationReceived, as with the SDK, and nothing is left pending.
 */
function start(
  ctx: ChatContext,
  actor: Actor,
  fields: Pick<Invitation, 'groupID' | 'inviteeList' | 'data' | 'timeout' | 'onlineUserOnly'>,
): Promise<WireSignalingResult> {
  const invitation: Invitation = {
    ...fields,
    inviteID: randomUUID(),
    inviter: actor.userID,
    unanswered: new Set(fields.inviteeList),
    steps: Promise.resolve(),
  };
  const rings = invitation.timeout > 0;
  if (rings) ctx.invitations.open(invitation, () => timedOut(ctx, invitation));
  return InvitationRegistry.step(invitation, async () => {
    const message = await record(ctx, invitation, actor, ACTION.invite, invitation.inviteeList, invitation.data);
    push(ctx, invitation.inviteeList, {
      name: 'newInvitationReceived',
      data: { ...base(invitation), inviteeList: invitation.inviteeList, data: invitation.data },
    });
    return resultOf(invitation.inviteID, message);
  }).catch((error: unknown) => {
    // The caller hears of the failure: nothing rings that they could not cancel.
    ctx.invitations.end(invitation.inviteID);
    throw error;
  });
}

export function cancelInvitation(ctx: ChatContext, invitation: Invitation, data: string, peer?: ExceptPeer): Promise<WireSignalingResult> {
  ctx.invitations.end(invitation.inviteID);
  const unanswered = [...invitation.unanswered];
  return InvitationRegistry.step(invitation, async () => {
    const message = await record(ctx, invitation, { userID: invitation.inviter, peer }, ACTION.cancel, invitation.inviteeList, data);
    push(ctx, unanswered, { name: 'ts_invitation_cancelled', data: { ...base(invitation), data } });
    return resultOf(invitation.inviteID, message);
  });
}

function timedOut(ctx: ChatContext, invitation: Invitation): void {
  const unanswered = [...invitation.unanswered];
  InvitationRegistry.step(invitation, async () => {
    await record(ctx, invitation, { userID: invitation.inviter }, ACTION.timeout, unanswered, invitation.data);
    push(ctx, unanswered, { name: 'ts_invitation_timeout', data: { ...base(invitation), inviteeList: unanswered, isSelfTimeout: true } });
    push(ctx, [invitation.inviter], { name: 'ts_invitation_timeout', data: { ...base(invitation), inviteeList: unanswered, isSelfTimeout: false } });
  }).catch((error: unknown) => ctx.log.error({ err: error, inviteID: invitation.inviteID }, 'chat: invitation time-out failed'));
}

/**
 * The user's last connection closed: their pending invitations are cancelled with the
 * invitation's own data (so the record reads as that call's cancellation), and nobody rings for
 * a caller who is gone. Those another node owns are cancelled there (signaling-cluster.ts).
 */
export function cancelInvitationsOf(ctx: ChatContext, userID: string): void {
  for (const invitation of ctx.invitations.sentBy(userID)) {
    cancelInvitation(ctx, invitation, invitation.data).catch((error: unknown) =>
      ctx.log.error({ err: error, inviteID: invitation.inviteID }, 'chat: cancelling an invitation failed'),
    );
  }
  ctx.cluster?.publish({ t: 'signaling-cancel-of', u: userID });
}

export const invite: Handler<'invite'> = async (ctx, me, { userID, data, timeout, onlineUserOnly }) => {
  if (userID === me.userID) throw invalidParams('userID: one cannot invite oneself');
  await reachablePeer(ctx, me, userID);
  return start(ctx, me, { groupID: '', inviteeList: [userID], data, timeout, onlineUserOnly });
};

export const inviteInGroup: Handler<'inviteInGroup'> = async (ctx, me, { groupID, inviteeList, data, timeout, onlineUserOnly }) => {
  if (inviteeList.includes(me.userID)) throw invalidParams('inviteeList: one cannot invite oneself');
  const found = await groupWithMembers(ctx.db, groupID);
  if (!found) throw groupNotFound(groupID);
  const members = new Set(found.members.map((m) => m.userId));
  if (!members.has(me.userID)) throw notGroupMember(groupID);
  const outsider = inviteeList.find((id) => !members.has(id));
  if (outsider) throw new ChatError(ERROR_CODES.NOT_GROUP_MEMBER, `${outsider} is not a member of group ${groupID}`);
  return start(ctx, me, { groupID, inviteeList, data, timeout, onlineUserOnly });
};

export type SignalingAnswer = 'cancel' | 'accept' | 'reject';

/** cancel (the inviter), accept and reject (an invitee who has not answered; the invitation is over once all have). */
export function answerInvitation(ctx: ChatContext, actor: Actor, invitation: Invitation, answer: SignalingAnswer, data: string): Promise<WireSignalingResult> {
  const { inviteID } = invitation;
  if (answer === 'cancel') {
    if (invitation.inviter !== actor.userID) throw noPermission('only the inviter may cancel an invitation');
    return cancelInvitation(ctx, invitation, data, actor.peer);
  }
  if (!invitation.unanswered.has(actor.userID)) throw noPermission('only an invitee who has not answered may accept or reject');
  invitation.unanswered.delete(actor.userID);
  if (invitation.unanswered.size === 0) ctx.invitations.end(inviteID);
  else ctx.invitations.answered(invitation);
  const actionType = answer === 'accept' ? ACTION.accept : ACTION.reject;
  return InvitationRegistry.step(invitation, async () => {
    const message = await record(ctx, invitation, actor, actionType, [actor.userID], data);
    const answered = { ...base(invitation), invitee: actor.userID, data };
    const event: WireSignalingEvent = answer === 'accept' ? { name: 'ts_invitee_accepted', data: answered } : { name: 'ts_invitee_rejected', data: answered };
    // The inviter, the other invitees of a group invitation, and the invitee's other connections.
    const others = invitation.groupID ? invitation.inviteeList.filter((id) => id !== actor.userID) : [];
    push(ctx, [invitation.inviter, ...others, actor.userID], event, actor.peer);
    return resultOf(inviteID, message);
  });
}

/** An operation on an invitation: here if this node rings it, else by the node that does. */
function onInvitation<M extends SignalingAnswer>(answer: M): Handler<M> {
  return async (ctx, me, { inviteID, data }) => {
    const invitation = ctx.invitations.get(inviteID);
    if (invitation) return answerInvitation(ctx, me, invitation, answer, data);
    if (!ctx.cluster) throw invalidInvitation(inviteID);
    return answerElsewhere(ctx, ctx.cluster, me, { answer, inviteID, data });
  };
}

export const cancel = onInvitation<'cancel'>('cancel');
export const accept = onInvitation<'accept'>('accept');
export const reject = onInvitation<'reject'>('reject');

export const SIGNALING_HANDLERS = { invite, inviteInGroup, cancel, accept, reject };
