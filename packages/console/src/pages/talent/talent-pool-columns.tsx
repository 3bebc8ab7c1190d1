// niurenIndex's columns: the candidate, what they look for, the company's tags (each filters the
// list by itself) and note, where they came from, when they were added, and the actions.
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { Candidate, TalentEntry } from '../../api/talent.api';
import type { ConsoleKey } from '../../i18n-keys';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { dateTimeText, LinkButton, type ListColumn, WrappedText, RowAction, RowActions } from '../../kit';
import { CandidateSummary, expectationText } from './candidate-summary';
import { ChatButton } from './chat-action';

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  button {
    padding: 0 6px;
    background: #ecf5ff;
    border-radius: 4px;
  }
`;

export interface TalentPoolRowActions {
  filterByTag: (tag: string) => void;
  edit: (entry: TalentEntry) => void;
  remove: (entry: TalentEntry) => void;
  invite: (candidate: Candidate) => void;
}

export function talentPoolColumns(t: TFunction, actions: TalentPoolRowActions): ListColumn<TalentEntry>[] {
  return [
    { id: 'candidate', header: t('talent.candidate'), cell: ({ row }) => <CandidateSummary candidate={row.original.candidate} /> },
    { id: 'expectation', header: t('talent.expectation'), cell: ({ row }) => expectationText(t, row.original.expectation) },
    {
      id: 'tags',
      header: t('talent.tags'),
      cell: ({ row }) => (
        <Tags>
          {row.original.tags.map((tag) => (
            <LinkButton key={tag} type="button" aria-label={t('talent.filterByTag', { tag })} onClick={() => actions.filterByTag(tag)}>
              {tag}
            </LinkButton>
          ))}
        </Tags>
      ),
    },
    { id: 'note', header: t('talent.note'), cell: ({ row }) => <WrappedText>{row.original.note ?? ''}</WrappedText> },
    { id: 'source', header: t('talent.source'), cell: ({ row }) => row.original.source ?? '' },
    { id: 'createdAt', header: t('talent.addedAt'), cell: ({ row }) => dateTimeText(row.original.createdAt) },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const entry = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${entry.candidate.name}`;
        return (
          <RowActions>
            <ChatButton candidate={entry.candidate} />
            <RowAction icon={CalendarPlus} aria-label={named('talent.invite')} onClick={() => actions.invite(entry.candidate)}>
              {t('talent.invite')}
            </RowAction>
            <RowAction icon={Pencil} aria-label={named('talent.edit')} onClick={() => actions.edit(entry)}>
              {t('talent.edit')}
            </RowAction>
            <RowAction icon={Trash2} data-danger aria-label={named('talent.remove')} onClick={() => actions.remove(entry)}>
              {t('talent.remove')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}
