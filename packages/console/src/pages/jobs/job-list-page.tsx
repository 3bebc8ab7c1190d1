// zhiweiIndex (/zhiwei/index): the company's jobs by status tab with counts, searched by title,
// filtered by expiry (the home page's 即将到期职位), sorted and paged on the server; row actions and bulk take-offline; 发布职位 opens the form.
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { JOB_SORTS, JOB_STATUS, type Job, type JobSort } from '@employment-cloud/api-contract';
import { fetchJobCounts, fetchJobs } from '../../api/jobs.api';
import { DangerButton, ListPage, PrimaryButton, SearchBox, useConfirm, useListPage } from '../../kit';
import { pathOf } from '../../routes';
import { jobColumns } from './job-columns';
import { ExpiryFilter, expiryWindowOf } from './expiry-filter';
import { JobDetail } from './job-detail';
import { STATUS_TABS } from './job-status';
import { jobActions } from './use-job-actions';

const Jobs = styled(ListPage<Job>)`
  .bulk {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-bottom: 8px;
    font-size: 13px;
  }
`;

const statusOf = (value: string) => Number(value) || JOB_STATUS.published;
const sortOf = (sort: string | undefined): JobSort | undefined => ((JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : undefined);

export default function JobListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListPage({
    name: 'jobs',
    scope: 'job',
    filters: { status: String(JOB_STATUS.published), keyword: '', expiring: '' },
    sort: 'updatedAt',
    order: 'desc',
    request: ({ page, size, filters, sort, order }) =>
      fetchJobs({
        pageNum: page,
        pageSize: size,
        status: statusOf(filters.status),
        keyword: filters.keyword,
        sort: sortOf(sort),
        order,
        expiringWithin: expiryWindowOf(filters.expiring),
      }),
  });
  const { params } = list;
  const status = statusOf(params.filters.status);
  // Under 'jobs', so a change to a job (which invalidates 'jobs') loads the counts again too.
  const counts = useQuery({ queryKey: ['jobs', 'counts'], queryFn: fetchJobCounts, enabled: list.active }).data;
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [shown, setShown] = useState<Job | null>(null);

  // A new page of rows starts with nothing selected.
  useEffect(() => setSelected({}), [list.key]);

  const edit = useCallback(
    (id?: number) => {
      navigate(pathOf('zhiweiEdit', { id }));
    },
    [navigate],
  );
  const { reload } = list.query;
  const actions = useMemo(() => jobActions({ t, confirm, reload, edit }), [t, confirm, reload, edit]);
  const columns = useMemo(() => jobColumns(t, actions, edit, setShown), [t, actions, edit]);
  const chosen = list.query.rows.filter((job) => selected[String(job.id)]);

  return (
    <Jobs
      list={list}
      title={t('menu.zhiweiIndex')}
      actions={
        <>
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
        </>
      }
      tabs={{
        label: t('jobs.listLabel'),
        value: String(status),
        onChange: (value) => list.setFilters({ status: value }),
        tabs: STATUS_TABS.map((tab) => ({ value: String(tab.status), label: t('jobs.tab', { label: t(tab.label), total: counts?.[tab.count] ?? '…' }) })),
      }}
      batch={
        status === JOB_STATUS.published && (
          <div className="bulk">
            <span>{t('kit.selected', { count: chosen.length })}</span>
            <DangerButton type="button" disabled={chosen.length === 0} onClick={() => void actions.offlineMany(chosen).then((ran) => ran && setSelected({}))}>
              {t('jobs.bulkOffline')}
            </DangerButton>
          </div>
        )
      }
      label={t('jobs.listLabel')}
      columns={columns}
      getRowId={(job) => String(job.id)}
      selection={status === JOB_STATUS.published ? { value: selected, onChange: setSelected } : undefined}
    >
      <JobDetail job={shown} onClose={() => setShown(null)} />
      {confirmDialog}
    </Jobs>
  );
}
