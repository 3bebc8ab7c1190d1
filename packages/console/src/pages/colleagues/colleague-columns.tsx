// The colleague list's columns: who, their card, this month's activity, status and actions
// (none on the main admin's own row: they cannot disable or reset themself here; 移交工作 on a
// disabled colleague's).
import type { TFunction } from 'i18next';
import type { Colleague } from '@employment-cloud/api-contract';
import type { ConsoleKey } from '../../i18n-keys';
import { ArrowRightLeft, KeyRound, UserCheck, UserX } from 'lucide-react';
import { type ListColumn, RowAction, RowActions } from '../../kit';
import type { ColleagueActions } from './colleague-actions';

export function colleagueColumns(t: TFunction, actions: ColleagueActions): ListColumn<Colleague>[] {
  return [
    {
      id: 'name',
      header: t('colleagues.name'),
      cell: ({ row }) => (
        <span>
          {row.original.name}
          {row.original.isMainAdmin && <span className="badge">{t('colleagues.mainAdmin')}</span>}
        </span>
      ),
    },
    { id: 'username', header: t('colleagues.username'), cell: ({ row }) => row.original.username },
    { id: 'mobile', header: t('colleagues.mobile'), cell: ({ row }) => row.original.mobile ?? '' },
    { id: 'card', header: t('colleagues.card'), cell: ({ row }) => (row.original.hasCard ? t('colleagues.hasCard') : t('colleagues.noCard')) },
    { id: 'jobs', header: t('colleagues.jobsThisMonth'), cell: ({ row }) => row.original.activity.jobs },
    { id: 'chats', header: t('colleagues.chatsThisMonth'), cell: ({ row }) => row.original.activity.chats },
    { id: 'interviews', header: t('colleagues.interviewsThisMonth'), cell: ({ row }) => row.original.activity.interviews },
    {
      id: 'status',
      header: t('colleagues.status'),
      cell: ({ row }) => (
        <span data-status={row.original.disabled ? 'disabled' : 'enabled'}>{row.original.disabled ? t('colleagues.disabled') : t('colleagues.enabled')}</span>
      ),
    },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const c = row.original;
        if (c.isMainAdmin) return null;
        const named = (action: ConsoleKey) => `${t(action)} ${c.name}`;
        return (
          <RowActions>
            {c.disabled ? (
              <RowAction icon={UserCheck} aria-label={named('colleagues.enable')} onClick={() => void actions.enable(c)}>
                {t('colleagues.enable')}
              </RowAction>
            ) : (
              <RowAction icon={UserX} data-danger aria-label={named('colleagues.disable')} onClick={() => void actions.disable(c)}>
                {t('colleagues.disable')}
              </RowAction>
            )}
            <RowAction icon={KeyRound} data-danger aria-label={named('colleagues.reset')} onClick={() => void actions.resetPassword(c)}>
              {t('colleagues.reset')}
            </RowAction>
            {c.disabled && (
              <RowAction icon={ArrowRightLeft} aria-label={named('colleagues.handover')} onClick={() => actions.handOver(c)}>
                {t('colleagues.handover')}
              </RowAction>
            )}
          </RowActions>
        );
      },
    },
  ];
}
