// jianliIndex (/jianli/index): the resumes submitted to the company's jobs, by status tab with
// counts and by job, newest (or oldest) submission first, the unread marked; a name opens the resume in the drawer (which marks it
// viewed); verdicts, chat, interview invitation and download from the row or the drawer.
import type { RowSelectionState } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Submission } from '@employment-cloud/api-contract';
import { fetchSubmissionCounts, fetchSubmissions } from '../../api/submissions.api';
import { BatchInviteDialog, InviteToInterviewDialog } from '../../interview';
import { dateTimeText, ListPage, SearchBox, useListPage } from '../../kit';
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

const Submissions = styled(ListPage<Submission>)`
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
  const list = useListPage({
    name: 'submissions',
    scope: 'resume',
    filters: { status: '', jobId: '', keyword: '' },
    sort: 'submittedAt',
    order: 'desc',
    request: ({ page, size, filters, order }) =>
      fetchSubmissions({
        pageNum: page,
        pageSize: size,
        status: statusOf(filters.status) || undefined,
        jobId: jobIdOf(filters.jobId),
        keyword: filters.keyword,
        order,
      }),
  });
  const { params } = list;
  const status = statusOf(params.filters.status);
  const jobId = jobIdOf(params.filters.jobId);
  const submissions = list.query;
  // Under 'submissions': the list's invalidation (a verdict, a submission viewed) loads them too.
  const counts = useQuery({ queryKey: ['submissions', 'counts', jobId], queryFn: () => fetchSubmissionCounts(jobId), enabled: list.active }).data;
  const jobs = useCompanyJobs();
  const sexLabel = useDictLabels('sex');
  const [shown, setShown] = useState<number | null>(null);
  const [inviting, setInviting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [invitingMany, setInvitingMany] = useState(false);
  // A new page of rows starts with nothing selected.
  useEffect(() => setSelected({}), [list.key]);

  const reloadList = submissions.reload;
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
    <Submissions
      ref={page}
      list={list}
      title={t('menu.jianliIndex')}
      actions={
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
      }
      tabs={{
        label: t('submissions.listLabel'),
        value: status,
        onChange: (value) => list.setFilters({ status: value }),
        tabs: STATUS_TABS.map((tab) => ({ value: tab.value, label: t('submissions.tab', { label: t(tab.label), total: counts?.[tab.count] ?? '…' }) })),
      }}
      batch={
        <SubmissionBatchBar
          count={chosen.length}
          busy={busy}
          onVerdict={(verdict) => busyWhile(batch.verdict(chosen, verdict).then(() => setSelected({})))}
          onInvite={() => setInvitingMany(true)}
          onZip={() => busyWhile(batch.zip(chosen))}
          onExport={() => busyWhile(batch.exportCsv(chosen, { status: status || undefined, jobId, keyword: params.filters.keyword, order: params.order }))}
        />
      }
      label={t('submissions.listLabel')}
      columns={columns}
      selection={{ value: selected, onChange: setSelected, rowName: submissionName }}
      // The list is always in the order of submission: a click on 投递时间 turns it, never drops it.
      onSort={(sort, order) => list.setSorting('submittedAt', sort ? order : params.order === 'desc' ? 'asc' : 'desc')}
      getRowId={(s) => String(s.id)}
    >
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
    </Submissions>
  );
}
