// jianliIndex (/jianli/index): the resumes submitted to the company's jobs, by status tab with
// counts and by job, newest (or oldest) submission first, the unread marked; a name opens the resume in the drawer (which marks it
// viewed); verdicts, chat, interview invitation and download from the row or the drawer.
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Submission, SubmissionCounts } from '@employment-cloud/api-contract';
import { fetchSubmissionCounts, fetchSubmissions } from '../../api/submissions.api';
import { BatchInviteDialog, InviteToInterviewDialog } from '../../interview';
import { dateTimeText, DataTable, SearchBox, StatusTabs, useListParams, useRemoteList, useReturns, pagedTableProps } from '../../kit';
import { chatIDOf } from '../../session/chat-link';
import { JobFilter } from './job-filter';
import { ResumeDrawer } from './resume-drawer';
import { useResumePreview } from './resume-file';
import { detailTarget, rowTarget, submissionActions } from './submission-actions';
import { submissionBatch } from './submission-batch';
import { SubmissionBatchBar } from './submission-batch-bar';
import { submissionColumns } from './submission-columns';
import { STATUS_TABS, statusLabel, statusOf } from './submission-status';
import { useCompanyJobs } from './use-company-jobs';
import { useDictLabels } from './use-dict-labels';
import { useFocusAfterDrawer } from './use-focus-after-drawer';
import { useSubmissionDetail } from './use-submission-detail';

const Page = styled.section`
  padding: 16px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
    flex-wrap: wrap;
  }
  h1 {
    margin: 0;
    font-size: 18px;
  }
  .filters {
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
  }
`;

const submissionName = (s: Submission) => s.candidate.name;
const jobIdOf = (value: string) => (Number(value) > 0 ? Number(value) : undefined);

