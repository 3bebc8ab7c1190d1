// recommendIndex (/recommend/index): the unions' pending recommendations to the company, newest
// first, paged on the server; each can be accepted into the talent pool, dismissed (confirmed) or
// chatted with.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRecommendations, type Recommendation } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { Check, X } from 'lucide-react';
import { dateTimeText, ListPage, type ListColumn, useConfirm, useListPage, WrappedText, RowAction, RowActions } from '../../kit';
import { CandidateSummary, expectationText } from './candidate-summary';
import { ChatButton } from './chat-action';
import { talentActions, type TalentActions } from './talent-actions';
import { TalentNav } from './talent-nav';

function recommendColumns(t: TFunction, actions: TalentActions): ListColumn<Recommendation>[] {
  return [
    { id: 'candidate', header: t('talent.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
    { id: 'expectation', header: t('talent.expectation'), cell: ({ row }) => expectationText(t, row.original.expectation) },
    { id: 'unionName', header: t('talent.unionName'), cell: ({ row }) => row.original.unionName },
    { id: 'note', header: t('talent.reason'), cell: ({ row }) => <WrappedText>{row.original.note ?? ''}</WrappedText> },
    { id: 'createdAt', header: t('talent.recommendedAt'), cell: ({ row }) => dateTimeText(row.original.createdAt) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const recommendation = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${recommendation.candidate.name}`;
        return (
          <RowActions>
            <ChatButton candidate={recommendation.candidate} />
            <RowAction icon={Check} aria-label={named('talent.accept')} onClick={() => void actions.accept(recommendation)}>
              {t('talent.accept')}
            </RowAction>
            <RowAction icon={X} data-danger aria-label={named('talent.dismiss')} onClick={() => void actions.dismiss(recommendation)}>
              {t('talent.dismiss')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}

export default function RecommendPage() {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const list = useListPage({ name: 'talent-recommended', filters: {}, request: ({ page, size }) => fetchRecommendations({ pageNum: page, pageSize: size }) });
  const recommendations = list.query;
  const actions = useMemo(() => talentActions({ t, confirm, reload: recommendations.reload }), [t, confirm, recommendations.reload]);
  const columns = useMemo(() => recommendColumns(t, actions), [t, actions]);

  return (
    <ListPage<Recommendation>
      list={list}
      title={t('menu.recommendIndex')}
      intro={<TalentNav />}
      label={t('talent.recommendLabel')}
      columns={columns}
      getRowId={(recommendation) => String(recommendation.id)}
      emptyText={t('talent.emptyRecommend')}
    >
      {confirmDialog}
    </ListPage>
  );
}
