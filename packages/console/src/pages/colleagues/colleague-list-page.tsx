// friendIndex (/friend/index, the company's main admin only): the company's recruiters with their
// card, this month's activity and status; add one (initial password shown once), disable / enable
// and reset a password, each confirmed; hand a disabled one's work to another (the counts moved
// in a toast).
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Colleague, ColleagueWithPassword, Handover } from '@employment-cloud/api-contract';
import { fetchColleagues } from '../../api/colleagues.api';
import { ListPage, PrimaryButton, SearchBox, useConfirm, useListPage } from '../../kit';
import { AddColleagueDialog } from './add-colleague-dialog';
import { colleagueActions, toastHandover } from './colleague-actions';
import { colleagueColumns } from './colleague-columns';
import { HandoverDialog } from './handover-dialog';
import { OneTimePasswordDialog, type OneTimePassword } from './one-time-password-dialog';

const Colleagues = styled(ListPage<Colleague>)`
  .hint {
    margin: 0 0 12px;
    color: #606266;
    font-size: 13px;
  }
  .badge {
    margin-left: 6px;
    padding: 0 6px;
    border: 1px solid #1d5fc4;
    border-radius: 2px;
    color: #1d5fc4;
    font-size: 12px;
  }
  [data-status='disabled'] {
    color: #a8332a;
  }
  [data-status='enabled'] {
    color: #1e7a3c;
  }
`;

const statusOf = (value: string) => (value === 'enabled' || value === 'disabled' ? value : undefined);

export default function ColleagueListPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListPage({
    name: 'colleagues',
    filters: { keyword: '', status: '' },
    request: ({ page, size, filters }) => fetchColleagues({ pageNum: page, pageSize: size, keyword: filters.keyword, status: statusOf(filters.status) }),
  });
  const { params } = list;
  const colleagues = list.query;
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<OneTimePassword | null>(null);
  const [handingOver, setHandingOver] = useState<Colleague | null>(null);
  const show = useCallback(
    ({ colleague, password }: ColleagueWithPassword, reason: OneTimePassword['reason']) =>
      setShown({ name: colleague.name, username: colleague.username, password, reason }),
    [],
  );
  const actions = useMemo(
    () => colleagueActions({ t, confirm, reload: colleagues.reload, showPassword: (reset) => show(reset, 'reset'), openHandover: setHandingOver }),
    [t, confirm, colleagues.reload, show],
  );
  const columns = useMemo(() => colleagueColumns(t, actions), [t, actions]);

  return (
    <Colleagues
      list={list}
      title={t('menu.friendIndex')}
      actions={
        <>
          <SearchBox
            label={t('colleagues.searchLabel')}
            placeholder={t('colleagues.searchPlaceholder')}
            value={params.filters.keyword}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
          <PrimaryButton type="button" onClick={() => setAdding(true)}>
            {t('colleagues.add')}
          </PrimaryButton>
        </>
      }
      intro={<p className="hint">{t('colleagues.hint')}</p>}
      tabs={{
        label: t('colleagues.status'),
        tabs: [
          { value: '', label: t('colleagues.all') },
          { value: 'enabled', label: t('colleagues.enabled') },
          { value: 'disabled', label: t('colleagues.disabled') },
        ],
        value: statusOf(params.filters.status) ?? '',
        onChange: (value) => list.setFilters({ status: value }),
      }}
      label={t('colleagues.listLabel')}
      columns={columns}
      getRowId={(c) => String(c.id)}
      emptyText={t('colleagues.empty')}
    >
      <AddColleagueDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(added) => {
          setAdding(false);
          show(added, 'created');
          colleagues.reload();
        }}
      />
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
      <HandoverDialog
        colleague={handingOver}
        onClose={() => setHandingOver(null)}
        onDone={(handover: Handover) => {
          setHandingOver(null);
          toastHandover(t, handover);
          colleagues.reload();
        }}
      />
      {confirmDialog}
    </Colleagues>
  );
}
