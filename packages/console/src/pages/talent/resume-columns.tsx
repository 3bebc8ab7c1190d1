// zhaorenIndex's columns: the candidate, what they look for, their latest experience, when they
// were last active, and the actions (沟通, 收藏, 加入人才库, 邀请面试).
import type { TFunction } from 'i18next';
import type { Candidate, ResumeHit } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { dateTimeText, LinkButton, type ListColumn } from '../../kit';
import { CandidateSummary, Wrapped, expectationText } from './candidate-summary';
import { ChatButton } from './chat-action';
import type { TalentActions } from './talent-actions';

export function resumeColumns(t: TFunction, actions: TalentActions, invite: (candidate: Candidate) => void): ListColumn<ResumeHit>[] {
  return [
    { id: 'candidate', header: t('talent.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
    { id: 'expectation', header: t('talent.expectation'), cell: ({ row }) => expectationText(t, row.original.expectation) },
    { id: 'experience', header: t('talent.experience'), cell: ({ row }) => <Wrapped>{row.original.experience ?? ''}</Wrapped> },
    { id: 'activeAt', header: t('talent.activeAt'), cell: ({ row }) => dateTimeText(row.original.activeAt ?? row.original.updatedAt) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const hit = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${hit.candidate.name}`;
        const favourite = hit.favouriteId === null ? 'talent.favourite' : 'talent.unfavourite';
        return (
          <span>
            <ChatButton candidate={hit.candidate} />
            <LinkButton type="button" aria-label={named(favourite)} aria-pressed={hit.favouriteId !== null} onClick={() => void actions.toggleFavourite(hit)}>
              {t(favourite)}
            </LinkButton>
            {hit.talentId === null ? (
              <LinkButton type="button" aria-label={named('talent.addToPool')} onClick={() => void actions.addToPool(hit)}>
                {t('talent.addToPool')}
              </LinkButton>
            ) : (
              <LinkButton type="button" disabled aria-label={named('talent.inPool')}>
                {t('talent.inPool')}
              </LinkButton>
            )}
            <LinkButton type="button" aria-label={named('talent.invite')} onClick={() => invite(hit.candidate)}>
              {t('talent.invite')}
            </LinkButton>
          </span>
        );
      },
    },
  ];
}
