// What the dialog needs from the console, swappable as one context: the HTTP client, toasts, the
// chat events, the interview message sender and the first-reply tracking hook. The defaults are
// the console's own; the shell (or a test) provides the rest with <InterviewServicesProvider>.
import { chatEvents, type ChatEvents } from '@employment-cloud/chat-widget';
import { createContext, useContext, type ReactNode } from 'react';
import { request, type RequestOptions } from '../api/client';
import { toastError, toastSuccess } from '../api/toast';
import type { Fetcher, Interview, Toast } from './interview.types';

export interface InterviewServices {
  fetcher: Fetcher;
  toast: Toast;
  events: ChatEvents;
  /**
   * Sends the interview custom message to `to` (standalone flow only; in the widget's toolbar the
   * widget sends it). `description`: the message's summary (the conversation list's line), 发起了
   * 面试邀请 unless a page says otherwise (a cancel, a new time). See interviewMessageSender().
   */
  sendInterviewMessage?: (to: string, interview: Interview, description?: string) => Promise<void>;
  /** The first talk with a candidate started by an invitation. */
  trackFirstReply(detail: FirstReplyDetail): void;
}

export interface FirstReplyDetail {
  to: string;
  jobId: number;
}

/** The window event of the default first-reply hook, for whatever analytics the console loads. */
export const FIRST_REPLY_EVENT = 'console:first-reply';

export const defaultInterviewServices: InterviewServices = {
  fetcher: (path, init) => request(path, init as RequestOptions),
  toast: { success: toastSuccess, error: toastError },
  events: chatEvents,
  trackFirstReply(detail) {
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<FirstReplyDetail>(FIRST_REPLY_EVENT, { detail }));
  },
};

const InterviewServicesContext = createContext<InterviewServices>(defaultInterviewServices);

export function InterviewServicesProvider({ value, children }: { value: Partial<InterviewServices>; children: ReactNode }) {
  const parent = useContext(InterviewServicesContext);
  return <InterviewServicesContext.Provider value={{ ...parent, ...value }}>{children}</InterviewServicesContext.Provider>;
}

export const useInterviewServices = (): InterviewServices => useContext(InterviewServicesContext);
