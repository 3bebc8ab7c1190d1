// The interview invitation card (docs/chat.md §3, businessID 'interview'): time, type, place or
// an online interview's meeting link, contact, remark, 下载日历 (its .ics file, where the host's
// fetcher can read the interview) and 查看详情 (the host's interview page). With the host's fetcher the card shows
// the interview's current status (a later reschedule or cancel, the candidate's answer), and the
// invited candidate accepts or declines it here, once, while it waits. The answer then goes to the
// recruiter as a message (interview-answers.ts), on which their card reads the status again.
// 查看详情 routes through the host's view-interview, or shows the details here when none listens.
// The REST calls are typed by the contract (types only: the bundle takes no schema).
import type { CandidateInterview, InterviewAnswerRequest, InterviewRecord } from '@employment-cloud/api-contract';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import type { MessageOf } from '../../engine';
import { chatEvents } from '../../provider/chat-events';
import { useChatOptions } from '../../provider/options-context';
import { useChatSession } from '../../provider/session-context';
import { useChatEngine } from '../../provider/engine-context';
import { useToast } from '../toast/toast-provider';
import { useSendMachine } from '../composer/use-send-machine';
import { INTERVIEW_ANSWER, interviewAnswersOf } from '../../provider/interview-answers';
import { SafeLink } from '../common/safe-link';
import { Action, Card, str, Title } from './card-parts';
import { downloadInterviewCalendar } from './interview-calendar';
import { InterviewDetails } from './interview-details';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

/** interviews.status on the server: 1 waiting, 2 accepted, 3 declined, 4 cancelled. */
const STATUS_KEY: Record<number, string> = {
  1: 'message.interviewPending',
  2: 'message.interviewAccepted',
  3: 'message.interviewDeclined',
  4: 'message.interviewCancelled',
};
const PENDING = 1;
const stop = (event: SyntheticEvent) => event.stopPropagation();

const Status = styled.span<{ $status: number }>`
  font-weight: 600;
  color: ${(p) => (p.$status === 2 ? v.success : p.$status === PENDING ? v.primary : v.textSecondary)};
`;
/** A long join link wraps inside the card rather than widening it. */
const LinkLine = styled.span`
  overflow-wrap: anywhere;
`;
const Answers = styled.div`
  display: flex;
  gap: 12px;
`;

export function InterviewCard({ message, interview }: { message: MessageOf<'TIMCustomElem'>; interview: Record<string, unknown> }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const { fetcher, role: hostRole } = useChatOptions();
  const session = useChatSession();
  const toast = useToast();
  const role = hostRole ?? session.role;
  const id = str(interview.id);
  // The invited candidate reads it as theirs; the recruiter who sent it as the company's.
  const invited = role === 'candidate' && message.flow === 'in';
  const path = !id
    ? null
    : invited
      ? `front/v1/candidate/interview/${encodeURIComponent(id)}`
      : role === 'recruiter' && message.flow === 'out'
        ? `front/v1/interview/${encodeURIComponent(id)}`
        : null;
  /** The interview as the server tells it (its status, job, company), once read. */
  const [record, setRecord] = useState<CandidateInterview | InterviewRecord | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState(false);
  const engine = useChatEngine();
  const answers = useMemo(() => interviewAnswersOf(engine), [engine]);
  const { ensure } = useSendMachine();
  /** Bumped when an answer to this interview is heard: the status is read again. */
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!fetcher || !path) return;
    let live = true;
    fetcher<CandidateInterview | InterviewRecord>(path).then(
      (data) => {
        if (!live) return;
        setRecord(data ?? null);
        setStatus(Number(data?.status) || null);
      },
      () => undefined, // the card stays as sent
    );
    return () => {
      live = false;
    };
  }, [fetcher, path, reads]);

  useEffect(
    () =>
      answers.subscribe((answer, source) => {
        if (!id || answer.id !== id) return;
        if (source === 'given') setStatus(answer.status);
        else setReads((n) => n + 1);
      }),
    [answers, id],
  );

  // What the server says now wins over the message: a 改期 may have changed the link.
  const current: Record<string, unknown> = { ...interview, ...record };
  const online = Number(current.interviewType) === 1;
  const link = online ? str(current.meetingLink) : '';
  const calendar = () => {
    if (!fetcher || !path) return;
    downloadInterviewCalendar(fetcher, path, id).catch(() => toast.error(t('message.downloadFailed')));
  };

  const answer = async (accept: boolean) => {
    if (!fetcher) return;
    setBusy(true);
    try {
      const data = await fetcher<CandidateInterview>(`front/v1/candidate/interview/${encodeURIComponent(id)}/respond`, {
        method: 'POST',
        body: { accept } satisfies InterviewAnswerRequest,
      });
      setStatus(Number(data?.status) || null);
      const given = accept ? 2 : 3;
      answers.record({ id, status: given });
      // Tell the recruiter in the conversation (a failed send keeps its resend in the list).
      const payload = {
        data: JSON.stringify({ businessID: INTERVIEW_ANSWER, id, status: given }),
        description: t(accept ? 'message.interviewAnswerAccepted' : 'message.interviewAnswerDeclined'),
        extension: '',
      };
      ensure(engine.createCustomMessage({ to: message.conversationID.replace(/^C2C/, ''), conversationType: 'C2C', payload }));
    } catch (error) {
      toast.error((error as { message?: string })?.message || t('message.interviewAnswerFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-business-id="interview">
      <Title>{t('message.interviewTitle')}</Title>
      {str(interview.interviewTime) && <span>{t('message.interviewTime', { time: str(interview.interviewTime) })}</span>}
      <span>{online ? t('message.interviewOnline') : t('message.interviewOnsite')}</span>
      {str(interview.address) && <span>{t('message.interviewAddress', { address: str(interview.address) })}</span>}
      {link && (
        <LinkLine>
          {t('message.interviewLink')}
          <SafeLink href={link} />
        </LinkLine>
      )}
      {str(interview.mobile) && <span>{t('message.interviewMobile', { mobile: str(interview.mobile) })}</span>}
      {str(interview.remark) && <span>{t('message.interviewRemark', { remark: str(interview.remark) })}</span>}
      {status !== null && STATUS_KEY[status] && <Status $status={status}>{t(STATUS_KEY[status])}</Status>}
      {invited && fetcher && status === PENDING && (
        <Answers>
          <Action disabled={busy} onClick={() => void answer(true)}>
            {t('message.interviewAccept')}
          </Action>
          <Action disabled={busy} onClick={() => void answer(false)}>
            {t('message.interviewDecline')}
          </Action>
        </Answers>
      )}
      {fetcher && path && <Action onClick={calendar}>{t('message.interviewCalendar')}</Action>}
      <Action
        onClick={() => {
          // A host with an interview page routes there (the console); without one (a portal) the
          // details show here and the chat stays open.
          const routed = chatEvents.listenerCount('view-interview') > 0;
          if (routed) chatEvents.emit('close-chat');
          chatEvents.emit('view-interview', { id });
          if (!routed) setDetails(true);
        }}
      >
        {t('message.viewDetails')}
      </Action>
      {details && (
        // The dialog is portalled, but its React events still bubble here: not to the message row
        // (whose Enter opens its menu, whose click may select it).
        <span onClick={stop} onKeyDown={stop} onPointerDown={stop} onContextMenu={stop}>
          <InterviewDetails
            open
            interview={current}
            statusText={status !== null && STATUS_KEY[status] ? t(STATUS_KEY[status]) : null}
            onClose={() => setDetails(false)}
          />
        </span>
      )}
    </Card>
  );
}
