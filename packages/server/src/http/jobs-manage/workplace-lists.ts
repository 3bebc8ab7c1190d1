// The workplace's two short lists: the company's next interviews, and the caller's latest one-to-one
// conversations read from the local chat service's tables (the console does not start the chat
// engine for them).
import { chatUserId, parseChatUserId } from '../../chat/chat-user-id';
import { conversationIDOf } from '../../chat/protocol';
import { lastVisibleMessages } from '../../chat/store/message-queries';
import type { MessageRow } from '../../chat/store/messages';
import type { Db } from '../../db/connect';
import { DAY_MS, UPCOMING_DAYS } from './home-windows';
import { INTERVIEW_STATUS } from './interview-status';

/** How long a message's summary may be, in characters (the page shows one line). */
const SUMMARY_LENGTH = 60;

export interface NextInterview {
  id: number;
  /** An instant (the console writes it in the reader's time zone). */
  interviewTime: Date;
  interviewType: number;
  status: number;
  jobId: number;
  jobTitle: string;
  candidateId: number;
  candidateName: string;
}

/** The company's next `limit` interviews within UPCOMING_DAYS, cancelled ones left out, soonest first. */
export async function nextInterviews(db: Db, companyId: number, now: Date, limit: number): Promise<NextInterview[]> {
  return db
    .selectFrom('interviews as i')
    .innerJoin('jobs as j', 'j.id', 'i.jobId')
    .innerJoin('users as c', 'c.id', 'i.candidateId')
    .select(['i.id', 'i.interviewTime', 'i.interviewType', 'i.status', 'i.jobId', 'j.title as jobTitle', 'i.candidateId', 'c.name as candidateName'])
    .where('i.companyId', '=', companyId)
    .where('i.status', '!=', INTERVIEW_STATUS.cancelled)
    .where('i.interviewTime', '>=', now)
    .where('i.interviewTime', '<', new Date(now.getTime() + UPCOMING_DAYS * DAY_MS))
    .orderBy('i.interviewTime')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

export interface LatestMessage {
  /** The chat's message type (TIMTextElem, TIMImageElem…): the console names the ones without text. */
  type: string;
  /** The text of a text message, a card's description or a file's name, cut to one line; '' otherwise. */
  text: string;
  revoked: boolean;
  fromMe: boolean;
  at: Date;
}

export interface LatestConversation {
  /** The chat's conversation ID (C2C + the peer's chat user ID): open-chat opens it. */
  conversationID: string;
  /** The peer's name (the candidate's), or their chat nickname when they are no platform user. */
  name: string;
  unreadCount: number;
  lastMessage: LatestMessage | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function summaryOf(row: MessageRow): string {
  const payload = row.payload;
  const whole =
    row.type === 'TIMTextElem'
      ? text(payload.text)
      : row.type === 'TIMCustomElem'
        ? text(payload.description)
        : row.type === 'TIMFileElem'
          ? text(payload.fileName)
          : '';
  const chars = [...whole.replace(/\s+/gu, ' ').trim()];
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH).join('')}…` : chars.join('');
}

/** The caller's `limit` one-to-one conversations with the newest messages, as the chat's list orders them. */
export async function latestConversations(db: Db, prefix: string, userId: number, limit: number): Promise<LatestConversation[]> {
  const me = chatUserId(prefix, userId);
  const rows = await db
    .selectFrom('chatUserConversations')
    .select(['conversationKey', 'peer', 'unreadCount'])
    .where('userId', '=', me)
    .where('isDeleted', '=', false)
    .where('conversationType', '=', 'C2C')
    .orderBy('updatedAt', 'desc')
    .orderBy('conversationKey')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const peers = rows.map((row) => row.peer);
  const platformIds = peers.map((peer) => parseChatUserId(prefix, peer)).filter((id) => id !== undefined);
  const [last, users, profiles] = await Promise.all([
    lastVisibleMessages(
      db,
      me,
      rows.map((row) => row.conversationKey),
    ),
    platformIds.length === 0 ? [] : db.selectFrom('users').select(['id', 'name']).where('id', 'in', platformIds).execute(),
    db.selectFrom('chatProfiles').select(['userId', 'nick']).where('userId', 'in', peers).execute(),
  ]);
  const nameOf = new Map(users.map((user) => [chatUserId(prefix, user.id), user.name]));
  const nickOf = new Map(profiles.map((profile) => [profile.userId, profile.nick]));
  return rows.map((row) => {
    const message = last.get(row.conversationKey);
    return {
      conversationID: conversationIDOf('C2C', row.peer),
      name: nameOf.get(row.peer) || nickOf.get(row.peer) || row.peer,
      unreadCount: row.unreadCount,
      lastMessage: message
        ? {
            type: message.type,
            text: message.isRevoked ? '' : summaryOf(message),
            revoked: message.isRevoked,
            fromMe: message.sender === me,
            at: message.createdAt,
          }
        : null,
    };
  });
}