export default function SubmissionListPage() {
  const { t } = useTranslation();
  const list = useListParams({ scope: 'resume', filters: { status: '', jobId: '', keyword: '' }, sort: 'submittedAt', order: 'desc' });
  const { params } = list;
  const status = statusOf(params.filters.status);
  const jobId = jobIdOf(params.filters.jobId);
  const returns = useReturns(list.active);
  const submissions = useRemoteList<Submission>(
    () =>
      fetchSubmissions({
        pageNum: params.page,
        pageSize: params.size,
        status: status || undefined,
        jobId,
        keyword: params.filters.keyword,
        order: params.order,
      }),
    list.key,
    returns,
  );
  const jobs = useCompanyJobs();
  const sexLabel = useDictLabels('sex');
  const [counts, setCounts] = useState<SubmissionCounts | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [inviting, setInviting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [invitingMany, setInvitingMany] = useState(false);
  // A new page of rows starts with nothing selected.
  useEffect(() => setSelected({}), [list.key]);

  const loadCounts = useCallback(() => fetchSubmissionCounts(jobId).then(setCounts, () => undefined), [jobId]);
  useEffect(() => {
    void loadCounts();
  }, [returns, loadCounts]);

  const reloadList = () => {
    submissions.reload();
    void loadCounts();
  };
  // Opening a submission marks it viewed: the list and counts follow.
  const drawer = useSubmissionDetail(shown, (detail) => {
    if (submissions.rows.some((row) => row.id === detail.id && !row.viewed)) reloadList();
  });
  const detail = drawer.detail;
  const unsafe = t('submissions.unsafeFile');
  const preview = useResumePreview(shown === null ? null : (detail?.resume.download ?? null), unsafe);

  const reloadAll = () => {
    reloadList();
    if (shown !== null) drawer.reload();
  };
  const actions = submissionActions({ t, reload: reloadAll });
  const batch = submissionBatch({ t, reload: reloadList, sexLabel });
  const chosen = submissions.rows.filter((s) => selected[String(s.id)]);
  const sharedJob = chosen.length > 0 && chosen.every((s) => s.job.id === chosen[0]!.job.id) ? chosen[0]!.job.id : undefined;
  const busyWhile = (work: Promise<unknown>) => {
    setBusy(true);
    void work.finally(() => setBusy(false));
  };
  // The columns are made once; their buttons call the latest actions (the current job filter and drawer).
  const latest = useRef(actions);
  latest.current = actions;
  const columns = useMemo(
    () =>
      submissionColumns(
        t,
        {
          show: (s) => setShown(s.id),
          verdict: (s, verdict) => void latest.current.verdict(rowTarget(s), verdict),
          chat: (s) => latest.current.chat(rowTarget(s)),
          invite: (s) => setInviting(s.candidate.chatId),
          download: (s) => void latest.current.download(rowTarget(s)),
        },
        sexLabel,
      ),
    [t, sexLabel],
  );

  const page = useRef<HTMLElement>(null);
  useFocusAfterDrawer(shown !== null, page);

  return (
    <Page ref={page} aria-labelledby="submissions-title">
      <header>
        <h1 id="submissions-title">{t('menu.jianliIndex')}</h1>
        <div className="filters">
          <JobFilter
            label={t('submissions.jobFilter')}
            allLabel={t('submissions.allJobs')}
            jobs={jobs}
            value={params.filters.jobId}
            onChange={(value) => list.setFilters({ jobId: value })}
          />
          <SearchBox
            label={t('submissions.searchLabel')}
            placeholder={t('submissions.searchPlaceholder')}
            value={params.filters.keyword}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
        </div>
      </header>
      <StatusTabs
        label={t('submissions.listLabel')}
        value={status}
        onChange={(value) => list.setFilters({ status: value })}
        tabs={STATUS_TABS.map((tab) => ({ value: tab.value, label: t('submissions.tab', { label: t(tab.label), total: counts?.[tab.count] ?? '…' }) }))}
      />
      <SubmissionBatchBar
        count={chosen.length}
        busy={busy}
        onVerdict={(verdict) => busyWhile(batch.verdict(chosen, verdict).then(() => setSelected({})))}
        onInvite={() => setInvitingMany(true)}
        onZip={() => busyWhile(batch.zip(chosen))}
        onExport={() => busyWhile(batch.exportCsv(chosen, { status: status || undefined, jobId, keyword: params.filters.keyword, order: params.order }))}
      />
      <DataTable<Submission>
        label={t('submissions.listLabel')}
        columns={columns}
        {...pagedTableProps(submissions, list)}
        selection={{ value: selected, onChange: setSelected, rowName: submissionName }}
        // The list is always in the order of submission: a click on 投递时间 turns it, never drops it.
        onSort={(sort, order) => list.setSorting('submittedAt', sort ? order : params.order === 'desc' ? 'asc' : 'desc')}
        getRowId={(s) => String(s.id)}
      />
      <ResumeDrawer
        open={shown !== null}
        onClose={() => setShown(null)}
        resume={detail?.resume ?? null}
        status={drawer.status}
        error={drawer.error}
        onRetry={drawer.reload}
        facts={
          detail
            ? [
                [t('submissions.job'), detail.job.title],
                [t('submissions.status'), t(statusLabel(detail.status))],
                [t('submissions.submittedAt'), dateTimeText(detail.submittedAt)],
              ]
            : []
        }
        stage={detail?.stage}
        sexLabel={sexLabel}
        preview={preview}
        actions={
          detail
            ? {
                busy,
                onVerdict: (verdict) => busyWhile(actions.verdict(detailTarget(detail), verdict)),
                onChat: () => {
                  // The chat takes over the screen.
                  setShown(null);
                  actions.chat(detailTarget(detail));
                },
                onInvite: () => setInviting(detail.resume.profile.chatId),
                onDownload: () => busyWhile(actions.download(detailTarget(detail), detail.resume.download)),
              }
            : undefined
        }
      />
      <InviteToInterviewDialog
        open={inviting !== null}
        // The server's chat ID of the candidate; chatIDOf keeps it as is when it has the engine's prefix.
        userID={inviting === null ? '' : chatIDOf(inviting)}
        onClose={() => {
          setInviting(null);
          // An invitation sent makes the submission's status 面试.
          reloadAll();
        }}
      />
      <BatchInviteDialog
        open={invitingMany}
        invitees={chosen.map((s) => ({ to: chatIDOf(s.candidate.chatId), name: s.candidate.name }))}
        jobId={sharedJob}
        onClose={(result) => {
          setInvitingMany(false);
          if (!result) return;
          setSelected({});
          // Each invitation makes its submission 面试.
          reloadList();
        }}
      />
    </Page>
  );
}
