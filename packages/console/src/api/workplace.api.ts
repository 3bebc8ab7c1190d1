// The console home's workplace (GET /front/v1/home/workplace): today's to-dos, the next interviews,
// the caller's latest conversations and a 7-day trend, in one answer computed by the server (the
// chat engine is not started for it). Failures go through the console's error policy and reject
// with an ApiError.
import { request } from './client';

export interface WorkplaceTodos {
  /** Submissions no company user has opened yet: the submission list's 新投递 tab. */
  newSubmissions: number;
  /** The caller's unread chat messages, summed over the conversations they keep. */
  unreadChats: number;
  /** The company's interviews of today (China day), cancelled ones left out. */
  interviewsToday: number;
  /** Help sign-ups waiting for the company's review. */
  pendingHelpSignups: number;
  /** Published jobs expiring within 3 days. */
  expiringJobs: number;
}

export interface NextInterview {
  id: number;
  /** An instant, ISO in UTC: written in the reader's time zone. */
  interviewTime: string;
  interviewType: number;
  /** 1 待确认, 2 已接受, 3 已拒绝 (cancelled ones are not listed). */
  status: number;
  jobId: number;
  jobTitle: string;
  candidateId: number;
  candidateName: string;
}

export interface LatestMessage {
  /** The chat's message type (TIMTextElem, TIMImageElem…). */
  type: string;
  /** A text's words, a card's description or a file's name, cut to one line; '' for the rest. */
  text: string;
  revoked: boolean;
  fromMe: boolean;
  /** An instant, ISO in UTC. */
  at: string;
}

export interface LatestConversation {
  /** What open-chat takes to open it: C2C and the candidate's chat user ID. */
  conversationID: string;
  name: string;
  unreadCount: number;
  lastMessage: LatestMessage | null;
}

export interface TrendDay {
  /** YYYY-MM-DD (China date). */
  day: string;
  submissions: number;
  /** First contacts between a recruiter and a candidate (the recruitment data's 沟通). */
  chats: number;
}

export interface Workplace {
  /** YYYY-MM-DD: today's China date, the one the to-dos and the trend count by. */
  today: string;
  todos: WorkplaceTodos;
  /** Interviews in the next 7 days, cancelled ones left out: the interview list's 近期 filter. */
  upcomingInterviews: number;
  /** The first of those, soonest first (at most 5). */
  nextInterviews: NextInterview[];
  /** The caller's one-to-one conversations with the newest messages (at most 5). */
  latestConversations: LatestConversation[];
  /** The last 7 days, today last. */
  trend: TrendDay[];
}

export const fetchWorkplace = () => request<Workplace>('front/v1/home/workplace');
