// zhiweiIndex (/zhiwei/index): the company's jobs by status tab with counts, searched by title,
// filtered by expiry (the home page's 即将到期职位), sorted and paged on the server; row actions and bulk take-offline; 发布职位 opens the form.
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { JOB_SORTS, JOB_STATUS, type Job, type JobStatusCounts, type JobSort } from '@employment-cloud/api-contract';
import { fetchJobCounts, fetchJobs } from '../../api/jobs.api';
import {
  DataTable,
  DangerButton,
  PrimaryButton,
  SearchBox,
  StatusTabs,
  useConfirm,
  useListParams,
  useRemoteList,
  useReturns,
  pagedTableProps,
} from '../../kit';
import { jobColumns } from './job-columns';
import { ExpiryFilter, expiryWindowOf } from './expiry-filter';
import { JobDetail } from './job-detail';
import { STATUS_TABS } from './job-status';
import { jobActions } from './use-job-actions';

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
  .bulk {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-bottom: 8px;
    font-size: 13px;
  }
`;

const sortOf = (sort: string | undefined): JobSort | undefined => ((JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : undefined);

export default function JobListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListParams({ scope: 'job', filters: { status: String(JOB_STATUS.published), keyword: '', expiring: '' }, sort: 'updatedAt', order: 'desc' });
  const { params } = list;
  const status = Number(params.filters.status) || JOB_STATUS.published;
  // Back from the form (this page was kept alive meanwhile): the rows and counts are loaded again.
  const returns = useReturns(list.active);
  const jobs = useRemoteList<Job>(
    () =>
      fetchJobs({
        pageNum: params.page,
        pageSize: params.size,
        status,
        keyword: params.filters.keyword,
        sort: sortOf(params.sort),
        order: params.order,
        expiringWithin: expiryWindowOf(params.filters.expiring),
      }),
    list.key,
    returns,
  );
  const [counts, setCounts] = useState<JobStatusCounts | null>(null);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [shown, setShown] = useState<Job | null>(null);

  const loadCounts = useCallback(() => fetchJobCounts().then(setCounts, () => undefined), []);
  useEffect(() => {
    void loadCounts();
  }, [returns, loadCounts]);
  // A new page of rows starts with nothing selected.
  useEffect(() => setSelected({}), [list.key]);

  const edit = useCallback(
    (id?: number) => {
      navigate(id ? `/zhiwei/edit?id=${id}` : '/zhiwei/edit');
    },
    [navigate],
  );
  const { reload: reloadJobs } = jobs;
  const reload = useCallback(() => {
    reloadJobs();
    void loadCounts();
  }, [reloadJobs, loadCounts]);
  const actions = useMemo(() => jobActions({ t, confirm, reload, edit }), [t, confirm, reload, edit]);
  const columns = useMemo(() => jobColumns(t, actions, edit, setShown), [t, actions, edit]);
  const chosen = jobs.rows.filter((job) => selected[String(job.id)]);

  return (
    <Page aria-labelledby="jobs-title">
      <header>
        <h1 id="jobs-title">{t('menu.zhiweiIndex')}</h1>
        <SearchBox
          label={t('jobs.searchLabel')}
          placeholder={t('jobs.searchPlaceholder')}
          value={params.filters.keyword}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
        <ExpiryFilter value={params.filters.expiring} onChange={(expiring) => list.setFilters({ expiring })} />
        <PrimaryButton type="button" onClick={() => edit()}>
          {t('jobs.create')}
        </PrimaryButton>
      </header>
      <StatusTabs
        label={t('jobs.listLabel')}
        value={String(status)}
        onChange={(value) => list.setFilters({ status: value })}
        tabs={STATUS_TABS.map((tab) => ({ value: String(tab.status), label: t('jobs.tab', { label: t(tab.label), total: counts?.[tab.count] ?? '…' }) }))}
      />
      {status === JOB_STATUS.published && (
        <div className="bulk">
          <span>{t('kit.selected', { count: chosen.length })}</span>
          <DangerButton type="button" disabled={chosen.length === 0} onClick={() => void actions.offlineMany(chosen).then((ran) => ran && setSelected({}))}>
            {t('jobs.bulkOffline')}
          </DangerButton>
        </div>
      )}
      <DataTable<Job>
        label={t('jobs.listLabel')}
        columns={columns}
        {...pagedTableProps(jobs, list)}
        getRowId={(job) => String(job.id)}
        selection={status === JOB_STATUS.published ? { value: selected, onChange: setSelected } : undefined}
      />
      <JobDetail job={shown} onClose={() => setShown(null)} />
      {confirmDialog}
    </Page>
  );
}
