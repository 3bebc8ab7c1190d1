// interviewIndex (/interview/index, ?id= opens one): the company's interviews as a list or a
// week calendar, filtered by status, type and days (kept in the URL); an interview's details in
// the drawer, where it is cancelled (with a reason) or rescheduled, and the candidate gets the
// updated card in the chat. The chat card's 查看详情 lands here with ?id=, also when this page is
// already open in a kept-alive tab. A candidate's answer heard in the chat reloads the list and
// the open interview.
import { chatEvents } from '@employment-cloud/chat-widget';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InterviewRecord } from '@employment-cloud/api-contract';
import { fetchInterview, fetchInterviews } from '../../api/interviews.api';
import { DataTable, PageFrame, PlainButton, useListParams, useListQuery, type FilterScope, pagedTableProps } from '../../kit';
import { CancelDialog } from './cancel-dialog';
import { downloadInterviewCalendar } from './download-calendar';
import { exportInterviews } from './interview-csv';
import { InterviewCalendar } from './interview-calendar';
import { interviewColumns } from './interview-columns';
import { InterviewDetail, type ShownInterview } from './interview-detail';
import { InterviewFilters, upcomingWindowOf } from './interview-filters';
import { RescheduleDialog } from './reschedule-dialog';
import { useInterviewChanges } from './use-interview-changes';
import { addDays, dayText, mondayOf, parseDay, weekDays } from './week';

const Page = styled(PageFrame)`
  tbody tr:has([aria-current='true']) {
    background: #ecf5ff;
  }
`;

/** The week calendar shows up to this many interviews (the server's largest page). */
const WEEK_LIMIT = 100;
// The kit's remembered scopes are spec §3's (job, company, resume); the interviews keep their own.
const SCOPE: FilterScope = 'interview';

const number = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

export default function InterviewListPage() {
  const { t } = useTranslation();
  const list = useListParams({ scope: SCOPE, filters: { status: '', type: '', from: '', to: '', upcoming: '', view: '', week: '', id: '' }, sort: undefined });
  const { params } = list;
  const { filters } = params;
  const calendar = filters.view === 'calendar';
  const today = dayText(new Date());
  const days = weekDays(parseDay(filters.week) ?? new Date());

  // What the view shows, without its page: the week in the calendar, the filter in the list (导出 takes it too).
  const query = calendar
    ? { status: number(filters.status), type: number(filters.type), from: days[0], to: days[6] }
    : {
        status: number(filters.status),
        type: number(filters.type),
        from: filters.from || undefined,
        to: filters.to || undefined,
        upcomingWithin: upcomingWindowOf(filters.upcoming),
      };
  // The calendar's week is its Monday (this week's when the URL names none, so a new week is a new query).
  const asked = { ...list, params: { ...params, filters: { ...filters, week: calendar ? days[0]! : '' } } };
  const interviews = useListQuery<InterviewRecord>('interviews', asked, () =>
    fetchInterviews(calendar ? { ...query, pageNum: 1, pageSize: WEEK_LIMIT } : { ...query, pageNum: params.page, pageSize: params.size }),
  );

  const [shown, setShown] = useState<ShownInterview>(null);
  const [exporting, setExporting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = number(filters.id);
  // ?id= (the chat card's 查看详情): that interview in the drawer, loaded on its own as it may be
  // on no page of the list.
  useEffect(() => {
    if (wanted === undefined) return;
    let live = true;
    setShown({ status: 'loading', error: '' });
    fetchInterview(wanted).then(
      (interview) => live && setShown({ status: 'ready', interview }),
      (error: unknown) => live && setShown({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);

  const changes = useInterviewChanges((updated) => {
    setShown((current) => (current?.status === 'ready' && current.interview.id === updated.id ? { status: 'ready', interview: updated } : current));
    interviews.reload();
  });

  const { reload } = interviews;
  useEffect(
    () =>
      chatEvents.on('interview-answered', ({ id }) => {
        reload();
        fetchInterview(Number(id)).then(
          (updated) =>
            setShown((current) => (current?.status === 'ready' && current.interview.id === updated.id ? { status: 'ready', interview: updated } : current)),
          () => undefined, // the drawer keeps what it shows
        );
      }),
    [reload],
  );

  const closeDrawer = () => {
    setShown(null);
    if (filters.id) list.setFilters({ id: '' });
  };
  const show = (interview: InterviewRecord) => setShown({ status: 'ready', interview });
  const { askCancel, askReschedule, recordOutcome } = changes;
  const columns = useMemo(
    () =>
      interviewColumns(t, wanted, {
        show,
        cancel: askCancel,
        reschedule: askReschedule,
        outcome: (interview, outcome) => void recordOutcome(interview, outcome),
      }),
    [t, wanted, askCancel, askReschedule, recordOutcome],
  );
  const moveWeek = (offset: -1 | 0 | 1) => list.setFilters({ week: offset === 0 ? '' : dayText(addDays(mondayOf(parseDay(days[0])!), offset * 7)) });

  return (
    <Page
      title={t('menu.interviewIndex')}
      actions={
        <PlainButton
          type="button"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            void exportInterviews(t, query).finally(() => setExporting(false));
          }}
        >
          {t('interviews.export')}
        </PlainButton>
      }
    >
      <InterviewFilters values={filters} onChange={(patch) => list.setFilters(patch)} />
      {calendar ? (
        <InterviewCalendar
          days={days}
          today={today}
          interviews={interviews.rows}
          status={interviews.status}
          error={interviews.error}
          truncatedAt={interviews.total > WEEK_LIMIT ? WEEK_LIMIT : undefined}
          current={wanted}
          onRetry={interviews.reload}
          onShow={show}
          onWeek={moveWeek}
        />
      ) : (
        <DataTable<InterviewRecord>
          label={t('interviews.listLabel')}
          columns={columns}
          {...pagedTableProps(interviews, list)}
          getRowId={(interview) => String(interview.id)}
        />
      )}
      <InterviewDetail
        shown={shown}
        onClose={closeDrawer}
        onRetry={() => setAttempt((n) => n + 1)}
        onCancel={changes.askCancel}
        onReschedule={changes.askReschedule}
        onOutcome={(interview, outcome) => void recordOutcome(interview, outcome)}
        // A refusal has been toasted by the error policy: nothing more to say here.
        onDownloadCalendar={(interview) => void downloadInterviewCalendar(interview.id).catch(() => undefined)}
      />
      <CancelDialog interview={changes.cancelling} busy={changes.busy} onCancel={(reason) => void changes.cancel(reason)} onClose={changes.close} />
      <RescheduleDialog
        interview={changes.rescheduling}
        busy={changes.busy}
        error={changes.serverError}
        onReschedule={(change) => void changes.reschedule(change)}
        onClose={changes.close}
      />
    </Page>
  );
}
