// qiyeZhaopinhuiIndex (/qiye/zhaopinhui/index): the job fairs, searched by keyword and filtered by
// type, status (报名中 / 进行中 / 已结束, from the dates) and the company's own sign-ups, paged on the
// server. A fair that takes sign-ups can be signed up to with chosen jobs, or its sign-up cancelled.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchFairs, type FairRow, type FairStatus } from '../../api/fairs.api';
import { DataTable, SearchBox, pagedTableProps, useConfirm, useListParams, useRemoteList, useReturns } from '../../kit';
import { fairColumns } from './fair-columns';
import { JobPickerDialog } from './job-picker-dialog';
import { useFairActions } from './use-fair-actions';

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
    gap: 16px;
    flex-wrap: wrap;
    margin-bottom: 12px;
    font-size: 14px;
  }
  .filters label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .filters select {
    height: 32px;
    padding: 0 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    background: #fff;
  }
  td {
    vertical-align: top;
  }
  .fair-title {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 180px;
    max-width: 260px;
    white-space: normal;
  }
  .fair-title small {
    color: #5b5e66;
  }
  .nowrap {
    white-space: nowrap;
  }
  .time {
    display: block;
    min-width: 130px;
    max-width: 170px;
    white-space: normal;
  }
  .venue {
    display: block;
    min-width: 120px;
    max-width: 220px;
    white-space: normal;
  }
  td a {
    color: #1d5fc4;
    margin-right: 8px;
  }
`;

export default function FairListPage() {
  const { t } = useTranslation();
  const ids = { type: useId(), status: useId(), mine: useId() };
  const { confirm, confirmDialog } = useConfirm();
  const list = useListParams({ filters: { keyword: '', type: '', status: '', mine: '' } });
  const { params } = list;
  const { keyword, type, status, mine } = params.filters;
  const returns = useReturns(list.active);
  const fairs = useRemoteList<FairRow>(() => fetchFairs({ pageNum: params.page, pageSize: params.size, keyword, type, status, mine }), list.key, returns);
  const actions = useFairActions({ t, confirm, reload: fairs.reload });
  const { signUp, cancel } = actions;
  const columns = useMemo(() => fairColumns(t, { signUp, cancel: (fair) => void cancel(fair) }), [t, signUp, cancel]);

  return (
    <Page aria-labelledby="fairs-title">
      <header>
        <h1 id="fairs-title">{t('menu.qiyeZhaopinhuiIndex')}</h1>
        <SearchBox
          label={t('fairs.searchLabel')}
          placeholder={t('fairs.searchPlaceholder')}
          value={keyword}
          onSearch={(value) => list.setFilters({ keyword: value })}
        />
      </header>
      <div className="filters">
        <label htmlFor={ids.type}>
          {t('fairs.typeLabel')}
          <select id={ids.type} value={type} onChange={(event) => list.setFilters({ type: event.target.value })}>
            <option value="">{t('fairs.allTypes')}</option>
            <option value="1">{t('fairs.type.1')}</option>
            <option value="2">{t('fairs.type.2')}</option>
          </select>
        </label>
        <label htmlFor={ids.status}>
          {t('fairs.statusLabel')}
          <select id={ids.status} value={status} onChange={(event) => list.setFilters({ status: event.target.value })}>
            <option value="">{t('fairs.allStatuses')}</option>
            {([1, 2, 3] satisfies FairStatus[]).map((value) => (
              <option key={value} value={String(value)}>
                {t(`fairs.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.mine}>
          <input id={ids.mine} type="checkbox" checked={mine === '1'} onChange={(event) => list.setFilters({ mine: event.target.checked ? '1' : '' })} />
          {t('fairs.mineOnly')}
        </label>
      </div>
      <DataTable<FairRow>
        label={t('fairs.listLabel')}
        columns={columns}
        {...pagedTableProps(fairs, list)}
        getRowId={(fair) => String(fair.id)}
        emptyText={t('fairs.empty')}
      />
      <JobPickerDialog request={actions.picking} onClose={actions.closePicker} />
      {confirmDialog}
    </Page>
  );
}
