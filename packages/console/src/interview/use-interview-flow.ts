// The interview machine with the console's side effects: the thin React layer over
// interview.machine.ts. Services are read through a ref, so the actor is created once.
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { createInterview, fetchPublishedJobs, linkChat } from './interview.api';
import { interviewMachine, type InterviewMode } from './interview.machine';
import { useInterviewServices } from './interview.services';
import type { Interview, InterviewPayload } from './interview.types';

export interface InterviewFlowOptions {
  /** The candidate's chat ID. */
  to: string;
  mode: InterviewMode;
  /** slot mode: the widget's onSent, which sends the message and emits interview-sent. */
  onSent?: (interview: Interview) => void;
}

export function useInterviewFlow({ to, mode, onSent }: InterviewFlowOptions) {
  const services = useInterviewServices();
  const { t } = useTranslation();
  const latest = useRef({ services, onSent, t });
  latest.current = { services, onSent, t };

  const [machine] = useState(() =>
    interviewMachine.provide({
      actors: {
        loadJobs: fromPromise(() => fetchPublishedJobs(latest.current.services.fetcher)),
        createInterview: fromPromise(({ input }: { input: InterviewPayload }) => createInterview(latest.current.services.fetcher, input)),
        linkChat: fromPromise(({ input }: { input: { to: string; jobId: number } }) => linkChat(latest.current.services.fetcher, input.to, input.jobId)),
        openChat: fromPromise(async ({ input }: { input: { to: string; interview: Interview } }) => {
          const { events, sendInterviewMessage } = latest.current.services;
          if (!sendInterviewMessage) throw new Error(latest.current.t('interview.chatUnavailable'));
          // Opening by user ID also selects (switches to) the one-to-one conversation.
          events.emit('open-chat', { userID: input.to });
          await sendInterviewMessage(input.to, input.interview);
        }),
      },
      actions: {
        notifySuccess: () => latest.current.services.toast.success(latest.current.t('interview.added')),
        announceSent: (_, { interview }) => {
          if (mode === 'slot') latest.current.onSent?.(interview);
          else latest.current.services.events.emit('interview-sent', { interview });
        },
        trackFirstReply: (_, detail) => latest.current.services.trackFirstReply(detail),
        notifyOpenFailed: (_, { reason }) => latest.current.services.toast.error(latest.current.t('interview.openFailed', { reason })),
      },
    }),
  );
  return useActorRef(machine, { input: { to, mode } });
}
