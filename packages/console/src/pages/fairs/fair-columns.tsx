// The fair list's columns: the fair (its detail), type, time, venue, status, companies, the
// company's sign-up (booth), and the actions the status allows.
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { FAIR_STATUS, type FairRow } from '../../api/fairs.api';
import type { ConsoleKey } from '../../i18n-keys';
import { ClipboardPen, ClipboardX } from 'lucide-react';
import { type ListColumn, RowAction, RowActions } from '../../kit';
import { period, StatusBadge, typeText } from './fair-labels';
import { pathOf } from '../../routes';

export interface FairRowActions {
  signUp(fair: FairRow): void;
  cancel(fair: FairRow): void;
}

export const detailPath = (id: number) => pathOf('qiyeZhaopinhuiEdit', { id });

export function fairColumns(t: TFunction, actions: FairRowActions): ListColumn<FairRow>[] {
  return [
    {
      id: 'title',
      header: t('fairs.title'),
      cell: ({ row }) => (
        <span className="fair-title">
          <Link to={detailPath(row.original.id)}>{row.original.title}</Link>
          {row.original.organizer && <small>{row.original.organizer}</small>}
        </span>
      ),
    },
    { id: 'type', header: t('fairs.typeLabel'), cell: ({ row }) => typeText(t, row.original) },
    { id: 'time', header: t('fairs.time'), cell: ({ row }) => <span className="time">{period(row.original.startAt, row.original.endAt)}</span> },
    { id: 'venue', header: t('fairs.venue'), cell: ({ row }) => <span className="venue">{row.original.address ?? ''}</span> },
    { id: 'status', header: t('fairs.statusLabel'), cell: ({ row }) => <StatusBadge t={t} status={row.original.status} /> },
    { id: 'companies', header: t('fairs.companies'), cell: ({ row }) => t('fairs.companyCount', { count: row.original.companyCount }) },
    {
      id: 'mine',
      header: t('fairs.mySignup'),
      cell: ({ row }) =>
        row.original.signedUp ? (
          <span className="nowrap">
            {t('fairs.signedUp')}
            {row.original.boothNo && ` · ${t('fairs.booth', { booth: row.original.boothNo })}`}
          </span>
        ) : (
          t('fairs.notSignedUp')
        ),
    },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const fair = row.original;
        const named = (action: ConsoleKey) => `${t(action)} ${fair.title}`;
        return (
          <RowActions>
            <Link to={detailPath(fair.id)} aria-label={named('fairs.detail')}>
              {t('fairs.detail')}
            </Link>
            {fair.status === FAIR_STATUS.signup && !fair.signedUp && (
              <RowAction icon={ClipboardPen} aria-label={named('fairs.signUp')} onClick={() => actions.signUp(fair)}>
                {t('fairs.signUp')}
              </RowAction>
            )}
            {fair.status === FAIR_STATUS.signup && fair.signedUp && (
              <RowAction icon={ClipboardX} data-danger aria-label={named('fairs.cancelSignup')} onClick={() => actions.cancel(fair)}>
                {t('fairs.cancelSignup')}
              </RowAction>
            )}
          </RowActions>
        );
      },
    },
  ];
}
