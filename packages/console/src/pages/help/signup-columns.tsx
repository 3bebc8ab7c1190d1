// The sign-up centre's columns: the person, project, plan, sign-up time, status (with the review's
// remark) and, for a pending one, approve and reject.
import type { TFunction } from 'i18next';
import { HELP_STATUS, type HelpSignup } from '../../api/help.api';
import type { ConsoleKey } from '../../i18n-keys';
import { Check, X } from 'lucide-react';
import { type ListColumn, RowAction, RowActions } from '../../kit';
import { STATUS_LABELS, timeText } from './help-labels';

export interface SignupActions {
  approve(signup: HelpSignup): void;
  reject(signup: HelpSignup): void;
}

export function signupColumns(t: TFunction, actions: SignupActions): ListColumn<HelpSignup>[] {
  return [
    { id: 'person', header: t('help.person'), cell: ({ row }) => row.original.userName },
    { id: 'mobile', header: t('help.mobile'), cell: ({ row }) => row.original.userMobile ?? '' },
    { id: 'project', header: t('help.project'), cell: ({ row }) => row.original.projectTitle },
    { id: 'plan', header: t('help.plan'), cell: ({ row }) => row.original.planTitle },
    { id: 'createdAt', header: t('help.signedUpAt'), cell: ({ row }) => timeText(row.original.createdAt) },
    {
      id: 'status',
      header: t('help.status'),
      cell: ({ row }) => (
        <span>
          {t(STATUS_LABELS[row.original.status] ?? 'help.statusPending')}
          {row.original.remark ? `（${row.original.remark}）` : ''}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('kit.actions'),
      cell: ({ row }) => {
        const signup = row.original;
        if (signup.status !== HELP_STATUS.pending) return timeText(signup.reviewedAt);
        const named = (action: ConsoleKey) => `${t(action)} ${signup.userName} ${signup.projectTitle}`;
        return (
          <RowActions>
            <RowAction icon={Check} aria-label={named('help.approve')} onClick={() => actions.approve(signup)}>
              {t('help.approve')}
            </RowAction>
            <RowAction icon={X} data-danger aria-label={named('help.reject')} onClick={() => actions.reject(signup)}>
              {t('help.reject')}
            </RowAction>
          </RowActions>
        );
      },
    },
  ];
}
