// qiyeZhaopinhuiIndex (/qiye/zhaopinhui/index): the job fairs, searched by keyword and filtered by
// type, status (报名中 / 进行中 / 已结束, from the dates) and the company's own sign-ups, paged on the
// server. A fair that takes sign-ups can be signed up to with chosen jobs, or its sign-up cancelled.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchFairs, type FairRow, type FairStatus } from '../../api/fairs.api';
import { ListPage, SearchBox, useConfirm, useListPage } from '../../kit';
import { fairColumns } from './fair-columns';
import { JobPickerDialog } from './job-picker-dialog';
import { useFairActions } from './use-fair-actions';

/** The cells of fair-columns.tsx. */
const FairList = styled(ListPage<FairRow>)`
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
  .time,
  .venue {
    display: block;
    min-width: 130px;
    max-width: 170px;
    white-space: normal;
  }
  .venue {
    min-width: 120px;
    max-width: 220px;
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
  const list = useListPage({
    name: 'fairs',
    filters: { keyword: '', type: '', status: '', mine: '' },
    request: ({ page, size, filters }) => fetchFairs({ pageNum: page, pageSize: size, ...filters }),
  });
  const { keyword, type, status, mine } = list.params.filters;
  const actions = useFairActions({ t, confirm, reload: list.query.reload });
  const { signUp, cancel } = actions;
  const columns = useMemo(() => fairColumns(t, { signUp, cancel: (fair) => void cancel(fair) }), [t, signUp, cancel]);

  return (
    <FairList
      list={list}
      title={t('menu.qiyeZhaopinhuiIndex')}
      actions={
        <SearchBox
          label={t('fairs.searchLabel')}
          placeholder={t('fairs.searchPlaceholder')}
          value={keyword}
          onSearch={(value) => list.setFilters({ keyword: value })}
        />
      }
      filters={
        <>
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
        </>
      }
      label={t('fairs.listLabel')}
      columns={columns}
      getRowId={(fair) => String(fair.id)}
      emptyText={t('fairs.empty')}
    >
      <JobPickerDialog request={actions.picking} onClose={actions.closePicker} />
      {confirmDialog}
    </FairList>
  );
}
