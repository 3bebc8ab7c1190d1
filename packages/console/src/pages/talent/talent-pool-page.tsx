// niurenIndex (/niuren/index): the company's talent pool, searched by name or note and filtered
// by a tag (a row's tag applies it), paged on the server; each entry's tags and note are edited in
// a drawer, it can be removed (confirmed), chatted with or invited.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTalent, type Candidate, type TalentEntry } from '../../api/talent.api';
import { ListPage, PlainButton, SearchBox, useConfirm, useListPage } from '../../kit';
import { InviteDialog } from './invite-dialog';
import { talentActions } from './talent-actions';
import { TalentEditDrawer } from './talent-edit-drawer';
import { TalentNav } from './talent-nav';
import { talentPoolColumns } from './talent-pool-columns';

export default function TalentPoolPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListPage({
    name: 'talent-pool',
    filters: { keyword: '', tag: '' },
    request: ({ page, size, filters }) => fetchTalent({ pageNum: page, pageSize: size, ...filters }),
  });
  const { params } = list;
  const entries = list.query;
  const [editing, setEditing] = useState<TalentEntry | null>(null);
  const [inviting, setInviting] = useState<Candidate | null>(null);
  const actions = useMemo(() => talentActions({ t, confirm, reload: entries.reload }), [t, confirm, entries.reload]);
  // The list's setter is new with each render (it reads this render's query).
  const setFilters = useRef(list.setFilters);
  setFilters.current = list.setFilters;
  const columns = useMemo(
    () =>
      talentPoolColumns(t, {
        filterByTag: (tag) => setFilters.current({ tag }),
        edit: setEditing,
        remove: (entry) => void actions.removeFromPool(entry),
        invite: setInviting,
      }),
    [t, actions],
  );

  return (
    <ListPage<TalentEntry>
      list={list}
      title={t('menu.niurenIndex')}
      actions={
        <SearchBox
          label={t('talent.poolSearchLabel')}
          placeholder={t('talent.poolSearchPlaceholder')}
          value={params.filters.keyword}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
      }
      intro={
        <>
          <TalentNav />
          {params.filters.tag && (
            <p>
              {t('talent.tagFilter', { tag: params.filters.tag })}{' '}
              <PlainButton type="button" onClick={() => list.setFilters({ tag: '' })}>
                {t('talent.clearTag')}
              </PlainButton>
            </p>
          )}
        </>
      }
      label={t('talent.poolLabel')}
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      emptyText={params.filters.keyword || params.filters.tag ? undefined : t('talent.emptyPool')}
    >
      <TalentEditDrawer entry={editing} onClose={() => setEditing(null)} onSave={actions.editTalent} />
      <InviteDialog candidate={inviting} onClose={() => setInviting(null)} />
      {confirmDialog}
    </ListPage>
  );
}
