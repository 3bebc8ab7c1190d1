// zhaorenIndex's columns: the candidate, what they look for, their latest experience, when they
// were last active, and the actions (沟通, 收藏, 加入人才库, 邀请面试).
import type { TFunction } from 'i18next';
import type { Candidate, ResumeHit } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { CalendarPlus, Star, UserCheck, UserPlus } from 'lucide-react';
import { dateTimeText, type ListColumn, WrappedText, RowAction, RowActions } from '../../kit';
import { CandidateSummary, expectationText } from './candidate-summary';
import { ChatButton } from './chat-action';
import type { TalentActions } from './talent-actions';

export function resumeColumns(t: TFunction, actions: TalentActions, invite: (candidate: Candidate) => void): ListColumn<ResumeHit>[] {
  return [
    { id: 'candidate', header: t('talent.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
    { id: 'expectation', header: t('talent.expectation'), cell: ({ row }) => expectationText(t, row.original.expectation) },
    { id: 'experience', header: t('talent.experience'), cell: ({ row }) => <WrappedText>{row.original.experience ?? ''}</WrappedText> },
    { id: 'activeAt', header: t('talent.activeAt'), cell: ({ row }) => dateTimeText(row.original.activeAt ?? row.original.updatedAt) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const hit = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${hit.candidate.name}`;
        const favourite = hit.favouriteId === null ? 'talent.favourite' : 'talent.unfavourite';
        return (
          <RowActions>
            <ChatButton candidate={hit.candidate} />
            <RowAction icon={Star} aria-label={named(favourite)} aria-pressed={hit.favouriteId !== null} onClick={() => void actions.toggleFavourite(hit)}>
              {t(favourite)}
            </RowAction>
            {hit.talentId === null ? (
              <RowAction icon={UserPlus} aria-label={named('talent.addToPool')} onClick={() => void actions.addToPool(hit)}>
                {t('talent.addToPool')}
              </RowAction>
            ) : (
              <RowAction icon={UserCheck} disabled aria-label={named('talent.inPool')}>
                {t('talent.inPool')}
              </RowAction>
            )}
            <RowAction icon={CalendarPlus} aria-label={named('talent.invite')} onClick={() => invite(hit.candidate)}>
              {t('talent.invite')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}
