// collectionIndex (/collection/index): the caller's favourite resumes, newest first, paged on the
// server; each can be chatted with, invited, or taken out of the favourites (confirmed).
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFavourites, type Candidate, type Favourite } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { CalendarPlus, StarOff } from 'lucide-react';
import { dateTimeText, ListPage, type ListColumn, useConfirm, useListPage, WrappedText, RowAction, RowActions } from '../../kit';
import { CandidateSummary, expectationText } from './candidate-summary';
import { ChatButton } from './chat-action';
import { InviteDialog } from './invite-dialog';
import { talentActions, type TalentActions } from './talent-actions';
import { TalentNav } from './talent-nav';

function favouriteColumns(t: TFunction, actions: TalentActions, invite: (candidate: Candidate) => void): ListColumn<Favourite>[] {
  return [
    { id: 'candidate', header: t('talent.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
    { id: 'expectation', header: t('talent.expectation'), cell: ({ row }) => expectationText(t, row.original.expectation) },
    { id: 'experience', header: t('talent.experience'), cell: ({ row }) => <WrappedText>{row.original.experience ?? ''}</WrappedText> },
    { id: 'createdAt', header: t('talent.favouritedAt'), cell: ({ row }) => dateTimeText(row.original.createdAt) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const favourite = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${favourite.candidate.name}`;
        return (
          <RowActions>
            <ChatButton candidate={favourite.candidate} />
            <RowAction icon={CalendarPlus} aria-label={named('talent.invite')} onClick={() => invite(favourite.candidate)}>
              {t('talent.invite')}
            </RowAction>
            <RowAction icon={StarOff} data-danger aria-label={named('talent.unfavourite')} onClick={() => void actions.unfavourite(favourite)}>
              {t('talent.unfavourite')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}

export default function FavouritesPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListPage({ name: 'talent-favourites', filters: {}, request: ({ page, size }) => fetchFavourites({ pageNum: page, pageSize: size }) });
  const favourites = list.query;
  const [inviting, setInviting] = useState<Candidate | null>(null);
  const actions = useMemo(() => talentActions({ t, confirm, reload: favourites.reload }), [t, confirm, favourites.reload]);
  const columns = useMemo(() => favouriteColumns(t, actions, setInviting), [t, actions]);

  return (
    <ListPage<Favourite>
      list={list}
      title={t('menu.collectionIndex')}
      intro={<TalentNav />}
      label={t('talent.favouritesLabel')}
      columns={columns}
      getRowId={(favourite) => String(favourite.id)}
      emptyText={t('talent.emptyFavourites')}
    >
      <InviteDialog candidate={inviting} onClose={() => setInviting(null)} />
      {confirmDialog}
    </ListPage>
  );
}
