// recommendIndex (/recommend/index): the unions' pending recommendations to the company, newest
// first, paged on the server; each can be accepted into the talent pool, dismissed (confirmed) or
// chatted with.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRecommendations, type Recommendation } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { Check, X } from 'lucide-react';
import {
  dateTimeText,
  DataTable,
  type ListColumn,
  useConfirm,
  useListParams,
  useRemoteList,
  useReturns,
  pagedTableProps,
  WrappedText,
  RowAction,
  RowActions,
} from '../../kit';
import { CandidateSummary, expectationText } from './candidate-summary';
import { ChatButton } from './chat-action';
import { talentActions, type TalentActions } from './talent-actions';
import { TalentNav } from './talent-nav';
import { TalentPage } from './talent-page';

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
  const list = useListParams({ filters: {} });
  const { params } = list;
  const returns = useReturns(list.active);
  const recommendations = useRemoteList<Recommendation>(() => fetchRecommendations({ pageNum: params.page, pageSize: params.size }), list.key, returns);
  const actions = useMemo(() => talentActions({ t, confirm, reload: recommendations.reload }), [t, confirm, recommendations.reload]);
  const columns = useMemo(() => recommendColumns(t, actions), [t, actions]);

  return (
    <TalentPage aria-labelledby="recommend-title">
      <header>
        <h1 id="recommend-title">{t('menu.recommendIndex')}</h1>
      </header>
      <TalentNav />
      <DataTable<Recommendation>
        label={t('talent.recommendLabel')}
        columns={columns}
        {...pagedTableProps(recommendations, list)}
        getRowId={(recommendation) => String(recommendation.id)}
        emptyText={t('talent.emptyRecommend')}
      />
      {confirmDialog}
    </TalentPage>
  );
}
